/** Messages of the community (decision 0065), with the labels of its request fields. Placeholders are `{name}`. */
const zh = {
  'community.kind.invalid': '请选择帖子类型：博客、问答或资讯',
  'community.keyword.tooLong': '关键词不能超过 50 个字符',
  'community.title.required': '请输入标题',
  'community.title.tooLong': '标题不能超过 100 个字符',
  'community.content.required': '请输入正文',
  'community.content.tooLong': '正文太长，请精简到 {max} 个字以内',
  'community.pictures.tooMany': '一篇帖子最多插入 {max} 张图片',
  'community.comment.required': '请输入内容',
  'community.comment.tooLong': '内容不能超过 500 个字符',
  'community.post.notFound': '帖子不存在或已删除',
  'community.post.notOwn': '只能修改或删除自己的帖子',
  'community.comment.notFound': '评论不存在或已删除',
  'community.reply.notFound': '回复不存在或已删除',
  'community.comment.notOwn': '只能删除自己的评论',
  'community.comment.accepted': '已被采纳的回答不能删除',
  'community.accept.notQuestion': '只有问答帖可以采纳回答',
  'community.accept.notAuthor': '只有提问者可以采纳回答',
  'community.accept.own': '不能采纳自己的回答',
  'community.accept.already': '这个问题已经采纳过回答了',

  'field.order': '排序',
  'field.title': '标题',
  'field.postId': '帖子',
  'field.isLike': '点赞',
};

const en: Record<keyof typeof zh, string> = {
  'community.kind.invalid': 'Choose the kind of post: blog, question or info',
  'community.keyword.tooLong': 'A keyword may have at most 50 characters',
  'community.title.required': 'Please enter a title',
  'community.title.tooLong': 'A title may have at most 100 characters',
  'community.content.required': 'Please write the text of the post',
  'community.content.tooLong':
    'The text is too long: keep it within {max, plural, one {# character} other {# characters}}',
  'community.pictures.tooMany': 'A post may hold at most {max, plural, one {# picture} other {# pictures}}',
  'community.comment.required': 'Please enter some text',
  'community.comment.tooLong': 'A comment may have at most 500 characters',
  'community.post.notFound': 'The post does not exist or has been deleted',
  'community.post.notOwn': 'You can only edit or delete your own posts',
  'community.comment.notFound': 'The comment does not exist or has been deleted',
  'community.reply.notFound': 'The reply does not exist or has been deleted',
  'community.comment.notOwn': 'You can only delete your own comments',
  'community.comment.accepted': 'An accepted answer cannot be deleted',
  'community.accept.notQuestion': 'Only a question has answers to accept',
  'community.accept.notAuthor': 'Only the person who asked can accept an answer',
  'community.accept.own': 'You cannot accept your own answer',
  'community.accept.already': 'An answer to this question has already been accepted',

  'field.order': 'Order',
  'field.title': 'Title',
  'field.postId': 'Post',
  'field.isLike': 'Like',
};

export const communityMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
