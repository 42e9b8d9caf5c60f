import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, flag, id, pageOf, pageRequest } from './envelope';
import { COMMENT_MAX_LENGTH, announcementRoutes, msgNoticeRoutes } from './notice.routes';

export { COMMENT_MAX_LENGTH, MsgType, ReadFlag } from './notice.routes';

const msgType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * Ids for a DELETE call, which carries its request in the query string: a comma-separated list such as
 * `ids=12,15,19` (at most 100).
 */
export const idList = z
  .string({ message: 'ids.required' })
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(id).min(1, { message: 'ids.required' }).max(100));

/** Marks the given ids, or with `all: 1` everything of the caller, as read. */
export const batchRead = z
  .object({ ids: z.array(id).max(100).optional(), all: flag.optional() })
  .refine((v) => v.all === 1 || (v.ids !== undefined && v.ids.length > 0), {
    message: 'ids.required',
    path: ['ids'],
  });

/** How many rows a batch call changed. */
export const affected = z.object({ count: z.number().int() });

/** The notice counts of the header badge: unread messages + unread announcements. */
export const noticeCounts = z.object({
  count: z.number().int(),
  announcementCount: z.number().int(),
  userMsgNoticeCount: z.number().int(),
});
export type NoticeCounts = z.infer<typeof noticeCounts>;

export const msgNotice = z.object({
  id,
  msgType,
  msgTitle: z.string(),
  msgContent: z.string(),
  isRead: flag,
  gmtCreate: dateTime,
});
export type MsgNotice = z.infer<typeof msgNotice>;

export const msgCollect = z.object({
  totalCount: z.number().int(),
  readCount: z.number().int(),
  unreadCount: z.number().int(),
  /** One entry per message type that has messages. */
  typeList: z.array(z.object({ msgType, totalCount: z.number().int(), unreadCount: z.number().int() })),
});
export type MsgCollect = z.infer<typeof msgCollect>;

export const announcementRecord = z.object({
  id,
  title: z.string(),
  /** Plain-text opening of the content. */
  summary: z.string(),
  publisher: z.string(),
  publishTime: dateTime,
  isRead: flag,
  /** 1 when the caller likes it. */
  isAdmire: flag,
  admireCount: z.number().int(),
  commentCount: z.number().int(),
});
export type AnnouncementRecord = z.infer<typeof announcementRecord>;

export const announcementView = announcementRecord.extend({
  /** Sanitised HTML (p, h3, ul, ol, li, strong, em, br, a). */
  content: z.string(),
});
export type AnnouncementView = z.infer<typeof announcementView>;

/** What a visitor sees of a public announcement: the text and its counts, nothing about any reader. */
export const publicAnnouncementView = announcementView.omit({ isRead: true, isAdmire: true });
export type PublicAnnouncementView = z.infer<typeof publicAnnouncementView>;

export const announcementReply = z.object({
  id,
  commentId: id,
  userId: id,
  userName: z.string(),
  headPortrait: z.string(),
  /** Whom the reply answers (the comment's author unless another reply was answered). */
  replyUserName: z.string(),
  content: z.string(),
  gmtCreate: dateTime,
  /** 1 when the caller wrote it (and may delete it). */
  isMine: flag,
});
export type AnnouncementReply = z.infer<typeof announcementReply>;

export const announcementComment = z.object({
  id,
  userId: id,
  userName: z.string(),
  headPortrait: z.string(),
  content: z.string(),
  gmtCreate: dateTime,
  isMine: flag,
  /** Oldest first. */
  replyList: z.array(announcementReply),
});
export type AnnouncementComment = z.infer<typeof announcementComment>;

/** Comment and reply text: 1–500 characters after trimming. */
export const commentText = z
  .string({ message: 'comment.required' })
  .trim()
  .min(1, { message: 'comment.required' })
  .max(COMMENT_MAX_LENGTH, { message: 'comment.tooLong' });

const readFilter = z.object({
  /** Only read (1) or only unread (0); both when absent. */
  isRead: flag.optional(),
});

export const msgNoticeApi = {
  page: endpoint({
    ...msgNoticeRoutes.page,
    request: pageRequest.extend(readFilter.shape).extend({ msgType: msgType.optional() }),
    response: pageOf(msgNotice),
  }),
  /** The header badge: unread messages and unread announcements. */
  count: endpoint({
    ...msgNoticeRoutes.count,
    request: z.object({}),
    response: noticeCounts,
  }),
  batchRead: endpoint({
    ...msgNoticeRoutes.batchRead,
    request: batchRead,
    response: affected,
  }),
  batchDelete: endpoint({
    ...msgNoticeRoutes.batchDelete,
    request: z.object({ ids: idList }),
    response: affected,
  }),
  collectCount: endpoint({
    ...msgNoticeRoutes.collectCount,
    request: z.object({}),
    response: msgCollect,
  }),
};

export const announcementApi = {
  recordPage: endpoint({
    ...announcementRoutes.recordPage,
    request: pageRequest.extend(readFilter.shape),
    response: pageOf(announcementRecord),
  }),
  readCount: endpoint({
    ...announcementRoutes.readCount,
    request: z.object({}),
    response: z.object({
      totalCount: z.number().int(),
      readCount: z.number().int(),
      unreadCount: z.number().int(),
    }),
  }),
  batchRead: endpoint({
    ...announcementRoutes.batchRead,
    request: batchRead,
    response: affected,
  }),
  /** Hides the announcements for the caller only. */
  batchDelete: endpoint({
    ...announcementRoutes.batchDelete,
    request: z.object({ ids: idList }),
    response: affected,
  }),
  /** Marks it read. */
  view: endpoint({
    ...announcementRoutes.view,
    request: z.object({ id }),
    response: announcementView,
  }),
  /**
   * A public announcement for visitors of the site (no token): of the site's own company when the site is
   * bound to one, else of any company of the tenant.
   */
  publicView: endpoint({
    ...announcementRoutes.publicView,
    request: z.object({ id }),
    response: publicAnnouncementView,
  }),
  /** Toggles the caller's like. */
  admire: endpoint({
    ...announcementRoutes.admire,
    request: z.object({ id }),
    response: z.object({ isAdmire: flag, admireCount: z.number().int() }),
  }),
  /** Top-level comments, newest first, each with its replies. */
  commentPage: endpoint({
    ...announcementRoutes.commentPage,
    request: pageRequest.extend({ announcementId: id }),
    response: pageOf(announcementComment),
  }),
  commentSave: endpoint({
    ...announcementRoutes.commentSave,
    request: z.object({ announcementId: id, content: commentText }),
    response: announcementComment,
  }),
  /** A reply to a comment; `replyId` when answering another reply under it. */
  replySave: endpoint({
    ...announcementRoutes.replySave,
    request: z.object({ commentId: id, replyId: id.optional(), content: commentText }),
    response: announcementReply,
  }),
  /** Only the caller's own replies. */
  replyDelete: endpoint({
    ...announcementRoutes.replyDelete,
    request: z.object({ id }),
    response: z.null(),
  }),
};
