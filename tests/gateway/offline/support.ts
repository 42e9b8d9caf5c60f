import { and, asc, eq } from 'drizzle-orm';
import { lecturer } from '../../../gateway/db/schema-course';
import { offlineCourse, offlineSession } from '../../../gateway/db/schema-offline';
import type { TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { callers, userId, type Callers } from '../notice/support';

/** The demo's offline courses (offline.json). */
export const SAFETY = '班组安全管理面授课';
export const SECURITY = '信息安全实战工作坊';
export const PHASED_TASK = '2026 新任班组长培养计划';

export interface OfflineSession {
  id: string;
  name: string;
  start: Date;
  end: Date;
}

export interface OfflineDemo {
  c: Callers;
  /** Course ids by name, and each course's sessions in time order. */
  courses: Record<string, string>;
  sessions: Record<string, OfflineSession[]>;
  /** A token of a member of 星河科技 by phone. */
  member: (phone: string) => Promise<string>;
  userOf: (phone: string) => Promise<string>;
}

export async function offlineDemo(t: TestApp): Promise<OfflineDemo> {
  const c = await callers(t);
  const tenantId = c.refs.tenant1;
  const rows = await t.db
    .select({ id: offlineCourse.id, name: offlineCourse.courseName })
    .from(offlineCourse)
    .where(eq(offlineCourse.tenantId, tenantId));
  const courses = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  const sessions: Record<string, OfflineSession[]> = {};
  for (const r of rows) {
    sessions[r.name] = (
      await t.db
        .select({
          id: offlineSession.id,
          name: offlineSession.sessionName,
          start: offlineSession.startTime,
          end: offlineSession.endTime,
        })
        .from(offlineSession)
        .where(and(eq(offlineSession.tenantId, tenantId), eq(offlineSession.courseId, r.id)))
        .orderBy(asc(offlineSession.startTime))
    ).map((s) => ({ ...s, start: new Date(s.start), end: new Date(s.end) }));
  }
  const userOf = (phone: string) => userId(t.db, tenantId, phone);
  const member = async (phone: string) =>
    tokenFor(t, {
      tenantId,
      userId: await userOf(phone),
      enterpriseId: c.refs.xinghe.id,
      websiteId: c.refs.localhost.id,
    });
  return { c, courses, sessions, member, userOf };
}

/** Makes 吴昊 (13800000103) the member behind the lecturer row of his name: he then teaches one session. */
export async function makeWuHaoALecturer(t: TestApp, demo: OfflineDemo): Promise<string> {
  await t.db
    .update(lecturer)
    .set({ userId: await demo.userOf('13800000103') })
    .where(
      and(
        eq(lecturer.tenantId, demo.c.refs.tenant1),
        eq(lecturer.enterpriseId, demo.c.refs.xinghe.id),
        eq(lecturer.lecturerName, '吴昊'),
      ),
    );
  return demo.member('13800000103');
}

/** The session of a course by its place in time order. */
export function sessionOf(demo: OfflineDemo, course: string, index: number): OfflineSession {
  const found = demo.sessions[course]?.[index];
  if (!found) throw new Error(`no session ${index} of ${course}`);
  return found;
}

export function courseOf(demo: OfflineDemo, name: string): string {
  const id = demo.courses[name];
  if (!id) throw new Error(`no offline course ${name}`);
  return id;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
