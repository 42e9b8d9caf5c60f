import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, flag, id, pageOf, pageRequest } from './envelope';
import {
  POST_COMMENT_MAX,
  POST_CONTENT_MAX,
  POST_KEYWORD_MAX,
  POST_TITLE_MAX,
  communityRoutes,
} from './community.routes';

export {
  COMMUNITY_PICTURE_PATH,
  POST_COMMENT_MAX,
  POST_CONTENT_MAX,
  POST_PICTURES_MAX,
  POST_TEXT_MAX,
  POST_TITLE_MAX,
  PostKind,
  PostOrder,
} from './community.routes';

const postKind = z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'community.kind.invalid' });
const postOrder = z.union([z.literal(1), z.literal(2)]);

export const communityPost = z.object({
  id,
  kind: postKind,
  title: z.string(),
  /** Plain-text opening of the content. */
  summary: z.string(),
  userId: id,
  userName: z.string(),
  headPortrait: z.string(),
  likeCount: z.number().int(),
  /** Comments, answers and replies. */
  commentCount: z.number().int(),
  /** 1 when the caller likes it (always 0 for a visitor). */
  isLike: flag,
  /** 1 when the caller wrote it (and may edit or delete it). */
  isMine: flag,
  /** A question's accepted answer, '' while none is. */
  acceptedId: z.string(),
  gmtCreate: dateTime,
  gmtModified: dateTime,
});
export type CommunityPost = z.infer<typeof communityPost>;

export const communityPostView = communityPost.extend({
  /** Sanitised HTML (p, h3, h4, ul, ol, li, strong, em, br, a, img of this community's pictures). */
  content: z.string(),
});
export type CommunityPostView = z.infer<typeof communityPostView>;

export const communityReply = z.object({
  id,
  commentId: id,
  userId: id,
  userName: z.string(),
  headPortrait: z.string(),
  /** Whom the reply answers (the comment's author unless another reply was answered). */
  replyUserName: z.string(),
  content: z.string(),
  gmtCreate: dateTime,
  isMine: flag,
});
export type CommunityReply = z.infer<typeof communityReply>;

export const communityComment = z.object({
  id,
  postId: id,
  userId: id,
  userName: z.string(),
  headPortrait: z.string(),
  content: z.string(),
  gmtCreate: dateTime,
  isMine: flag,
  /** 1 for the question's accepted answer. */
  isAccepted: flag,
  /** Oldest first. */
  replyList: z.array(communityReply),
});
export type CommunityComment = z.infer<typeof communityComment>;

/** The trimmed keyword, or nothing when blank. */
const keyword = z
  .string()
  .trim()
  .max(POST_KEYWORD_MAX, { message: 'community.keyword.tooLong' })
  .transform((s) => (s === '' ? undefined : s))
  .optional();

export const postTitle = z
  .string({ message: 'community.title.required' })
  .trim()
  .min(1, { message: 'community.title.required' })
  .max(POST_TITLE_MAX, { message: 'community.title.tooLong' });

/** The HTML as written; the gateway sanitises it and checks there is text or a picture in it. */
export const postContent = z
  .string({ message: 'community.content.required' })
  .max(POST_CONTENT_MAX, { message: 'community.content.tooLong' });

export const postComment = z
  .string({ message: 'community.comment.required' })
  .trim()
  .min(1, { message: 'community.comment.required' })
  .max(POST_COMMENT_MAX, { message: 'community.comment.tooLong' });

export const communityApi = {
  page: endpoint({
    ...communityRoutes.page,
    request: pageRequest.extend({ kind: postKind, keyword, order: postOrder.default(1) }),
    response: pageOf(communityPost),
  }),
  view: endpoint({
    ...communityRoutes.view,
    request: z.object({ id }),
    response: communityPostView,
  }),
  commentPage: endpoint({
    ...communityRoutes.commentPage,
    request: pageRequest.extend({ postId: id }),
    response: pageOf(communityComment),
  }),
  minePage: endpoint({
    ...communityRoutes.minePage,
    request: pageRequest.extend({ kind: postKind.optional() }),
    response: pageOf(communityPost),
  }),
  save: endpoint({
    ...communityRoutes.save,
    request: z.object({ kind: postKind, title: postTitle, content: postContent }),
    response: communityPostView,
  }),
  edit: endpoint({
    ...communityRoutes.edit,
    request: z.object({ id, title: postTitle, content: postContent }),
    response: communityPostView,
  }),
  delete: endpoint({
    ...communityRoutes.delete,
    request: z.object({ id }),
    response: z.null(),
  }),
  like: endpoint({
    ...communityRoutes.like,
    request: z.object({ id, isLike: flag }),
    response: z.object({ isLike: flag, likeCount: z.number().int() }),
  }),
  commentSave: endpoint({
    ...communityRoutes.commentSave,
    request: z.object({ postId: id, content: postComment }),
    response: communityComment,
  }),
  replySave: endpoint({
    ...communityRoutes.replySave,
    request: z.object({ commentId: id, replyId: id.optional(), content: postComment }),
    response: communityReply,
  }),
  commentDelete: endpoint({
    ...communityRoutes.commentDelete,
    request: z.object({ id }),
    response: z.null(),
  }),
  accept: endpoint({
    ...communityRoutes.accept,
    request: z.object({ id }),
    response: z.object({ postId: id, acceptedId: id }),
  }),
};
