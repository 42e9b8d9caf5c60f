/** Messages of offline courses and their attendance (decision 0058), and the labels of their request fields. */
const zh = {
  'offline.courseNotFound': '线下课程不存在或已停用',
  'offline.sessionNotFound': '课次不存在或不是你授课的课次',
  'offline.taskNotFound': '学习任务不存在或未分配给你',
  'offline.taskSessionNotFound': '该课次不属于这个学习任务的线下培训，或不是你授课的课次',
  'offline.notLecturer': '只有讲师可以使用此功能',
  'offline.enrolClosed': '课程的最后一次课已经开始，不能再报名',
  'offline.notLearner': '你不是本课程的学员，不能签到或签退',
  'offline.markNotLearner': '该成员不是本课程的学员',
  'offline.codeInvalid': '二维码无效，请扫描讲师屏幕上显示的二维码',
  'offline.codeExpired': '二维码已过期，请扫描屏幕上当前显示的二维码',
  'offline.checkInNotOpen': '签到尚未开始：课次开始前 {minutes} 分钟开放签到',
  'offline.checkInClosed': '本课次已结束，签到已关闭',
  'offline.checkOutNotOpen': '签退尚未开始：课次开始后才能签退',
  'offline.checkOutClosed': '签退已关闭：课次结束 {minutes} 分钟后不再签退',
  'offline.checkOutNeedsCheckIn': '请先签到，再签退',

  'field.sessionId': '课次',
  'field.kind': '签到类型',
  'field.userId': '学员',
  'field.phase': '课次状态',
};

const en: Record<keyof typeof zh, string> = {
  'offline.courseNotFound': 'The offline course does not exist or has been disabled',
  'offline.sessionNotFound': 'The session does not exist or is not one you teach',
  'offline.taskNotFound': 'The study task does not exist or is not assigned to you',
  'offline.taskSessionNotFound':
    "The session is not one of this study task's offline trainings, or is not one you teach",
  'offline.notLecturer': 'Only a lecturer can do this',
  'offline.enrolClosed': "The course's last session has begun: enrolment is closed",
  'offline.notLearner': 'You are not a learner of this course, so you cannot check in or out',
  'offline.markNotLearner': 'This member is not a learner of the course',
  'offline.codeInvalid': "This code is not valid: scan the code on the lecturer's screen",
  'offline.codeExpired': 'This code has expired: scan the code on the screen now',
  'offline.checkInNotOpen':
    'Check-in is not open yet: it opens {minutes, plural, one {# minute} other {# minutes}} before the session begins',
  'offline.checkInClosed': 'The session is over: check-in is closed',
  'offline.checkOutNotOpen': 'Check-out is not open yet: it opens when the session begins',
  'offline.checkOutClosed':
    'Check-out is closed: it closes {minutes, plural, one {# minute} other {# minutes}} after the session ends',
  'offline.checkOutNeedsCheckIn': 'Check in first, then check out',

  'field.sessionId': 'Session',
  'field.kind': 'Check-in or check-out',
  'field.userId': 'Learner',
  'field.phase': 'Session phase',
};

export const offlineMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
