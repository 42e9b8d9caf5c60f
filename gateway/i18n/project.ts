/** Messages of study projects and the caller's relations (decision 0059), and the labels of their request fields. */
const zh = {
  'project.notFound': '学习项目不存在或未发布',
  'project.ended': '学习项目已结束，不能再加入或报名',
  'project.notLecturer': '只有讲师可以查看自己授课的学习项目',
  'project.apply.notFound': '该报名不存在',
  'project.apply.decided': '该报名已经审核过，不能再次审核',

  'field.projectId': '学习项目',
  'field.joined': '我参与的',
};

const en: Record<keyof typeof zh, string> = {
  'project.notFound': 'The study project does not exist or is not published',
  'project.ended': 'The study project has ended: it can no longer be joined or applied to',
  'project.notLecturer': 'Only a lecturer can see the study projects they teach',
  'project.apply.notFound': 'This application does not exist',
  'project.apply.decided': 'This application has been decided already and cannot be decided again',

  'field.projectId': 'Study project',
  'field.joined': 'Joined',
};

export const projectMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
