import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, pageOf, pageRequest } from './envelope';
import {
  NEEDS_CUSTOM_MAX,
  NEEDS_CUSTOM_NAME_MAX,
  NEEDS_REMARK_MAX,
  NEEDS_TOPIC_MAX,
  NeedsForm,
  NeedsPriority,
  NeedsStatus,
  trainingNeedsAdminRoutes,
  trainingNeedsRoutes,
} from './training-needs.routes';

export {
  NEEDS_CUSTOM_MAX,
  NEEDS_CUSTOM_NAME_MAX,
  NEEDS_REMARK_MAX,
  NEEDS_TOPIC_MAX,
  NeedsForm,
  NeedsPriority,
  NeedsStatus,
} from './training-needs.routes';

export const needsStatus = z.union([
  z.literal(NeedsStatus.upcoming),
  z.literal(NeedsStatus.open),
  z.literal(NeedsStatus.closed),
]);
export const needsPriority = z.union([
  z.literal(NeedsPriority.high),
  z.literal(NeedsPriority.medium),
  z.literal(NeedsPriority.low),
]);
export const needsForm = z.union([
  z.literal(NeedsForm.online),
  z.literal(NeedsForm.offline),
  z.literal(NeedsForm.either),
]);

/** Characters as people count them (code points), not UTF-16 units: an emoji is one. */
const characters = (text: string) => [...text].length;

/** A collection in the list, with whether the caller has answered it. */
export const needsRow = z.object({
  trainingNeedsId: id,
  title: z.string(),
  /** Plain text; line breaks are the author's. */
  description: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  status: needsStatus,
  topicCount: count,
  submitted: flag,
  /** When the caller last submitted (null before the first). */
  submitTime: dateTime.nullable(),
});
export type NeedsRow = z.infer<typeof needsRow>;

/** A suggested topic; some are an online course of the company, which the portal links to. */
export const needsTopic = z.object({
  topicId: id,
  topicName: z.string(),
  description: z.string(),
  /** The course, while it is published (null otherwise). */
  courseId: id.nullable(),
  courseName: z.string().nullable(),
});
export type NeedsTopic = z.infer<typeof needsTopic>;

export const needsChoice = z.object({ topicId: id, priority: needsPriority, form: needsForm });
export type NeedsChoice = z.infer<typeof needsChoice>;

/** A topic of the member's own, in their words. */
export const needsCustom = z.object({
  topicName: z
    .string()
    .trim()
    .min(1, { message: 'needs.custom.required' })
    .refine((v) => characters(v) <= NEEDS_CUSTOM_NAME_MAX, { message: 'needs.custom.tooLong' }),
  priority: needsPriority,
  form: needsForm,
});
export type NeedsCustom = z.infer<typeof needsCustom>;

/** What the caller submitted: chosen topics in the collection's order, their own topics in theirs. */
export const needsSubmission = z.object({
  choices: z.array(needsChoice),
  customs: z.array(needsCustom),
  remarks: z.string(),
  submitTime: dateTime,
});
export type NeedsSubmission = z.infer<typeof needsSubmission>;

export const needsView = needsRow.extend({
  topics: z.array(needsTopic),
  mine: needsSubmission.nullable(),
});
export type NeedsView = z.infer<typeof needsView>;

export const needsEditRequest = z
  .object({
    trainingNeedsId: id,
    choices: z.array(needsChoice).max(NEEDS_TOPIC_MAX).default([]),
    customs: z.array(needsCustom).max(NEEDS_CUSTOM_MAX, { message: 'needs.custom.tooMany' }).default([]),
    remarks: z
      .string()
      .trim()
      .refine((v) => characters(v) <= NEEDS_REMARK_MAX, { message: 'needs.remarks.tooLong' })
      .default(''),
  })
  .refine((v) => v.choices.length + v.customs.length > 0, { message: 'needs.empty', path: ['choices'] })
  .refine((v) => new Set(v.choices.map((c) => c.topicId)).size === v.choices.length, {
    message: 'needs.duplicateTopic',
    path: ['choices'],
  })
  .refine((v) => new Set(v.customs.map((c) => c.topicName.toLowerCase())).size === v.customs.length, {
    message: 'needs.custom.duplicate',
    path: ['customs'],
  });
export type NeedsEditRequest = z.input<typeof needsEditRequest>;

const byPriority = { high: count, medium: count, low: count };
const byForm = { online: count, offline: count, either: count };

/** One suggested topic in the summary: how many chose it, by priority and by form. */
export const needsTopicFigures = needsTopic.extend({ total: count, ...byPriority, ...byForm });

/** Members' own topics, the same words (ignoring case) counted together. */
export const needsCustomFigures = z.object({ topicName: z.string(), total: count, ...byPriority });

export const needsDepartmentFigures = z.object({
  /** Empty for members without a department. */
  department: z.string(),
  memberCount: count,
  respondentCount: count,
  /** Choices of each suggested topic in the department (topics nobody there chose are left out). */
  topics: z.array(z.object({ topicId: id, total: count })),
});

export const needsRemark = z.object({
  name: z.string(),
  department: z.string(),
  remarks: z.string(),
  submitTime: dateTime,
});

export const needsSummary = z.object({
  trainingNeedsId: id,
  title: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  status: needsStatus,
  /** Approved members of the company, and how many of them answered. */
  memberCount: count,
  respondentCount: count,
  topics: z.array(needsTopicFigures),
  customs: z.array(needsCustomFigures),
  departments: z.array(needsDepartmentFigures),
  /** Non-empty remarks in all, and the newest of them (at most 200), newest first. */
  remarkCount: count,
  remarks: z.array(needsRemark),
});
export type NeedsSummary = z.infer<typeof needsSummary>;

export const trainingNeedsApi = {
  page: endpoint({ ...trainingNeedsRoutes.page, request: pageRequest, response: pageOf(needsRow) }),
  view: endpoint({ ...trainingNeedsRoutes.view, request: z.object({ id }), response: needsView }),
  edit: endpoint({ ...trainingNeedsRoutes.edit, request: needsEditRequest, response: needsView }),
} as const;

export const trainingNeedsAdminApi = {
  summary: endpoint({
    ...trainingNeedsAdminRoutes.summary,
    request: z.object({ trainingNeedsId: id }),
    response: needsSummary,
  }),
} as const;
