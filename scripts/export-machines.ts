/**
 * Writes every machine definition as JSON to docs/machines/<id>.json, for the Stately visualizer
 * (stately.ai/viz: import the JSON). Run with `npm run machines:export`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { changePasswordMachine } from '../src/machines/change-password/change-password.machine';
import { commentPostMachine } from '../src/machines/announcement/comment-post.machine';
import { courseCommentMachine } from '../src/machines/course-comment/course-comment.machine';
import { courseMarkMachine } from '../src/machines/course-mark/course-mark.machine';
import { downloadsMachine } from '../src/machines/downloads/downloads.machine';
import { examAttemptMachine } from '../src/machines/exam-attempt/exam-attempt.machine';
import { forgetPasswordMachine } from '../src/machines/forget-password/forget-password.machine';
import { liveRoomMachine } from '../src/machines/live-room/live-room.machine';
import { progressExportMachine } from '../src/machines/progress-export/progress-export.machine';
import { qrSignInMachine } from '../src/machines/qr-sign-in/qr-sign-in.machine';
import { registrationMachine } from '../src/machines/registration/registration.machine';
import { sessionMachine } from '../src/machines/session/session.machine';
import { smsCodeMachine } from '../src/machines/sms-code/sms-code.machine';
import { surveyMachine } from '../src/machines/survey/survey.machine';
import { taskProgressMachine } from '../src/machines/task-progress/task-progress.machine';

const machines: AnyStateMachine[] = [
  sessionMachine,
  qrSignInMachine,
  smsCodeMachine,
  registrationMachine,
  forgetPasswordMachine,
  changePasswordMachine,
  examAttemptMachine,
  surveyMachine,
  downloadsMachine,
  commentPostMachine,
  courseCommentMachine,
  courseMarkMachine,
  taskProgressMachine,
  liveRoomMachine,
  progressExportMachine,
];

const outDir = fileURLToPath(new URL('../docs/machines/', import.meta.url));

await mkdir(outDir, { recursive: true });
for (const machine of machines) {
  const file = `${outDir}${machine.id}.json`;
  await writeFile(file, `${JSON.stringify(machine.toJSON(), null, 2)}\n`);
  console.log(`wrote ${file}`);
}
