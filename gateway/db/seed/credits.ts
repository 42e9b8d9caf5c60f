import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { CreditSource } from '../../../contract/record.routes';
import { creditRecord, enterpriseMember } from '../schema';
import { DAY_MS, fromNow, type SeedContext } from './context';
import type { SeededLearning } from './learning';
import { entry, named, phone, readSeedData, seedDataError } from './seed-data';

/*
 * Credit-hour records (credits.json). A listed member's records must add up to the credit hours sites.json
 * gives them, so the header and the records agree; every other member with credit hours gets one record that
 * carries their balance over.
 */

const FILE = 'credits.json';
const CARRIED_OVER = '往年学时结转';

const sources = Object.keys(CreditSource) as [keyof typeof CreditSource, ...(keyof typeof CreditSource)[]];

const creditsFile = entry({
  members: z.record(
    z.string(),
    z.array(
      entry({
        who: phone,
        records: z
          .array(
            entry({
              source: z.enum(sources),
              /** A course, task or exam of the company by name; for other sources, what the hours were for. */
              name: z.string().min(1),
              creditHour: z.number().positive(),
              daysAgo: z.number().min(0),
            }),
          )
          .min(1),
      }),
    ),
  ),
});

/** Tenths of an hour, so sums compare exactly. */
const tenths = (hours: number) => Math.round(hours * 10);

export async function seedCredits(
  { tx, refs, now }: SeedContext,
  learning: Map<string, SeededLearning>,
): Promise<void> {
  const data = readSeedData(FILE, creditsFile);
  const listed = new Set<string>();
  for (const [key, members] of Object.entries(data.members)) {
    const company = refs.company(key, FILE);
    const seeded = learning.get(key);
    const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId };
    for (const member of members) {
      const userId = refs.user(company, member.who, FILE);
      listed.add(`${company.enterpriseId}:${userId}`);
      const [row] = await tx
        .select({ creditHour: enterpriseMember.creditHour })
        .from(enterpriseMember)
        .where(
          and(
            eq(enterpriseMember.tenantId, scope.tenantId),
            eq(enterpriseMember.enterpriseId, scope.enterpriseId),
            eq(enterpriseMember.userId, userId),
          ),
        );
      const sum = member.records.reduce((acc, r) => acc + tenths(r.creditHour), 0);
      if (!row || tenths(Number(row.creditHour)) !== sum) {
        throw seedDataError(
          FILE,
          `the records of ${member.who} in ${company.name} add up to ${sum / 10} hours, ` +
            `not the ${row ? Number(row.creditHour) : 0} of sites.json`,
        );
      }
      const sourceOf = (source: keyof typeof CreditSource, name: string): string | null => {
        const list =
          source === 'course'
            ? seeded?.courses
            : source === 'studyTask'
              ? seeded?.tasks
              : source === 'exam'
                ? seeded?.exams
                : undefined;
        return list ? named(list, (x) => x.name, name, `${source} of ${company.name}`, FILE).id : null;
      };
      await tx.insert(creditRecord).values(
        member.records.map((r) => ({
          ...scope,
          userId,
          sourceType: CreditSource[r.source],
          sourceId: sourceOf(r.source, r.name),
          sourceName: r.name,
          creditHour: r.creditHour,
          gmtCreate: fromNow(now, -r.daysAgo * DAY_MS),
        })),
      );
    }
  }
  // Everyone else with a balance: one record carrying it over, dated before the demo's other records.
  const others = await tx
    .select({
      tenantId: enterpriseMember.tenantId,
      enterpriseId: enterpriseMember.enterpriseId,
      userId: enterpriseMember.userId,
      creditHour: enterpriseMember.creditHour,
    })
    .from(enterpriseMember)
    .where(gt(enterpriseMember.creditHour, 0));
  const carried = others.filter((m) => !listed.has(`${m.enterpriseId}:${m.userId}`));
  if (carried.length === 0) return;
  await tx.insert(creditRecord).values(
    carried.map((m) => ({
      tenantId: m.tenantId,
      enterpriseId: m.enterpriseId,
      userId: m.userId,
      sourceType: CreditSource.carriedOver,
      sourceId: null,
      sourceName: CARRIED_OVER,
      creditHour: Number(m.creditHour),
      gmtCreate: fromNow(now, -400 * DAY_MS),
    })),
  );
}
