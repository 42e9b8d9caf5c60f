/** Messages of study progress: reports of the player, the study figures and the progress export. */
const zh = {
  'progress.studyProgressMissing': '学习进度不能为空',
  'progress.nodeNotFound': '课程内容不存在或不可学习',
  'progress.pageOutOfRange': '页码应为 0 到 {max} 之间的整数',

  'progress.export.fileName': '我的课程学习进度-{stamp}.csv',
  'progress.export.course': '课程名称',
  'progress.export.category': '课程分类',
  'progress.export.lecturer': '讲师',
  'progress.export.progress': '学习进度（%）',
  'progress.export.status': '学习状态',
  'progress.export.minutes': '学习时长（分钟）',
  'progress.export.lastStudy': '最近学习时间',

  'field.courseId': '课程',
  'field.subResourceId': '课程内容',
  'field.studyProgress': '学习进度',
  'field.position': '学习位置',
  'field.studySeconds': '学习时长',
  'field.idleSeconds': '空闲时长',
  'field.token': '登录凭证',
};

const en: Record<keyof typeof zh, string> = {
  'progress.studyProgressMissing': 'The study progress is missing',
  'progress.nodeNotFound': 'The course content does not exist or cannot be studied',
  'progress.pageOutOfRange': 'The page must be a whole number from 0 to {max}',

  'progress.export.fileName': 'My course progress-{stamp}.csv',
  'progress.export.course': 'Course',
  'progress.export.category': 'Category',
  'progress.export.lecturer': 'Lecturer',
  'progress.export.progress': 'Progress (%)',
  'progress.export.status': 'Learning status',
  'progress.export.minutes': 'Time studied (minutes)',
  'progress.export.lastStudy': 'Last studied',

  'field.courseId': 'Course',
  'field.subResourceId': 'Course content',
  'field.studyProgress': 'Study progress',
  'field.position': 'Position',
  'field.studySeconds': 'Time studied',
  'field.idleSeconds': 'Idle time',
  'field.token': 'Sign-in token',
};

export const progressMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
