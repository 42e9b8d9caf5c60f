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

/** A comment on a course. */
export function createCourseCommentSave(http: HttpClient, courseId: string) {
  return fromPromise<SavedComment, CommentSaveInput>(({ input }) =>
    settled(http, () => courseCommentSave(http, { courseId, content: input.content }, quiet)),
  );
}

/** A comment on an announcement. */
export function createAnnouncementCommentSave(http: HttpClient, announcementId: string) {
  return fromPromise<SavedComment, CommentSaveInput>(({ input }) =>
    settled(http, () => commentSave(http, { announcementId, content: input.content }, quiet)),
  );
}

/** A reply to an announcement's comment, or to one of the replies under it (`replyId`). */
export function createReplySave(http: HttpClient, target: { commentId: string; replyId?: string }) {
  return fromPromise<SavedComment, CommentSaveInput>(({ input }) =>
    settled(http, () =>
      replySave(
        http,
        {
          commentId: target.commentId,
          ...(target.replyId ? { replyId: target.replyId } : {}),
          content: input.content,
        },
        quiet,
      ),
    ),
  );
}
