import {
  NEEDS_CUSTOM_MAX,
  NEEDS_CUSTOM_NAME_MAX,
  NEEDS_REMARK_MAX,
} from '../../contract/training-needs.routes';

/** Messages of training needs (decision 0061), and the labels of their request fields. */
const zh = {
  'needs.notFound': '培训需求征集不存在或未发布',
  'needs.upcoming': '本次培训需求征集将于 {time} 开始，开始后才能提交',
  'needs.closed': '本次培训需求征集已于 {time} 截止，不能再提交或修改',
  'needs.unknownTopic': '所选主题不在本次征集的备选主题中，请刷新页面后重新选择',
  'needs.customIsListed': '“{name}”已在备选主题中，请直接勾选该主题',
  'needs.empty': '请至少勾选一个备选主题，或填写一项自己的需求',
  'needs.duplicateTopic': '同一个备选主题只能选择一次',
  'needs.custom.required': '自填需求不能为空，不需要的请删除',
  'needs.custom.tooLong': `每项自填需求不能超过 ${NEEDS_CUSTOM_NAME_MAX} 个字`,
  'needs.custom.tooMany': `自填需求最多 ${NEEDS_CUSTOM_MAX} 项`,
  'needs.custom.duplicate': '自填需求之间不能重复',
  'needs.remarks.tooLong': `备注不能超过 ${NEEDS_REMARK_MAX} 个字`,

  'field.trainingNeedsId': '培训需求征集',
  'field.choices': '备选主题',
  'field.customs': '自填需求',
  'field.topicId': '备选主题',
  'field.topicName': '自填需求',
  'field.priority': '优先级',
  'field.form': '培训形式',
  'field.remarks': '备注',
};

const en: Record<keyof typeof zh, string> = {
  'needs.notFound': 'The training needs collection does not exist or is not published',
  'needs.upcoming': 'This training needs collection opens at {time}: needs can be submitted from then on',
  'needs.closed':
    'This training needs collection closed at {time}: needs can no longer be submitted or changed',
  'needs.unknownTopic':
    'A chosen topic is not one of this collection’s suggested topics: reload the page and choose again',
  'needs.customIsListed': '“{name}” is already a suggested topic: tick that topic instead',
  'needs.empty': 'Tick at least one suggested topic, or add a topic of your own',
  'needs.duplicateTopic': 'Each suggested topic can be chosen once only',
  'needs.custom.required': 'A topic of your own cannot be empty: remove it if you do not need it',
  'needs.custom.tooLong': `A topic of your own can be at most ${NEEDS_CUSTOM_NAME_MAX} characters long`,
  'needs.custom.tooMany': `You can add at most ${NEEDS_CUSTOM_MAX} topics of your own`,
  'needs.custom.duplicate': 'Your own topics must all be different',
  'needs.remarks.tooLong': `The remarks can be at most ${NEEDS_REMARK_MAX} characters long`,

  'field.trainingNeedsId': 'Training needs collection',
  'field.choices': 'Suggested topics',
  'field.customs': 'Topics of your own',
  'field.topicId': 'Suggested topic',
  'field.topicName': 'Topic of your own',
  'field.priority': 'Priority',
  'field.form': 'Training form',
  'field.remarks': 'Remarks',
};

export const needsMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
