import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { created, idCol, modified, ref, tenantCol } from './schema';

/*
 * Points (decision 0063): every change of a member's balance is a ledger row, and `member_points.integral` is the
 * ledger's running sum, written in the same transaction. Days are 'yyyy-MM-dd' in the tenant's zone
 * (`tenant.time_zone`).
 */

/** What a company awards for an action: points each time, at most `daily_cap` a day (null: no cap). */
export const pointsRule = pgTable(
  'points_rule',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    ruleCode: text('rule_code').notNull(),
    points: integer('points').notNull(),
    dailyCap: integer('daily_cap'),
    /** Sign-in only: `streak_bonus` more on every `streak_every`-th consecutive day (0: none). */
    streakEvery: integer('streak_every').notNull().default(0),
    streakBonus: integer('streak_bonus').notNull().default(0),
    statusId: smallint('status_id').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('points_rule_code_uq').on(t.tenantId, t.enterpriseId, t.ruleCode),
  ],
);

/**
 * One change of a member's balance: positive earned, negative spent, with the balance after it. The source
 * (kind and id: the course learned, the day signed, the order paid) is unique per member and rule, so the same
 * award asked for twice is written once.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    ruleCode: text('rule_code').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    /** The member's day when it was written, in the tenant's zone: daily caps count by it. */
    localDay: text('local_day').notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('points_ledger_source_uq').on(
      t.tenantId,
      t.enterpriseId,
      t.userId,
      t.ruleCode,
      t.sourceKind,
      t.sourceId,
    ),
    index('points_ledger_member_idx').on(t.tenantId, t.enterpriseId, t.userId, t.id),
    index('points_ledger_day_idx').on(t.tenantId, t.enterpriseId, t.userId, t.ruleCode, t.localDay),
  ],
);

/** A member's sign-in of one day (at most one), with the streak it made and what it gave. */
export const pointsSignIn = pgTable(
  'points_sign_in',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    day: text('day').notNull(),
    /** Consecutive days signed, this one included. */
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    bonus: integer('bonus').notNull().default(0),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.enterpriseId, t.userId, t.day] })],
);
