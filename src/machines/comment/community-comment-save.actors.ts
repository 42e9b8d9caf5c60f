import { commentSave, replySave } from '../../services/api/community';
import type { HttpClient } from '../../services/http';
import { createCommentSave } from './comment.actors';

/*
 * The `save` actors of `commentMachine` for the community, in a file of their own so the community's calls stay
 * with its pages.
 */

/** A comment on a post, or an answer to a question. */
export function createCommunityCommentSave(http: HttpClient, postId: string) {
  return createCommentSave(http, (content, opts) => commentSave(http, { postId, content }, opts));
}

/** A reply to a post's comment, or to one of the replies under it (`replyId`). */
export function createCommunityReplySave(http: HttpClient, target: { commentId: string; replyId?: string }) {
  return createCommentSave(http, (content, opts) =>
    replySave(
      http,
      { commentId: target.commentId, ...(target.replyId ? { replyId: target.replyId } : {}), content },
      opts,
    ),
  );
}
