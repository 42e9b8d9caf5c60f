import type { Route } from './route';

/**
 * Training needs (spec §7, decision 0061): a company collects what its members want to learn. A collection
 * has a window and a list of suggested topics, some of them the company's online courses; a member picks
 * topics, adds their own, gives each a priority and a preferred form, and may change the answer while the
 * collection is open. Values the portal needs at run time live here, free of schemas; `training-needs.ts`
 * holds the shapes.
 */

/** Where a collection stands by the clock: before its start, open for answers, past its end. */
export const NeedsStatus = { upcoming: 1, open: 2, closed: 3 } as const;
export type NeedsStatus = (typeof NeedsStatus)[keyof typeof NeedsStatus];

/** How much a member wants a topic. */
export const NeedsPriority = { high: 1, medium: 2, low: 3 } as const;
export type NeedsPriority = (typeof NeedsPriority)[keyof typeof NeedsPriority];

/** How a member would rather learn it. */
export const NeedsForm = { online: 1, offline: 2, either: 3 } as const;
export type NeedsForm = (typeof NeedsForm)[keyof typeof NeedsForm];

/** Topics of a member's own a submission may carry. */
export const NEEDS_CUSTOM_MAX = 5;
/** Characters (as people count them) of one topic of a member's own. */
export const NEEDS_CUSTOM_NAME_MAX = 50;
/** Characters of the remarks. */
export const NEEDS_REMARK_MAX = 500;
/** Suggested topics one collection holds at most, and so the most a submission can pick. */
export const NEEDS_TOPIC_MAX = 50;

export const trainingNeedsRoutes = {
  /** The company's published collections, open ones first, each with whether the caller has answered. */
  page: { method: 'POST', path: '/course/auth/training/needs/page' },
  /** One collection (`id`): its suggested topics and the caller's answer. */
  view: { method: 'GET', path: '/course/auth/training/needs/view' },
  /** Submits the caller's needs, or replaces them, while the collection is open; answers as `view` does. */
  edit: { method: 'PUT', path: '/course/auth/training/needs/edit' },
} as const satisfies Record<string, Route>;

/** What an administrator of the company reads of one collection. */
export const trainingNeedsAdminRoutes = {
  /** Respondents, each topic's choices by priority and form, the departments, the remarks. */
  summary: { method: 'POST', path: '/course/admin/training/needs/summary' },
} as const satisfies Record<string, Route>;
