import { fromPromise } from 'xstate';
import type { ExamRecordDetail } from '../../../contract/exam';
import { MAX_PAGE_SIZE } from '../../../contract/envelope.routes';
import { examTaskPage } from '../../services/api/exam';
import {
  attemptCurrent,
  attemptFinish,
  attemptFinishView,
  attemptSaveAnswers,
  attemptSaveEvent,
  attemptStart,
  attemptView,
} from '../../services/api/exam-paper';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { examAttemptMachine } from './exam-attempt.machine';
import type { ExamIntro } from './exam-attempt.types';
import { createPageWatch, createSwitchWatch, type PageEnvironment } from './page-watch';

type ExamAttemptImplementations = Parameters<typeof examAttemptMachine.provide>[0];
/** The request a service function takes. */
type Payload<F extends (http: HttpClient, payload: never) => unknown> = Parameters<F>[1];

/** Records are read a page at a time; a learner with more exams than this is not expected. */
const MAX_RECORD_PAGES = 10;

/** Every failure shows in the attempt's own page (save status, inline errors): none is toasted. */
const quiet = { isShowErrTip: false } as const;

/**
 * The exam's record with its rules (switch limit, answers shown) among the learner's; exams to take come first
 * in the list, so this stops early.
 */
async function findExamRecord(http: HttpClient, examId: string): Promise<ExamRecordDetail | null> {
  for (let pageCurrent = 1; pageCurrent <= MAX_RECORD_PAGES; pageCurrent++) {
    const page = await examTaskPage(http, { pageCurrent, pageSize: MAX_PAGE_SIZE }, quiet);
    const found = page.list.find((r) => r.examId === examId);
    if (found) return found;
    if (pageCurrent >= page.totalPage) return null;
  }
  return null;
}

async function loadExam(http: HttpClient, examId: string): Promise<ExamIntro> {
  const [exam, current] = await Promise.all([
    findExamRecord(http, examId),
    attemptCurrent(http, { examId }, quiet),
  ]);
  return { exam, recordId: current.recordId };
}

/**
 * `examAttemptMachine.provide(createExamAttemptImplementations(http, { document, window, navigator }))`:
 * the gateway calls through the portal's client, and the page's focus, visibility and connectivity.
 */
export function createExamAttemptImplementations(
  http: HttpClient,
  page: PageEnvironment,
): ExamAttemptImplementations {
  return {
    actors: {
      loadExam: fromPromise(({ input }: { input: { examId: string } }) =>
        settled(http, () => loadExam(http, input.examId)),
      ),
      start: fromPromise(({ input }: { input: Payload<typeof attemptStart> }) =>
        settled(http, () => attemptStart(http, input, quiet)),
      ),
      view: fromPromise(({ input }: { input: Payload<typeof attemptView> }) =>
        settled(http, () => attemptView(http, input, quiet)),
      ),
      saveAnswers: fromPromise(({ input }: { input: Payload<typeof attemptSaveAnswers> }) =>
        settled(http, () => attemptSaveAnswers(http, input, quiet)),
      ),
      saveEvent: fromPromise(({ input }: { input: Payload<typeof attemptSaveEvent> }) =>
        settled(http, () => attemptSaveEvent(http, input, quiet)),
      ),
      finish: fromPromise(({ input }: { input: Payload<typeof attemptFinish> }) =>
        settled(http, () => attemptFinish(http, input, quiet)),
      ),
      finishView: fromPromise(({ input }: { input: Payload<typeof attemptFinishView> }) =>
        settled(http, () => attemptFinishView(http, input, quiet)),
      ),
      pageWatch: createPageWatch(page),
      switchWatch: createSwitchWatch(page),
    },
  };
}
