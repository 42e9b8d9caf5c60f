import { z } from 'zod';
import { enterpriseMember, memberPoints, userAccount } from '../schema';
import type { SeedContext } from './context';
import { entry, phone, readSeedData } from './seed-data';

/*
 * The ranking boards (ranking.json): points and departments of the demo accounts, and the colleagues who fill
 * the boards, approved members of their company who sign in with the demo password.
 */

const FILE = 'ranking.json';

const points = { integral: z.number().int().min(0), department: z.string() };

const rankingFile = entry({
  points: z.record(z.string(), z.array(entry({ who: phone, ...points }))),
  colleagues: z.record(
    z.string(),
    z.array(
      entry({
        phone,
        name: z.string(),
        empNo: z.string(),
        ...points,
        creditHour: z.number().min(0),
        certificateCount: z.number().int().min(0),
      }),
    ),
  ),
});

/** Points of the accounts, then the colleagues (one password hash shared: seeding stays fast). */
export async function seedRanking({ tx, refs }: SeedContext, passwordHash: string): Promise<void> {
  const data = readSeedData(FILE, rankingFile);
  for (const [key, rows] of Object.entries(data.points)) {
    const company = refs.company(key, FILE);
    if (rows.length === 0) continue;
    await tx.insert(memberPoints).values(
      rows.map((p) => ({
        tenantId: company.tenantId,
        enterpriseId: company.enterpriseId,
        userId: refs.user(company, p.who, FILE),
        integral: p.integral,
        department: p.department,
      })),
    );
  }
  for (const [key, people] of Object.entries(data.colleagues)) {
    const company = refs.company(key, FILE);
    const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId };
    for (const [i, p] of people.entries()) {
      const [user] = await tx
        .insert(userAccount)
        .values({ tenantId: scope.tenantId, phone: p.phone, name: p.name, passwordHash })
        .returning({ id: userAccount.id });
      if (!user) throw new Error(`seed: colleague ${p.phone} not created`);
      refs.addUser(scope.tenantId, p.phone, user.id);
      await tx.insert(enterpriseMember).values({
        ...scope,
        userId: user.id,
        empNo: p.empNo,
        creditHour: p.creditHour,
        sort: 100 + i,
      });
      await tx
        .insert(memberPoints)
        .values({ ...scope, userId: user.id, integral: p.integral, department: p.department });
      refs.holdCertificates(scope.tenantId, scope.enterpriseId, user.id, p.certificateCount);
    }
  }
}
