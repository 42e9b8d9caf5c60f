import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Assessment } from '../../../contract/offline-review';
import {
  ASSESS_COMMENT_MAX,
  ASSESS_FILES_MAX,
  ASSESS_SCORE_MAX,
} from '../../../contract/offline-review.routes';
import type { UploadedFile } from '../../../contract/upload';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import { uploadRefusal } from '../shared/upload-refusal';
import type {
  AssessFile,
  AssessFormContext,
  AssessFormEvent,
  AssessFormInput,
  AssessFormTag,
  AssessSave,
} from './assess-form.types';

/** The score as typed, when it is a whole number from 0 to `ASSESS_SCORE_MAX`; else null. */
export function assessScoreOf(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n <= ASSESS_SCORE_MAX ? n : null;
}

const keptFile = (f: Assessment['attachments'][number]): AssessFile => ({
  fileId: f.fileId,
  fileName: f.fileName,
  fileSize: f.fileSize,
  kept: true,
});

/** What the form holds once an assessment is read (or saved): its score, comment and files. */
const formOf = (a: Assessment) => ({
  score: a.score === null ? '' : String(a.score),
  comment: a.comment,
  files: a.attachments.map(keptFile),
});

/** Typing goes on whatever else the form is doing, except while the save is out. */
const typing = {
  'score.change': { actions: 'setScore' },
  'comment.change': { actions: 'setComment' },
} as const;

/**
 * A lecturer assessing one learner of a course they teach: a score from 0 to 100, a comment and up to five
 * files. An existing assessment is read first and the form opens with it. A picked file is checked by its name
 * and size, then sent with its progress while typing goes on. The score is checked before saving; a refused
 * save keeps everything typed and attached and shows the gateway's message, ready to be sent again.
 */
export const assessFormMachine = setup({
  types: {
    context: {} as AssessFormContext,
    events: {} as AssessFormEvent,
    input: {} as AssessFormInput,
    tags: {} as AssessFormTag,
  },
  actors: {
    view: fromPromise<Assessment, { courseId: string; userId: string }>(notProvided('view')),
    upload: fromPromise<UploadedFile, { file: File; report: (fraction: number) => void }>(
      notProvided('upload'),
    ),
    save: fromPromise<Assessment, AssessSave>(notProvided('save')),
  },
  guards: {
    assessed: ({ context }) => context.assessed,
    refused: ({ context, event }) => {
      assertEvent(event, 'file.pick');
      return uploadRefusal(event.file, context.files.length, ASSESS_FILES_MAX) !== null;
    },
    scoreValid: ({ context }) => assessScoreOf(context.score) !== null,
  },
  actions: {
    takeAssessment: assign((_, assessment: Assessment) => formOf(assessment)),
    setScore: assign(({ event }) => {
      assertEvent(event, 'score.change');
      return { score: event.value.slice(0, 3), scoreInvalid: false };
    }),
    setComment: assign(({ event }) => {
      assertEvent(event, 'comment.change');
      return { comment: event.value.slice(0, ASSESS_COMMENT_MAX) };
    }),
    refuse: assign(({ context, event }) => {
      assertEvent(event, 'file.pick');
      return { refusal: uploadRefusal(event.file, context.files.length, ASSESS_FILES_MAX) };
    }),
    startUpload: assign(({ event }) => {
      assertEvent(event, 'file.pick');
      return { uploading: { name: event.file.name, fraction: 0 }, refusal: null, ...noFailure };
    }),
    setProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress');
      return context.uploading ? { uploading: { ...context.uploading, fraction: event.fraction } } : {};
    }),
    attach: assign(({ context }, file: UploadedFile) => ({
      files: [
        ...context.files,
        { fileId: file.id, fileName: file.fileName, fileSize: file.fileSize, kept: false },
      ],
      uploading: null,
    })),
    stopUpload: assign({ uploading: null }),
    removeFile: assign(({ context, event }) => {
      assertEvent(event, 'file.remove');
      return { files: context.files.filter((f) => f.fileId !== event.fileId), refusal: null };
    }),
    flagScore: assign({ scoreInvalid: true }),
    takeSaved: assign((_, assessment: Assessment) => ({ ...formOf(assessment), saved: assessment })),
    clearFailure: assign({ ...noFailure, refusal: null }),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'assessForm',
  description:
    'A lecturer assesses a learner: score, comment and files (each sent with its progress), saved once.',
  context: ({ input }) => ({
    ...input,
    score: '',
    comment: '',
    files: [],
    uploading: null,
    refusal: null,
    scoreInvalid: false,
    saved: null,
    ...noFailure,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'A learner assessed before is read first; anyone else starts from an empty form.',
      always: [{ guard: 'assessed', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      description: 'The learner’s assessment is read, so the form opens with it.',
      tags: ['loading', 'busy'],
      invoke: {
        src: 'view',
        input: ({ context }) => ({ courseId: context.courseId, userId: context.userId }),
        onDone: {
          target: 'editing',
          actions: { type: 'takeAssessment', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    loadFailed: {
      description: 'The assessment could not be read: the message, and a retry.',
      tags: ['loadFailed'],
      on: { retry: { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      description: 'The score, comment and files as typed and attached; a refused file shows why here.',
      on: {
        ...typing,
        'file.pick': [
          { guard: 'refused', actions: 'refuse' },
          { target: 'uploading', actions: 'startUpload' },
        ],
        'file.remove': { actions: 'removeFile' },
        submit: [{ guard: 'scoreValid', target: 'saving' }, { actions: 'flagScore' }],
      },
    },
    uploading: {
      description: 'One file on its way, with the share sent; typing goes on, saving waits for it.',
      tags: ['busy', 'uploading'],
      on: { ...typing, 'upload.progress': { actions: 'setProgress' } },
      invoke: {
        src: 'upload',
        input: ({ event, self }) => {
          assertEvent(event, 'file.pick');
          return {
            file: event.file,
            report: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
          };
        },
        onDone: { target: 'editing', actions: { type: 'attach', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: ['stopUpload', { type: 'setFailure', params: errorParams }] },
      },
    },
    saving: {
      description: 'The assessment is sent: the score, the comment and the ids of the files attached.',
      tags: ['busy', 'saving'],
      entry: 'clearFailure',
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          courseId: context.courseId,
          userId: context.userId,
          score: assessScoreOf(context.score) ?? 0,
          comment: context.comment.trim(),
          fileIds: context.files.map((f) => f.fileId),
        }),
        onDone: { target: 'saved', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    failed: {
      description: 'The gateway refused the save: its message, with everything typed and attached kept.',
      tags: ['failed'],
      on: {
        ...typing,
        'file.pick': [
          { guard: 'refused', actions: 'refuse' },
          { target: 'uploading', actions: 'startUpload' },
        ],
        'file.remove': { actions: 'removeFile' },
        submit: [{ guard: 'scoreValid', target: 'saving' }, { actions: 'flagScore' }],
      },
    },
    saved: {
      type: 'final',
      tags: ['saved'],
      description: 'Saved: the learner sees the result, the score, the comment and the files.',
    },
  },
});
