import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, pageOf, pageRequest } from './envelope';
import { PointsDirection, pointsRoutes } from './points.routes';

export { PointsDirection, PointsEntry, PointsRule } from './points.routes';

/** A calendar day, 'yyyy-MM-dd', in the tenant's zone. */
const day = z.string();

export const pointsRuleItem = z.object({
  ruleCode: z.string(),
  points: z.number().int(),
  /** Most points a day from this rule; null: no cap. */
  dailyCap: z.number().int().nullable(),
  /** Sign-in: `streakBonus` more on every `streakEvery`-th consecutive day (0: no bonus). */
  streakEvery: count,
  streakBonus: count,
  statusId: flag,
});
export type PointsRuleItem = z.infer<typeof pointsRuleItem>;

export const pointsSummary = z.object({
  balance: count,
  earnedTotal: count,
  spentTotal: count,
  today: day,
  /** Each rule with what the caller earned from it today. */
  rules: z.array(pointsRuleItem.extend({ earnedToday: count })),
});
export type PointsSummary = z.infer<typeof pointsSummary>;

export const pointsRecordRequest = pageRequest.extend({
  direction: z.coerce
    .number()
    .pipe(
      z.union([
        z.literal(PointsDirection.all),
        z.literal(PointsDirection.earned),
        z.literal(PointsDirection.spent),
      ]),
    )
    .default(PointsDirection.all),
});

export const pointsRecord = z.object({
  id,
  /** A rule (`PointsRule`) or an entry no rule governs (`PointsEntry`). */
  ruleCode: z.string(),
  /** Positive earned, negative spent. */
  amount: z.number().int(),
  balanceAfter: count,
  sourceKind: z.string(),
  sourceId: z.string(),
  day,
  gmtCreate: dateTime,
});
export type PointsRecord = z.infer<typeof pointsRecord>;

/** What a sign-in gave: the same figures however often it is asked for that day. */
export const signInResult = z.object({
  day,
  /** Consecutive days signed, this one included. */
  streak: count,
  points: count,
  /** The streak bonus included in `points` (0 on other days). */
  bonus: count,
  balanceAfter: count,
});
export type SignInResult = z.infer<typeof signInResult>;

export const signMonthRequest = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'points.month.format' }),
});

export const signMonth = z.object({
  month: z.string(),
  today: day,
  signedToday: flag,
  /** Consecutive days signed up to today (or yesterday, while today is still open); 0 when broken. */
  streak: count,
  /** The days of the month signed, in order, with what each gave. */
  days: z.array(z.object({ day, points: count, bonus: count })),
  /** What today's sign-in gives (or gave). */
  todayPoints: count,
  /** What tomorrow's sign-in would give, if the streak holds. */
  tomorrowPoints: count,
  /** The sign-in rule is enabled for the company. */
  enabled: flag,
});
export type SignMonth = z.infer<typeof signMonth>;

export const pointsApi = {
  summary: endpoint({ ...pointsRoutes.summary, request: z.object({}), response: pointsSummary }),
  recordPage: endpoint({
    ...pointsRoutes.recordPage,
    request: pointsRecordRequest,
    response: pageOf(pointsRecord),
  }),
  ruleList: endpoint({ ...pointsRoutes.ruleList, request: z.object({}), response: z.array(pointsRuleItem) }),
  signMonth: endpoint({ ...pointsRoutes.signMonth, request: signMonthRequest, response: signMonth }),
  signIn: endpoint({ ...pointsRoutes.signIn, request: z.object({}), response: signInResult }),
} as const;
