/**
 * Messages of the study and exam modules: studying inside a study task, and the labels of their request
 * fields in validation messages.
 */
const zh = {
  'study.taskNotFound': '学习任务不存在或未分配给你',
  'study.taskCourseNotFound': '该课程不在此学习任务中或已停用',
  'study.taskNotStarted': '学习任务尚未开始，{time} 开始',
  'study.taskEnded': '学习任务已于 {time} 结束',
  'study.contentNotFound': '该学习内容不存在或不在你的学习任务中',
  'study.contentNotReadable': '只有图文内容可以标记为已读',
  'study.phaseLocked': '请先完成上一阶段，“{phase}”才会开放',
  'study.courseLocked': '该课程所在阶段尚未开放，请先完成上一阶段',
  'study.taskNotApproved': '该学习任务需报名并经管理员审核通过后才能学习',
  'study.applyNotNeeded': '该学习任务无需报名，可以直接学习',
  'study.apply.notAwaiting': '该报名不存在或已处理',
  'study.apply.reasonRequired': '请填写不通过的原因，学员会看到它',

  'field.studyStatusList': '学习状态',
  'field.examStatusList': '考试状态',
  'field.taskId': '学习任务',
  'field.phaseContentId': '学习内容',
  'field.tab': '任务分类',
  'field.collected': '收藏',
  'field.sourceType': '学时来源',
};

const en: Record<keyof typeof zh, string> = {
  'study.taskNotFound': 'The study task does not exist or is not assigned to you',
  'study.taskCourseNotFound': 'The course is not in this study task or has been disabled',
  'study.taskNotStarted': 'The study task has not started yet; it starts at {time}',
  'study.taskEnded': 'The study task ended at {time}',
  'study.contentNotFound': 'This content does not exist or is not in your study task',
  'study.contentNotReadable': 'Only image-text contents can be marked as read',
  'study.phaseLocked': 'Finish the previous phase first: "{phase}" opens after it',
  'study.courseLocked': "This course's phase is not open yet: finish the previous phase first",
  'study.taskNotApproved': 'Apply for this study task first: you can study once an administrator approves',
  'study.applyNotNeeded': 'This study task needs no application: you can study it now',
  'study.apply.notAwaiting': 'This application does not exist or has been decided already',
  'study.apply.reasonRequired': 'Give the reason it is not approved: the learner will read it',

  'field.studyStatusList': 'Learning status',
  'field.examStatusList': 'Exam status',
  'field.taskId': 'Study task',
  'field.phaseContentId': 'Content',
  'field.tab': 'Task list',
  'field.collected': 'Collected',
  'field.sourceType': 'Credit source',
};

export const learningMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
