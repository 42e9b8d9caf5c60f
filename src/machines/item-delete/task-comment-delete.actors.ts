import { taskCommentDelete } from '../../services/api/task-comment';
import type { HttpClient } from '../../services/http';
import { createItemDelete } from './item-delete.actors';

/*
 * The `deleteItem` actor of `itemDeleteMachine` for a study task's comments. A file of its own: the announcement
 * page loads `item-delete.actors.ts` with its first render, and would carry the task's calls (and their routes)
 * along.
 */

/** One of the learner's own comments on a study task. */
export function createTaskCommentDelete(http: HttpClient) {
  return createItemDelete(http, (id, opts) => taskCommentDelete(http, { id }, opts));
}
