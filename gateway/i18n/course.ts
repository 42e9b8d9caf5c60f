/**
 * Messages of courses and lecturers. An id the caller may not reach (another company's, another tenant's, a
 * disabled course, someone else's comment) reads exactly like an unknown one. The labels of `courseId` and
 * `subResourceId` come with the progress module's messages.
 */
const zh = {
  'course.notFound': '课程不存在或已下架',
  'course.nodeNotFound': '课程中没有这项学习内容',
  'course.coursewareNotFound': '课件不存在或已下架',
  'course.commentNotFound': '评论不存在或已删除',
  'course.commentNotMember': '只有本企业的正式成员才能发表评论',
  'course.keywordTooLong': '{field}不能超过 50 个字',
  'course.commentEmpty': '请输入评论内容',
  'course.commentTooLong': '评论不能超过 500 个字',
  'course.markRange': '评分应为 1 到 5 的整数',
  'course.remarkTooLong': '评价不能超过 200 个字',
  'lecturer.notFound': '讲师不存在或已停用',
  'lecturer.keywordEmpty': '请输入讲师姓名或职位',

  'field.categoryId': '课程分类',
  'field.keyword': '关键词',
  'field.lecturerId': '讲师',
  'field.resourceType': '资源类型',
  'field.sort': '排序方式',
  'field.coursewareId': '课件',
  'field.remark': '评价',
};

const en: Record<keyof typeof zh, string> = {
  'course.notFound': 'The course does not exist or is no longer available',
  'course.nodeNotFound': 'The course has no such lesson',
  'course.coursewareNotFound': 'The courseware does not exist or has been withdrawn',
  'course.commentNotFound': 'The comment does not exist or has been deleted',
  'course.commentNotMember': 'Only approved members of the company may comment',
  'course.keywordTooLong': '{field} may have at most 50 characters',
  'course.commentEmpty': 'Please enter a comment',
  'course.commentTooLong': 'A comment may have at most 500 characters',
  'course.markRange': 'A rating is a whole number from 1 to 5',
  'course.remarkTooLong': 'A review may have at most 200 characters',
  'lecturer.notFound': 'The lecturer does not exist or is no longer listed',
  'lecturer.keywordEmpty': 'Please enter a lecturer’s name or title',

  'field.categoryId': 'Category',
  'field.keyword': 'Keyword',
  'field.lecturerId': 'Lecturer',
  'field.resourceType': 'Resource type',
  'field.sort': 'Order',
  'field.coursewareId': 'Courseware',
  'field.remark': 'Review',
};

export const courseMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
