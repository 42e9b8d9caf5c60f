import { fromPromise } from 'xstate';
import { replyDelete } from '../../services/api/announcement';
import { courseCommentDelete } from '../../services/api/course';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';

/*
 * The `deleteItem` actor of `itemDeleteMachine`, one per kind of item:
 * `itemDeleteMachine.provide({ actors: { deleteItem: createCourseCommentDelete(http) } })`.
 * A failure is toasted by the page, so the client stays quiet.
 */

const quiet = { isShowErrTip: false } as const;

/** One of the learner's own comments on a course. */
export function createCourseCommentDelete(http: HttpClient) {
  return fromPromise<unknown, { id: string }>(({ input }) =>
    settled(http, () => courseCommentDelete(http, { id: input.id }, quiet)),
  );
}

/** One of the learner's own replies under an announcement's comment. */
export function createReplyDelete(http: HttpClient) {
  return fromPromise<unknown, { id: string }>(({ input }) =>
    settled(http, () => replyDelete(http, { id: input.id }, quiet)),
  );
}
