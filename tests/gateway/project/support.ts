import { and, eq } from 'drizzle-orm';
import { studyProject } from '../../../gateway/db/schema-project';
import type { TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { callers, userId, type Callers } from '../notice/support';

/** The demo's study projects (project.json). */
export const CADRE = '2026 储备干部培养项目';
export const SAFETY_MONTH = '安全生产月专项学习项目';

export interface ProjectDemo {
  c: Callers;
  /** Project ids by name. */
  projects: Record<string, string>;
  /** A token of a member of 星河科技 by phone. */
  member: (phone: string) => Promise<string>;
  userOf: (phone: string) => Promise<string>;
}

export async function projectDemo(t: TestApp): Promise<ProjectDemo> {
  const c = await callers(t);
  const tenantId = c.refs.tenant1;
  const rows = await t.db
    .select({ id: studyProject.id, name: studyProject.projectName })
    .from(studyProject)
    .where(and(eq(studyProject.tenantId, tenantId), eq(studyProject.enterpriseId, c.refs.xinghe.id)));
  const userOf = (phone: string) => userId(t.db, tenantId, phone);
  const member = async (phone: string) =>
    tokenFor(t, {
      tenantId,
      userId: await userOf(phone),
      enterpriseId: c.refs.xinghe.id,
      websiteId: c.refs.localhost.id,
    });
  return { c, projects: Object.fromEntries(rows.map((r) => [r.name, r.id])), member, userOf };
}

export function projectOf(demo: ProjectDemo, name: string): string {
  const id = demo.projects[name];
  if (!id) throw new Error(`no study project ${name}`);
  return id;
}

export const DAY_MS = 86_400_000;
