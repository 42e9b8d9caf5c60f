import { fromPromise } from 'xstate';
import { commentSave, replySave } from '../../services/api/announcement';
import { courseCommentSave } from '../../services/api/course';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { CommentSaveInput, SavedComment } from './comment.machine';

/*
 * The `save` actor of `commentMachine`, one per thing a text is written to:
 * `commentMachine.provide({ actors: { save: createCourseCommentSave(http, courseId) } })`.
 * Each answers what the gateway stored as a `SavedComment` (xstate checks a provided actor's output exactly).
 * Failures show beside the box, so the client stays quiet.
 */

const quiet = { isShowErrTip: false } as const;

/** The save actor of one call, given the text and the quiet options. */
export function createCommentSave(
  http: HttpClient,
  write: (content: string, opts: typeof quiet) => Promise<SavedComment>,
) {
  return fromPromise<SavedComment, CommentSaveInput>(({ input }) =>
    settled(http, () => write(input.content, quiet)),
  );
}

/** A comment on a course. */
export function createCourseCommentSave(http: HttpClient, courseId: string) {
  return createCommentSave(http, (content, opts) => courseCommentSave(http, { courseId, content }, opts));
}

/** A comment on an announcement. */
export function createAnnouncementCommentSave(http: HttpClient, announcementId: string) {
  return createCommentSave(http, (content, opts) => commentSave(http, { announcementId, content }, opts));
}

/** A reply to an announcement's comment, or to one of the replies under it (`replyId`). */
export function createReplySave(http: HttpClient, target: { commentId: string; replyId?: string }) {
  return createCommentSave(http, (content, opts) =>
    replySave(
      http,
      { commentId: target.commentId, ...(target.replyId ? { replyId: target.replyId } : {}), content },
      opts,
    ),
  );
}
