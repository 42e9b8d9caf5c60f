import type { Route } from './route';

/**
 * The community (decision 0065): members' blog posts, questions with answers, and info articles, with likes,
 * comments and replies. Values the portal needs at run time live here, free of schemas; `community.ts` holds
 * the shapes.
 */

/** What a post is: 1 blog post, 2 question (its top-level comments are answers), 3 info article. */
export const PostKind = { blog: 1, question: 2, article: 3 } as const;
export type PostKind = (typeof PostKind)[keyof typeof PostKind];

/** How a page of posts is ordered: newest first, or most liked and commented first. */
export const PostOrder = { newest: 1, hot: 2 } as const;
export type PostOrder = (typeof PostOrder)[keyof typeof PostOrder];

/** A title: 1–100 characters after trimming. */
export const POST_TITLE_MAX = 100;
/** The posted HTML, markup included. */
export const POST_CONTENT_MAX = 50_000;
/** The text of a post, markup left out. */
export const POST_TEXT_MAX = 10_000;
/** Pictures in one post. */
export const POST_PICTURES_MAX = 20;
/** Comments, answers and replies: 1–500 characters after trimming. */
export const POST_COMMENT_MAX = 500;
/** A keyword of the list. */
export const POST_KEYWORD_MAX = 50;

/**
 * Where a published post's pictures are served (GET `{path}/{name}`), to visitors as well: the name is random
 * and unguessable, and works on the post's tenant's hosts only.
 */
export const COMMUNITY_PICTURE_PATH = '/gateway/community/picture';

export const communityRoutes = {
  /** Posts of one kind for visitors and members alike; a member's token adds their likes. */
  page: { method: 'POST', path: '/community/api/post/page' },
  /** One post with its content; a member's token adds their like and whether it is theirs. */
  view: { method: 'GET', path: '/community/api/post/view' },
  /** Top-level comments (a question's answers, the accepted one first), each with its replies. */
  commentPage: { method: 'POST', path: '/community/api/comment/page' },
  /** The caller's own posts of every kind, newest first. */
  minePage: { method: 'POST', path: '/community/auth/post/mine/page' },
  save: { method: 'POST', path: '/community/auth/post/save' },
  /** The caller's own post: title and content (the kind stays). */
  edit: { method: 'PUT', path: '/community/auth/post/edit' },
  /** The caller's own post; its comments go with it. */
  delete: { method: 'DELETE', path: '/community/auth/post/delete' },
  /** Sets the caller's like (1) or takes it back (0); repeating either changes nothing. */
  like: { method: 'PUT', path: '/community/auth/post/like' },
  /** A comment, or on a question an answer. */
  commentSave: { method: 'POST', path: '/community/auth/comment/save' },
  /** A reply to a comment; `replyId` when answering another reply under it. */
  replySave: { method: 'POST', path: '/community/auth/comment/reply/save' },
  /** The caller's own comment, answer or reply (not an accepted answer). */
  commentDelete: { method: 'DELETE', path: '/community/auth/comment/delete' },
  /** The question's author accepts one answer of someone else, once. */
  accept: { method: 'PUT', path: '/community/auth/answer/accept' },
} as const satisfies Record<string, Route>;
