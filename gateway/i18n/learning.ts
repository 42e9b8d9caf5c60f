/** Messages of the study and exam modules: the labels of their request fields in validation messages. */
const zh = {
  'field.studyStatusList': '学习状态',
  'field.examStatusList': '考试状态',
};

const en: Record<keyof typeof zh, string> = {
  'field.studyStatusList': 'Learning status',
  'field.examStatusList': 'Exam status',
};

export const learningMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
