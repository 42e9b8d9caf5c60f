import type { Route } from './route';

/**
 * Points (decision 0063): a member's balance, the ledger behind it, the company's rules and the daily sign-in.
 * Values the portal needs at run time live here, free of schemas; `points.ts` holds the shapes.
 */

/** What a company awards points for; each has at most one rule per company. */
export const PointsRule = {
  signIn: 'sign_in',
  courseLearned: 'course_learned',
  examPassed: 'exam_passed',
  comment: 'comment',
  post: 'post',
  answerAccepted: 'answer_accepted',
} as const;
export type PointsRule = (typeof PointsRule)[keyof typeof PointsRule];

/**
 * Ledger entries no rule governs: the balance carried into the ledger, spending in the mall, and the points of a
 * cancelled exchange given back.
 */
export const PointsEntry = {
  opening: 'opening',
  mallExchange: 'mall_exchange',
  mallRefund: 'mall_refund',
} as const;
export type PointsEntry = (typeof PointsEntry)[keyof typeof PointsEntry];

/** The ledger page's filter: everything, what was earned, what was spent. */
export const PointsDirection = { all: 0, earned: 1, spent: 2 } as const;
export type PointsDirection = (typeof PointsDirection)[keyof typeof PointsDirection];

export const pointsRoutes = {
  /** The caller's balance, earned and spent in all, and today's points per rule against its cap. */
  summary: { method: 'GET', path: '/user/auth/integral/summary' },
  /** The caller's ledger, newest first. */
  recordPage: { method: 'POST', path: '/user/auth/integral/record/page' },
  /** The company's rules, enabled or not. */
  ruleList: { method: 'GET', path: '/user/auth/integral/rule/list' },
  /** One month of the caller's sign-ins (`month=yyyy-MM`), today's state, the streak, what comes next. */
  signMonth: { method: 'GET', path: '/user/auth/integral/sign/month' },
  /** Signs the caller in for today; once a day, a repeat answers the same. */
  signIn: { method: 'PUT', path: '/user/auth/integral/sign/in' },
} as const satisfies Record<string, Route>;
