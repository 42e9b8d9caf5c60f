import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PracticalView } from '../../../contract/study-task';
import { PRACTICAL_FILES_MAX, PRACTICAL_TEXT_MAX } from '../../../contract/study-task.routes';
import type { UploadedFile } from '../../../contract/upload';
import {
  UPLOAD_KINDS,
  UPLOAD_MAX_DOCUMENT_BYTES,
  UPLOAD_MAX_IMAGE_BYTES,
} from '../../../contract/upload.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  FileRefusal,
  PracticalAnswerContext,
  PracticalAnswerEvent,
  PracticalAnswerInput,
  PracticalAnswerTag,
} from './practical-answer.types';

/** Why the file cannot be sent, as far as its name and size tell (the gateway reads its content too). */
export function refusalOf(file: { name: string; size: number }, attached: number): FileRefusal {
  if (attached >= PRACTICAL_FILES_MAX) return { reason: 'count', name: file.name };
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const isImage = (UPLOAD_KINDS.image as readonly string[]).includes(ext);
  const isDocument = [...UPLOAD_KINDS.pdf, ...UPLOAD_KINDS.word].includes(ext as 'pdf');
  if (!isImage && !isDocument) return { reason: 'kind', name: file.name };
  const max = isImage ? UPLOAD_MAX_IMAGE_BYTES : UPLOAD_MAX_DOCUMENT_BYTES;
  if (file.size > max || file.size === 0) return { reason: 'size', name: file.name };
  return null;
}

/**
 * A learner's answer to a practical assignment: text and attachments, handed in again until it is marked. A
 * picked file is checked by its name and size, then sent with its progress (typing goes on meanwhile); the
 * hand-in sends the text and the files' ids. A refusal keeps what was typed and attached, with the message.
 */
export const practicalAnswerMachine = setup({
  types: {
    context: {} as PracticalAnswerContext,
    events: {} as PracticalAnswerEvent,
    input: {} as PracticalAnswerInput,
    tags: {} as PracticalAnswerTag,
  },
  actors: {
    upload: fromPromise<UploadedFile, { file: File; report: (fraction: number) => void }>(
      notProvided('upload'),
    ),
    save: fromPromise<
      PracticalView,
      { taskId: string; phaseContentId: string; answerText: string; fileIds: string[] }
    >(notProvided('save')),
  },
  guards: {
    refused: ({ context, event }) => {
      assertEvent(event, 'file.pick');
      return refusalOf(event.file, context.files.length) !== null;
    },
    hasAnswer: ({ context }) => context.text.trim() !== '' || context.files.length > 0,
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, 'text.change');
      return { text: event.value.slice(0, PRACTICAL_TEXT_MAX), empty: false };
    }),
    refuse: assign(({ context, event }) => {
      assertEvent(event, 'file.pick');
      return { refusal: refusalOf(event.file, context.files.length) };
    }),
    startUpload: assign(({ event }) => {
      assertEvent(event, 'file.pick');
      return { uploading: { name: event.file.name, fraction: 0 }, refusal: null, empty: false, ...noFailure };
    }),
    setProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress');
      return context.uploading ? { uploading: { ...context.uploading, fraction: event.fraction } } : {};
    }),
    attach: assign(({ context }, file: UploadedFile) => ({
      files: [...context.files, file],
      uploading: null,
    })),
    stopUpload: assign({ uploading: null }),
    removeFile: assign(({ context, event }) => {
      assertEvent(event, 'file.remove');
      return { files: context.files.filter((f) => f.id !== event.id), refusal: null };
    }),
    flagEmpty: assign({ empty: true }),
    takeAnswer: assign(({ context }, view: PracticalView) => ({
      text: view.answer?.answerText ?? context.text,
      files: view.answer?.files ?? context.files,
      saved: context.saved + 1,
    })),
    clearFailure: assign({ ...noFailure, refusal: null, empty: false }),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'practicalAnswer',
  description: 'Answer a practical assignment: type, attach files (each sent with its progress), hand it in.',
  context: ({ input }) => ({
    ...input,
    uploading: null,
    refusal: null,
    empty: false,
    saved: 0,
    ...noFailure,
  }),
  initial: 'editing',
  on: { 'text.change': { actions: 'setText' } },
  states: {
    editing: {
      description: 'The answer as typed and attached; a refused file or hand-in shows why here.',
      on: {
        'file.pick': [
          { guard: 'refused', actions: 'refuse' },
          { target: 'uploading', actions: 'startUpload' },
        ],
        'file.remove': { actions: 'removeFile' },
        submit: [{ guard: 'hasAnswer', target: 'submitting' }, { actions: 'flagEmpty' }],
      },
    },
    uploading: {
      description: 'One file on its way, with the share sent; typing goes on.',
      tags: ['busy', 'uploading'],
      on: { 'upload.progress': { actions: 'setProgress' } },
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
    submitting: {
      description: 'The hand-in: the text and the attached files.',
      tags: ['busy', 'submitting'],
      entry: 'clearFailure',
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          taskId: context.taskId,
          phaseContentId: context.phaseContentId,
          answerText: context.text.trim(),
          fileIds: context.files.map((f) => f.id),
        }),
        onDone: { target: 'editing', actions: { type: 'takeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
  },
});
