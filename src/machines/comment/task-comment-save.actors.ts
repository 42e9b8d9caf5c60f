import { taskCommentSave } from '../../services/api/task-comment';
import type { HttpClient } from '../../services/http';
import { createCommentSave } from './comment.actors';

/*
 * The `save` actor of `commentMachine` for a study task. A file of its own: the course and announcement pages
 * load `comment.actors.ts` with their first render, and would carry the task's calls (and their routes) along.
 */

/** A comment on a study task. */
export function createTaskCommentSave(http: HttpClient, taskId: string) {
  return createCommentSave(http, (content, opts) => taskCommentSave(http, { taskId, content }, opts));
}
