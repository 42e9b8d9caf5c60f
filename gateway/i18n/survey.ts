/**
 * Messages of the survey module. `{no}` and `{title}` name the question a submission got wrong, so the
 * respondent knows where to look.
 */
const zh = {
  'survey.notFound': '问卷不存在或未分配给你',
  'survey.closed': '问卷已截止，不能再提交',
  'survey.alreadySubmitted': '你已提交过这份问卷，每人只能提交一次',
  'survey.analysisAfterSubmit': '提交问卷后才能查看结果',
  'survey.optionKey': '{field}格式不正确',
  'survey.answer.unknownQuestion': '答案中有不属于这份问卷的题目',
  'survey.answer.repeated': '第 {no} 题“{title}”的答案重复提交',
  'survey.answer.required': '第 {no} 题“{title}”为必答题',
  'survey.answer.wrongType': '第 {no} 题“{title}”的答案类型不正确',
  'survey.answer.unknownOption': '第 {no} 题“{title}”没有选项 {key}',
  'survey.answer.repeatedOption': '第 {no} 题“{title}”的选项重复',
  'survey.answer.oneOption': '第 {no} 题“{title}”只能选择一项',
  'survey.answer.minChoices': '第 {no} 题“{title}”至少选择 {min} 项',
  'survey.answer.maxChoices': '第 {no} 题“{title}”最多选择 {max} 项',
  'survey.answer.textTooLong': '第 {no} 题“{title}”不能超过 {max} 个字',
  'survey.answer.ratingRange': '第 {no} 题“{title}”的评分应在 1 到 {max} 之间',

  'field.answers': '答案',
  'field.answered': '作答状态',
  'field.questionId': '题目',
  'field.optionKeys': '选项',
  'field.text': '文字回答',
  'field.rating': '评分',
};

const en: Record<keyof typeof zh, string> = {
  'survey.notFound': 'The survey does not exist or was not given to you',
  'survey.closed': 'The survey has closed; answers can no longer be submitted',
  'survey.alreadySubmitted': 'You have already submitted this survey; each person submits once',
  'survey.analysisAfterSubmit': 'The results are shown once you have submitted the survey',
  'survey.optionKey': '{field} is not in the right format',
  'survey.answer.unknownQuestion': 'An answer refers to a question that is not in this survey',
  'survey.answer.repeated': 'Question {no} (“{title}”) is answered more than once',
  'survey.answer.required': 'Question {no} (“{title}”) must be answered',
  'survey.answer.wrongType': 'Question {no} (“{title}”) has an answer of the wrong type',
  'survey.answer.unknownOption': 'Question {no} (“{title}”) has no option {key}',
  'survey.answer.repeatedOption': 'Question {no} (“{title}”) has an option chosen twice',
  'survey.answer.oneOption': 'Question {no} (“{title}”) takes one option only',
  'survey.answer.minChoices':
    'Question {no} (“{title}”) needs at least {min, plural, one {# option} other {# options}}',
  'survey.answer.maxChoices':
    'Question {no} (“{title}”) takes at most {max, plural, one {# option} other {# options}}',
  'survey.answer.textTooLong':
    'Question {no} (“{title}”) may have at most {max, plural, one {# character} other {# characters}}',
  'survey.answer.ratingRange': 'Question {no} (“{title}”) takes a score from 1 to {max}',

  'field.answers': 'Answers',
  'field.answered': 'Answered',
  'field.questionId': 'Question',
  'field.optionKeys': 'Options',
  'field.text': 'Text answer',
  'field.rating': 'Score',
};

export const surveyMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
