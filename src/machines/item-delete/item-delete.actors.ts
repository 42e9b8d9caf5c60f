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

/** The delete actor of one call, given the item's id and the quiet options. */
export function createItemDelete(
  http: HttpClient,
  remove: (id: string, opts: typeof quiet) => Promise<unknown>,
) {
  return fromPromise<unknown, { id: string }>(({ input }) => settled(http, () => remove(input.id, quiet)));
}

/** One of the learner's own comments on a course. */
export function createCourseCommentDelete(http: HttpClient) {
  return createItemDelete(http, (id, opts) => courseCommentDelete(http, { id }, opts));
}

/** One of the learner's own replies under an announcement's comment. */
export function createReplyDelete(http: HttpClient) {
  return createItemDelete(http, (id, opts) => replyDelete(http, { id }, opts));
}
