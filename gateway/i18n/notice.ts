/**
 * Messages of the notice module: message notices, announcements and their comments, with the labels of their
 * request fields. Placeholders are `{name}`.
 */
const zh = {
  'ids.required': '请选择要操作的记录',
  'comment.required': '请输入评论内容',
  'comment.tooLong': '评论内容不能超过 500 个字符',

  'notice.announcement.notFound': '公告不存在或已删除',
  'notice.comment.notFound': '评论不存在或已删除',
  'notice.reply.notFound': '回复不存在或已删除',
  'notice.reply.notOwn': '只能删除自己的回复',

  'field.ids': '记录',
  'field.all': '全部',
  'field.isRead': '阅读状态',
  'field.msgType': '消息类型',
  'field.announcementId': '公告',
  'field.commentId': '评论',
  'field.replyId': '回复',
  'field.content': '内容',
};

const en: Record<keyof typeof zh, string> = {
  'ids.required': 'Please select the records',
  'comment.required': 'Please enter a comment',
  'comment.tooLong': 'A comment may have at most 500 characters',

  'notice.announcement.notFound': 'The announcement does not exist or has been deleted',
  'notice.comment.notFound': 'The comment does not exist or has been deleted',
  'notice.reply.notFound': 'The reply does not exist or has been deleted',
  'notice.reply.notOwn': 'You can only delete your own replies',

  'field.ids': 'Records',
  'field.all': 'All',
  'field.isRead': 'Read state',
  'field.msgType': 'Message type',
  'field.announcementId': 'Announcement',
  'field.commentId': 'Comment',
  'field.replyId': 'Reply',
  'field.content': 'Content',
};

export const noticeMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
