import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { CertificateIssueWay, CertificateSource } from '../../../contract/certificate.routes';
import { certificateNumber, expiryOf } from '../../modules/certificate/award';
import { course, studyTask } from '../schema';
import { certificate, certificateUser } from '../schema-certificate';
import { DAY_MS, fromNow, type SeedContext } from './context';
import { entry, phone, readSeedData, seedDataError } from './seed-data';

/*
 * Certificates (certificates.json): what each company awards and for which course or task, and the listed
 * members' awards, held, expired and revoked. A listed member's held ones must number the certificateCount of
 * sites.json, so the header and the list agree; everyone else with a count gets that many granted on import.
 */

const FILE = 'certificates.json';
const IMPORTED = '历史证书导入';
const sources = ['course', 'studyTask', 'granted'] as const;

const certificatesFile = entry({
  companies: z.record(
    z.string(),
    entry({
      certificates: z.array(
        entry({
          key: z.string(),
          name: z.string().min(1),
          description: z.string(),
          validMonths: z.number().int().positive().nullable(),
          courses: z.array(z.string()).default([]),
          tasks: z.array(z.string()).default([]),
        }),
      ),
      awards: z.array(
        entry({
          who: phone,
          certificate: z.string(),
          source: z.enum(sources),
          /** The course or task by name, or the reason of a grant. */
          name: z.string().min(1),
          daysAgo: z.number().min(0),
          revoked: entry({ daysAgo: z.number().min(0), reason: z.string().min(1) }).optional(),
        }),
      ),
    }),
  ),
});

export async function seedCertificates({ tx, refs, now }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, certificatesFile);
  const listed = new Set<string>();
  const pools = new Map<string, { id: string; validMonths: number | null }[]>();
  for (const [key, spec] of Object.entries(data.companies)) {
    const company = refs.company(key, FILE);
    const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId };
    const ids = new Map<string, { id: string; validMonths: number | null }>();
    for (const c of spec.certificates) {
      const [row] = await tx
        .insert(certificate)
        .values({ ...scope, name: c.name, description: c.description, validMonths: c.validMonths })
        .returning({ id: certificate.id });
      if (!row) throw new Error(`seed: certificate ${c.name} not created`);
      ids.set(c.key, { id: row.id, validMonths: c.validMonths });
      const attach = async (
        table: typeof course | typeof studyTask,
        nameColumn: typeof course.courseName | typeof studyTask.taskName,
        names: string[],
      ) => {
        if (names.length === 0) return;
        const updated = await tx
          .update(table)
          .set({ certificateId: row.id })
          .where(
            and(
              eq(table.tenantId, scope.tenantId),
              eq(table.enterpriseId, scope.enterpriseId),
              inArray(nameColumn, names),
            ),
          )
          .returning({ id: table.id });
        if (updated.length !== names.length) {
          throw seedDataError(FILE, `${c.name}: not every one of ${names.join('、')} is in ${company.name}`);
        }
      };
      await attach(course, course.courseName, c.courses);
      await attach(studyTask, studyTask.taskName, c.tasks);
    }
    pools.set(`${scope.tenantId}:${scope.enterpriseId}`, [...ids.values()]);

    const held = new Map<string, number>();
    for (const a of spec.awards) {
      const userId = refs.user(company, a.who, FILE);
      const def = ids.get(a.certificate);
      if (!def) throw seedDataError(FILE, `no certificate "${a.certificate}" in ${company.name}`);
      listed.add(`${scope.tenantId}:${scope.enterpriseId}:${userId}`);
      const acquired = fromNow(now, -a.daysAgo * DAY_MS);
      const expires = expiryOf(acquired, def.validMonths);
      let sourceId: string | null = null;
      if (a.source !== 'granted') {
        const table = a.source === 'course' ? course : studyTask;
        const nameColumn = a.source === 'course' ? course.courseName : studyTask.taskName;
        const [src] = await tx
          .select({ id: table.id })
          .from(table)
          .where(
            and(
              eq(table.tenantId, scope.tenantId),
              eq(table.enterpriseId, scope.enterpriseId),
              eq(nameColumn, a.name),
            ),
          );
        if (!src) throw seedDataError(FILE, `no ${a.source} "${a.name}" in ${company.name}`);
        sourceId = src.id;
      }
      await tx.insert(certificateUser).values({
        ...scope,
        userId,
        certificateId: def.id,
        certificateNo: certificateNumber(acquired),
        publicId: randomUUID(),
        sourceType: CertificateSource[a.source],
        sourceId,
        sourceName: a.name,
        issueWay: a.source === 'granted' ? CertificateIssueWay.manual : CertificateIssueWay.automatic,
        acquireTime: acquired,
        expireTime: expires,
        revokeTime: a.revoked ? fromNow(now, -a.revoked.daysAgo * DAY_MS) : null,
        revokeReason: a.revoked?.reason ?? '',
        gmtCreate: acquired,
      });
      const isHeld = !a.revoked && (expires === null || expires > now);
      if (isHeld) held.set(a.who, (held.get(a.who) ?? 0) + 1);
    }
    for (const who of new Set(spec.awards.map((a) => a.who))) {
      const userId = refs.user(company, who, FILE);
      const expected =
        refs.certificateHolders().get(`${scope.tenantId}:${scope.enterpriseId}:${userId}`) ?? 0;
      if ((held.get(who) ?? 0) !== expected) {
        throw seedDataError(
          FILE,
          `${who} holds ${held.get(who) ?? 0} certificates in ${company.name}, not the ${expected} of sites.json`,
        );
      }
    }
  }

  // Everyone else with a count: that many granted on import a month ago, in turn from the company's list.
  const acquired = fromNow(now, -30 * DAY_MS);
  const rows: (typeof certificateUser.$inferInsert)[] = [];
  for (const [member, count] of refs.certificateHolders()) {
    if (listed.has(member)) continue;
    const [tenantId, enterpriseId, userId] = member.split(':') as [string, string, string];
    const pool = pools.get(`${tenantId}:${enterpriseId}`) ?? [];
    if (pool.length === 0)
      throw seedDataError(FILE, `company ${enterpriseId} awards no certificate to import`);
    for (let i = 0; i < count; i++) {
      const def = pool[i % pool.length]!;
      rows.push({
        tenantId,
        enterpriseId,
        userId,
        certificateId: def.id,
        certificateNo: certificateNumber(acquired),
        publicId: randomUUID(),
        sourceType: CertificateSource.granted,
        sourceId: null,
        sourceName: IMPORTED,
        issueWay: CertificateIssueWay.manual,
        acquireTime: acquired,
        expireTime: expiryOf(acquired, def.validMonths),
        gmtCreate: acquired,
      });
    }
  }
  if (rows.length > 0) await tx.insert(certificateUser).values(rows);
}
