import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { PointsRule, type SignInResult, type SignMonth } from '../../../contract/points';
import type { Db } from '../../db/client';
import { pointsRule, pointsSignIn } from '../../db/schema-points';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import {
  SIGN_IN_SOURCE,
  awardPoints,
  entryOf,
  lockBalance,
  shiftDay,
  tenantDay,
} from '../../shared/points-ledger';

/*
 * The daily sign-in (decision 0063): once a member's day, in the tenant's zone. The streak counts consecutive
 * days; every `streak_every`-th day of a streak gives the rule's bonus on top. The day is the ledger entry's
 * source, so the entry is as unique as the sign-in.
 */

interface SignInRule {
  points: number;
  streakEvery: number;
  streakBonus: number;
  statusId: number;
}

const ofMember = (scope: MemberScope) =>
  and(
    eq(pointsSignIn.tenantId, scope.tenantId),
    eq(pointsSignIn.enterpriseId, scope.enterpriseId),
    eq(pointsSignIn.userId, scope.userId),
  );

async function signInRule(db: Db, scope: MemberScope): Promise<SignInRule | null> {
  const [rule] = await db
    .select({
      points: pointsRule.points,
      streakEvery: pointsRule.streakEvery,
      streakBonus: pointsRule.streakBonus,
      statusId: pointsRule.statusId,
    })
    .from(pointsRule)
    .where(
      and(
        eq(pointsRule.tenantId, scope.tenantId),
        eq(pointsRule.enterpriseId, scope.enterpriseId),
        eq(pointsRule.ruleCode, PointsRule.signIn),
      ),
    );
  return rule ?? null;
}

/** The bonus the `streak`-th consecutive day earns. */
const bonusOf = (rule: SignInRule, streak: number) =>
  rule.streakEvery > 0 && streak % rule.streakEvery === 0 ? rule.streakBonus : 0;

/** The latest sign-in on or before `day`. */
async function lastSignIn(db: Db, scope: MemberScope, day: string) {
  const [row] = await db
    .select({
      day: pointsSignIn.day,
      streak: pointsSignIn.streak,
      points: pointsSignIn.points,
      bonus: pointsSignIn.bonus,
    })
    .from(pointsSignIn)
    .where(and(ofMember(scope), lte(pointsSignIn.day, day)))
    .orderBy(desc(pointsSignIn.day))
    .limit(1);
  return row ?? null;
}

async function resultOf(
  db: Db,
  scope: MemberScope,
  row: { day: string; streak: number; points: number; bonus: number },
  balance: number,
): Promise<SignInResult> {
  const entry = await entryOf(db, scope, {
    ruleCode: PointsRule.signIn,
    sourceKind: SIGN_IN_SOURCE,
    sourceId: row.day,
  });
  return {
    day: row.day,
    streak: row.streak,
    points: row.points,
    bonus: row.bonus,
    balanceAfter: entry?.balanceAfter ?? balance,
  };
}

/**
 * Signs the member in for today. The balance row is locked before today's sign-in is looked for, so a second
 * call (another click, another connection) waits for the first and answers what it wrote.
 */
export async function signIn(db: Db, scope: MemberScope, now: Date): Promise<SignInResult> {
  return db.transaction(async (tx) => {
    const today = await tenantDay(tx, scope.tenantId, now);
    const balance = await lockBalance(tx, scope, now);
    const done = await lastSignIn(tx, scope, today);
    if (done?.day === today) return resultOf(tx, scope, done, balance);
    const rule = await signInRule(tx, scope);
    if (!rule || rule.statusId !== 1) throw new BizError('points.signIn.disabled');
    const streak = done?.day === shiftDay(today, -1) ? done.streak + 1 : 1;
    const bonus = bonusOf(rule, streak);
    const entry = await awardPoints(
      tx,
      scope,
      { ruleCode: PointsRule.signIn, sourceKind: SIGN_IN_SOURCE, sourceId: today },
      now,
      rule.points + bonus,
    );
    const points = entry?.amount ?? 0;
    const row = { day: today, streak, points, bonus: Math.min(bonus, points) };
    await tx.insert(pointsSignIn).values({ ...scope, ...row, gmtCreate: now });
    return { ...row, balanceAfter: entry?.balanceAfter ?? balance };
  });
}

/** One month of sign-ins (`yyyy-MM`) with today's state and what today's and tomorrow's sign-ins give. */
export async function signMonth(db: Db, scope: MemberScope, month: string, now: Date): Promise<SignMonth> {
  const today = await tenantDay(db, scope.tenantId, now);
  const [rule, last, days] = await Promise.all([
    signInRule(db, scope),
    lastSignIn(db, scope, today),
    db
      .select({ day: pointsSignIn.day, points: pointsSignIn.points, bonus: pointsSignIn.bonus })
      .from(pointsSignIn)
      .where(and(ofMember(scope), gte(pointsSignIn.day, `${month}-01`), lte(pointsSignIn.day, `${month}-31`)))
      .orderBy(asc(pointsSignIn.day)),
  ]);
  const signedToday = last?.day === today;
  const streak = signedToday || last?.day === shiftDay(today, -1) ? (last?.streak ?? 0) : 0;
  const enabled = rule !== null && rule.statusId === 1;
  const give = (nth: number) => (rule && enabled ? rule.points + bonusOf(rule, nth) : 0);
  // Today's streak: the one signed, or the one today's sign-in would make.
  const todayStreak = signedToday ? streak : streak + 1;
  return {
    month,
    today,
    signedToday: signedToday ? 1 : 0,
    streak,
    days,
    todayPoints: signedToday ? (last?.points ?? 0) : give(todayStreak),
    tomorrowPoints: give(todayStreak + 1),
    enabled: enabled ? 1 : 0,
  };
}
