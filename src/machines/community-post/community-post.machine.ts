import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CommunityPostView } from '../../../contract/community';
import { POST_TITLE_MAX } from '../../../contract/community.routes';
import { UPLOAD_KINDS, UPLOAD_MAX_IMAGE_BYTES } from '../../../contract/upload.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  CommunityPostContext,
  CommunityPostEvent,
  CommunityPostInput,
  CommunityPostTag,
  InsertedPicture,
  PictureUploadInput,
  PostProblem,
  PostSaveInput,
} from './community-post.types';

/*
 * Writing a community post (a blog post, a question, an info article), new or edited.
 *
 * editing → uploading → editing: a picked picture is checked by its name and size, sent with its progress, and
 * inserted at the caret (typing goes on meanwhile). editing → saving → saved | failed: the draft's rules (a title
 * of 1–100 characters, some text or a picture) are checked before sending; `failed` keeps everything typed and a
 * new submit sends it again. What is called lives in the `save` and `upload` actors each page provides.
 *
 * Tags: `uploading`, `saving`, `saved`, `failed`.
 */

/** The draft's rules, checked before sending (the gateway checks them again). */
export function draftProblem(draft: { title: string; content: string }): PostProblem | null {
  const title = draft.title.trim();
  if (title === '') return 'titleRequired';
  if (title.length > POST_TITLE_MAX) return 'titleTooLong';
  const text = draft.content
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (text === '' && !/<img\b/i.test(draft.content)) return 'contentRequired';
  return null;
}

/** A picked file the editor inserts: a picture of the allowed kinds and size. */
export function pictureProblem(file: { name: string; size: number }): PostProblem | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(UPLOAD_KINDS.image as readonly string[]).includes(ext)) return 'notImage';
  if (file.size === 0 || file.size > UPLOAD_MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

export const communityPostMachine = setup({
  types: {
    input: {} as CommunityPostInput,
    context: {} as CommunityPostContext,
    events: {} as CommunityPostEvent,
    tags: {} as CommunityPostTag,
  },
  actors: {
    save: fromPromise<CommunityPostView, PostSaveInput>(notProvided('save')),
    upload: fromPromise<InsertedPicture, PictureUploadInput>(notProvided('upload')),
  },
  actions: {
    setKind: assign(({ event }) => {
      assertEvent(event, 'kind.change');
      return { kind: event.kind };
    }),
    setTitle: assign(({ event }) => {
      assertEvent(event, 'title.change');
      return { title: event.title, invalid: null };
    }),
    setContent: assign(({ event }) => {
      assertEvent(event, 'content.change');
      return { content: event.content, invalid: null };
    }),
    refusePicture: assign(({ event }) => {
      assertEvent(event, 'picture.add');
      return { invalid: pictureProblem(event.file) };
    }),
    startUpload: assign({ progress: 0, invalid: null, ...noFailure }),
    setProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress');
      return { progress: event.fraction };
    }),
    markInvalid: assign(({ context }) => ({ invalid: draftProblem(context) })),
    clearProblems: assign({ invalid: null, ...noFailure }),
    setFailure: assign((_, params: { error: unknown }) => ({ progress: null, ...failureOf(params.error) })),
  },
  guards: {
    isSendable: ({ context }) => draftProblem(context) === null,
    isPicture: ({ event }) => event.type === 'picture.add' && pictureProblem(event.file) === null,
  },
}).createMachine({
  id: 'communityPost',
  description: 'A community post: title, rich text with pictures, the save; a refused save keeps the draft.',
  context: ({ input }) => ({
    ...input,
    invalid: null,
    progress: null,
    inserted: 0,
    picture: null,
    saved: null,
    ...noFailure,
  }),
  on: {
    'kind.change': { actions: 'setKind' },
    'title.change': { actions: 'setTitle' },
    'content.change': { actions: 'setContent' },
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The member writes; a picked picture is sent, a submit checks the rules first.',
      on: {
        'picture.add': [
          { guard: 'isPicture', target: 'uploading', actions: 'startUpload' },
          { actions: 'refusePicture' },
        ],
        submit: [
          { guard: 'isSendable', target: 'saving', actions: 'clearProblems' },
          { actions: 'markInvalid' },
        ],
      },
    },
    uploading: {
      description: 'A picture is on its way with its progress; typing goes on.',
      tags: ['uploading'],
      on: { 'upload.progress': { actions: 'setProgress' } },
      invoke: {
        src: 'upload',
        input: ({ event, self }) => {
          assertEvent(event, 'picture.add');
          return {
            file: event.file,
            report: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
          };
        },
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            progress: null,
            picture: event.output,
            inserted: context.inserted + 1,
          })),
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    saving: {
      description: 'The post is on its way; the draft stays until the gateway has it.',
      tags: ['saving'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          postId: context.postId,
          kind: context.kind,
          title: context.title.trim(),
          content: context.content,
        }),
        onDone: { target: 'saved', actions: assign(({ event }) => ({ saved: event.output })) },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    saved: {
      description: 'The post is published; the page opens it.',
      tags: ['saved'],
      type: 'final',
    },
    failed: {
      description: 'The gateway refused the post or did not answer; the draft stays for another try.',
      tags: ['failed'],
      on: {
        'picture.add': [
          { guard: 'isPicture', target: 'uploading', actions: 'startUpload' },
          { target: 'editing', actions: 'refusePicture' },
        ],
        submit: [
          { guard: 'isSendable', target: 'saving', actions: 'clearProblems' },
          { target: 'editing', actions: 'markInvalid' },
        ],
      },
    },
  },
});
