import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { course, enterpriseMember, institution } from '../schema';
import type { SeedContext } from './context';
import type { SeededLearning } from './learning';
import { entry, named, phone, readSeedData } from './seed-data';

/*
 * Training institutions that provide courses to a company (institutions.json): their institution users, the
 * company's courses they provide (by name), and courses of theirs not yet enabled.
 */

const FILE = 'institutions.json';

const institutionsFile = z.record(
  z.string(),
  z.array(
    entry({
      name: z.string(),
      intro: z.string().default(''),
      /** Members who sign in as the institution (userType 3). */
      members: z.array(phone).min(1),
      /** Courses of the company (learning.json) the institution provides. */
      courses: z.array(z.string()).default([]),
      /** Courses of the institution not yet enabled. */
      drafts: z.array(entry({ courseName: z.string(), lecturerName: z.string().default('') })).default([]),
    }),
  ),
);

export async function seedInstitutions(
  { tx, refs }: SeedContext,
  learning: Map<string, SeededLearning>,
): Promise<void> {
  const data = readSeedData(FILE, institutionsFile);
  for (const [key, institutions] of Object.entries(data)) {
    const company = refs.company(key, FILE);
    const { tenantId, enterpriseId } = company;
    const courses = learning.get(key)?.courses ?? [];
    for (const i of institutions) {
      const [row] = await tx
        .insert(institution)
        .values({ tenantId, enterpriseId, name: i.name, intro: i.intro })
        .returning({ id: institution.id });
      if (!row) throw new Error(`seed: institution ${i.name} not created`);
      const users = i.members.map((who) => refs.user(company, who, FILE));
      await tx
        .update(enterpriseMember)
        .set({ institutionId: row.id, userType: 3 })
        .where(
          and(
            eq(enterpriseMember.tenantId, tenantId),
            eq(enterpriseMember.enterpriseId, enterpriseId),
            inArray(enterpriseMember.userId, users),
          ),
        );
      const ids = i.courses.map(
        (name) => named(courses, (c) => c.name, name, `course of ${company.name}`, FILE).id,
      );
      if (ids.length > 0) {
        await tx
          .update(course)
          .set({ institutionId: row.id })
          .where(and(eq(course.tenantId, tenantId), inArray(course.id, ids)));
      }
      if (i.drafts.length > 0) {
        await tx.insert(course).values(
          i.drafts.map((d) => ({
            tenantId,
            enterpriseId,
            courseName: d.courseName,
            lecturerName: d.lecturerName,
            institutionId: row.id,
            statusId: 0,
          })),
        );
      }
    }
  }
}
