import { z } from 'zod';
import { PointsEntry, PointsRule } from '../../../contract/points.routes';
import { SIGN_IN_SOURCE, dayIn } from '../../shared/points-ledger';
import { memberPoints, tenant } from '../schema';
import { pointsLedger, pointsRule, pointsSignIn } from '../schema-points';
import { DAY_MS, fromNow, type SeedContext } from './context';
import type { MallLedgerEntry } from './mall';
import { entry, phone, readSeedData, seedDataError } from './seed-data';

/*
 * Points (points.json, decision 0063): each company's rules, the learner's sign-ins, and a ledger for every
 * member whose sum is the balance ranking.json gave them: an opening entry carries what the demo's history does
 * not explain. Runs last, so the ids of the families before it do not move.
 */

const FILE = 'points.json';

/** The opening entries sit before every seeded sign-in. */
const OPENING_DAYS_AGO = 60;

const rulesFile = entry({
  rules: z.record(
    z.string(),
    z.array(
      entry({
        code: z.enum(Object.values(PointsRule) as [PointsRule, ...PointsRule[]]),
        points: z.number().int().min(0),
        dailyCap: z.number().int().min(1).optional(),
        streakEvery: z.number().int().min(0).default(0),
        streakBonus: z.number().int().min(0).default(0),
        enabled: z.boolean().default(true),
      }),
    ),
  ),
  signIns: z.record(
    z.string(),
    z.array(
      entry({
        who: phone,
        /** Runs of consecutive days, oldest first, one missed day between two; the last ends yesterday. */
        runs: z.array(z.number().int().min(1)).min(1),
      }),
    ),
  ),
});

interface HistoryEntry {
  daysAgo: number;
  streak: number;
  points: number;
  bonus: number;
}

/** The days a member signed, oldest first, with the streak each made and what it gave. */
function signInsOf(runs: number[], rule: { points: number; streakEvery: number; streakBonus: number }) {
  const entries: HistoryEntry[] = [];
  let daysAgo = runs.reduce((sum, run) => sum + run, 0) + runs.length - 1;
  for (const run of runs) {
    for (let streak = 1; streak <= run; streak++) {
      const bonus = rule.streakEvery > 0 && streak % rule.streakEvery === 0 ? rule.streakBonus : 0;
      entries.push({ daysAgo, streak, points: rule.points + bonus, bonus });
      daysAgo -= 1;
    }
    daysAgo -= 1;
  }
  return entries;
}

export async function seedPoints(
  { tx, refs, now }: SeedContext,
  /** Entries other families made (mall orders), taken into each member's ledger in time order. */
  others: readonly MallLedgerEntry[] = [],
): Promise<void> {
  const data = readSeedData(FILE, rulesFile);
  for (const [key, rules] of Object.entries(data.rules)) {
    const company = refs.company(key, FILE);
    if (rules.length === 0) continue;
    await tx.insert(pointsRule).values(
      rules.map((r, i) => ({
        tenantId: company.tenantId,
        enterpriseId: company.enterpriseId,
        ruleCode: r.code,
        points: r.points,
        dailyCap: r.dailyCap ?? null,
        streakEvery: r.streakEvery,
        streakBonus: r.streakBonus,
        statusId: r.enabled ? 1 : 0,
        sort: i + 1,
      })),
    );
  }

  const history = new Map<string, HistoryEntry[]>();
  for (const [key, members] of Object.entries(data.signIns)) {
    const company = refs.company(key, FILE);
    const rule = data.rules[key]?.find((r) => r.code === PointsRule.signIn);
    if (!rule) throw seedDataError(FILE, `signIns.${key}: the company has no sign_in rule`);
    for (const m of members) {
      const entries = signInsOf(m.runs, rule);
      if ((entries[0]?.daysAgo ?? 0) >= OPENING_DAYS_AGO) {
        throw seedDataError(FILE, `signIns.${key}: ${m.who}'s runs reach back past the opening entries`);
      }
      history.set(`${company.tenantId}:${company.enterpriseId}:${refs.user(company, m.who, FILE)}`, entries);
    }
  }

  const zones = new Map(
    (await tx.select({ id: tenant.id, zone: tenant.timeZone }).from(tenant)).map((r) => [r.id, r.zone]),
  );
  const balances = await tx
    .select({
      tenantId: memberPoints.tenantId,
      enterpriseId: memberPoints.enterpriseId,
      userId: memberPoints.userId,
      integral: memberPoints.integral,
    })
    .from(memberPoints)
    .orderBy(memberPoints.tenantId, memberPoints.enterpriseId, memberPoints.userId);
  const ledger: (typeof pointsLedger.$inferInsert)[] = [];
  const signIns: (typeof pointsSignIn.$inferInsert)[] = [];
  const othersOf = new Map<string, MallLedgerEntry[]>();
  for (const o of others) {
    const key = `${o.tenantId}:${o.enterpriseId}:${o.userId}`;
    othersOf.set(key, [...(othersOf.get(key) ?? []), o]);
  }
  for (const b of balances) {
    const key = `${b.tenantId}:${b.enterpriseId}:${b.userId}`;
    const scope = { tenantId: b.tenantId, enterpriseId: b.enterpriseId, userId: b.userId };
    const zone = zones.get(b.tenantId) ?? 'Asia/Shanghai';
    const moves = [
      ...(history.get(key) ?? []).map((e) => {
        const at = fromNow(now, -e.daysAgo * DAY_MS);
        const day = dayIn(zone, at);
        signIns.push({ ...scope, day, streak: e.streak, points: e.points, bonus: e.bonus, gmtCreate: at });
        return {
          ruleCode: PointsRule.signIn,
          amount: e.points,
          sourceKind: SIGN_IN_SOURCE,
          sourceId: day,
          at,
        };
      }),
      ...(othersOf.get(key) ?? []).map(({ ruleCode, amount, sourceKind, sourceId, at }) => ({
        ruleCode,
        amount,
        sourceKind,
        sourceId,
        at,
      })),
    ].sort((x, y) => x.at.getTime() - y.at.getTime());
    history.delete(key);
    othersOf.delete(key);
    const opening = b.integral - moves.reduce((sum, m) => sum + m.amount, 0);
    if (opening < 0)
      throw seedDataError(FILE, `the entries of member ${b.userId} add up to more than ranking.json gives`);
    let balance = 0;
    if (opening > 0) {
      const at = fromNow(now, -OPENING_DAYS_AGO * DAY_MS);
      balance = opening;
      ledger.push({
        ...scope,
        ruleCode: PointsEntry.opening,
        amount: opening,
        balanceAfter: balance,
        sourceKind: PointsEntry.opening,
        sourceId: dayIn(zone, at),
        localDay: dayIn(zone, at),
        gmtCreate: at,
      });
    }
    for (const m of moves) {
      balance += m.amount;
      if (balance < 0) throw seedDataError(FILE, `member ${b.userId} would spend points they do not have`);
      ledger.push({
        ...scope,
        ruleCode: m.ruleCode,
        amount: m.amount,
        balanceAfter: balance,
        sourceKind: m.sourceKind,
        sourceId: m.sourceId,
        localDay: dayIn(zone, m.at),
        gmtCreate: m.at,
      });
    }
  }
  if (othersOf.size > 0)
    throw seedDataError(FILE, 'a mall order names a member without points in ranking.json');
  if (history.size > 0) throw seedDataError(FILE, 'signIns name a member without points in ranking.json');
  if (ledger.length > 0) await tx.insert(pointsLedger).values(ledger);
  if (signIns.length > 0) await tx.insert(pointsSignIn).values(signIns);
}
