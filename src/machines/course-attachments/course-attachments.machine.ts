import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OfflineFile } from '../../../contract/offline-review';
import { COURSE_ATTACHMENTS_MAX } from '../../../contract/offline-review.routes';
import type { UploadedFile } from '../../../contract/upload';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import { uploadRefusal } from '../shared/upload-refusal';
import type {
  AttachmentSave,
  CourseAttachmentsContext,
  CourseAttachmentsEvent,
  CourseAttachmentsInput,
  CourseAttachmentsTag,
} from './course-attachments.types';

/**
 * A classroom course's files as its lecturer keeps them: read once shown; a picked file is checked by its name
 * and size, sent with its progress, then the course's list is saved with it; removing one saves the list
 * without it. The gateway keeps exactly the list sent, so each change sends the whole list. A refusal leaves
 * the list as it was, with the message.
 */
export const courseAttachmentsMachine = setup({
  types: {
    context: {} as CourseAttachmentsContext,
    events: {} as CourseAttachmentsEvent,
    input: {} as CourseAttachmentsInput,
    tags: {} as CourseAttachmentsTag,
  },
  actors: {
    list: fromPromise<OfflineFile[], { courseId: string }>(notProvided('list')),
    upload: fromPromise<UploadedFile, { file: File; report: (fraction: number) => void }>(
      notProvided('upload'),
    ),
    save: fromPromise<OfflineFile[], AttachmentSave>(notProvided('save')),
  },
  guards: {
    refused: ({ context, event }) => {
      assertEvent(event, 'file.pick');
      return uploadRefusal(event.file, context.files.length, COURSE_ATTACHMENTS_MAX) !== null;
    },
  },
  actions: {
    takeList: assign((_, files: OfflineFile[]) => ({ files, nextIds: [] })),
    refuse: assign(({ context, event }) => {
      assertEvent(event, 'file.pick');
      return { refusal: uploadRefusal(event.file, context.files.length, COURSE_ATTACHMENTS_MAX) };
    }),
    startUpload: assign(({ event }) => {
      assertEvent(event, 'file.pick');
      return { uploading: { name: event.file.name, fraction: 0 }, refusal: null, ...noFailure };
    }),
    setProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress');
      return context.uploading ? { uploading: { ...context.uploading, fraction: event.fraction } } : {};
    }),
    addUploaded: assign(({ context }, file: UploadedFile) => ({
      nextIds: [...context.files.map((f) => f.fileId), file.id],
      uploading: null,
    })),
    planRemoval: assign(({ context, event }) => {
      assertEvent(event, 'file.remove');
      return {
        nextIds: context.files.map((f) => f.fileId).filter((id) => id !== event.fileId),
        refusal: null,
        ...noFailure,
      };
    }),
    stopUpload: assign({ uploading: null, nextIds: [] }),
    clearFailure: assign({ ...noFailure, refusal: null }),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'courseAttachments',
  description: "A classroom course's files: listed, added (sent with progress) and removed by its lecturer.",
  context: ({ input }) => ({
    ...input,
    files: [],
    uploading: null,
    refusal: null,
    nextIds: [],
    ...noFailure,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The course’s files are read.',
      tags: ['loading', 'busy'],
      invoke: {
        src: 'list',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: { target: 'ready', actions: { type: 'takeList', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    loadFailed: {
      description: 'The files could not be read: the message, and a retry.',
      tags: ['loadFailed'],
      on: { retry: { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      description: 'The list as saved; a refused file or change shows why here.',
      on: {
        'file.pick': [
          { guard: 'refused', actions: 'refuse' },
          { target: 'uploading', actions: 'startUpload' },
        ],
        'file.remove': { target: 'saving', actions: 'planRemoval' },
      },
    },
    uploading: {
      description: 'A new file on its way, with the share sent.',
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
        onDone: { target: 'saving', actions: { type: 'addUploaded', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: ['stopUpload', { type: 'setFailure', params: errorParams }] },
      },
    },
    saving: {
      description: 'The course’s whole list is sent; the answer is the list kept.',
      tags: ['busy', 'saving'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({ courseId: context.courseId, fileIds: context.nextIds }),
        onDone: { target: 'ready', actions: { type: 'takeList', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: ['stopUpload', { type: 'setFailure', params: errorParams }] },
      },
    },
  },
});
