import { commentDelete, postDelete } from '../../services/api/community';
import type { HttpClient } from '../../services/http';
import { createItemDelete } from './item-delete.actors';

/* The `deleteItem` actors of `itemDeleteMachine` for the community, beside its pages' other calls. */

/** One of the member's own posts. */
export function createCommunityPostDelete(http: HttpClient) {
  return createItemDelete(http, (id, opts) => postDelete(http, { id }, opts));
}

/** One of the member's own comments, answers or replies. */
export function createCommunityCommentDelete(http: HttpClient) {
  return createItemDelete(http, (id, opts) => commentDelete(http, { id }, opts));
}
