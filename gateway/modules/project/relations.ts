import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Page } from '../../../contract/envelope';
import { ProjectApplyStatus, RelationKind, type RelationRow } from '../../../contract/study-project';
import type { Db } from '../../db/client';
import { studyProject, studyProjectUser } from '../../db/schema-project';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { myTasks } from '../../shared/my-tasks';
import { offsetOf, pageResult } from '../../shared/paging';
import { num } from '../../shared/sql';
import { windowOf } from '../../shared/task-time';
import { atClock, ofCompany, progressOf, projectStats } from './items';
import { callerRow } from './projects';

/*
 * The caller's study tasks and projects in one list (decision 0059): the tasks "my tasks" lists, with the
 * progress it shows, and the published projects the caller is in. Newest window first. Ids travel as text out of
 * the union, since the drivers read a bare bigint differently.
 */

/** The caller's tasks as relation rows. */
function taskRelations(db: Db, scope: MemberScope) {
  const tasks = myTasks(db, scope);
  return db
    .select({
      kind: sql<number>`${sql.raw(String(RelationKind.task))}`.as('kind'),
      id: sql<string>`cast(${tasks.id} as text)`.as('id'),
      name: sql<string>`${tasks.taskName}`.as('name'),
      cover: sql<string>`${tasks.cover}`.as('cover'),
      startTime: sql<Date>`${tasks.startTime}`.as('start_time'),
      endTime: sql<Date>`${tasks.endTime}`.as('end_time'),
      studyProgress: sql<number>`${tasks.studyProgress}`.as('study_progress'),
    })
    .from(tasks);
}

/** The published projects the caller is in (approved), as relation rows. */
function projectRelations(db: Db, scope: MemberScope, now: Date) {
  const stats = projectStats(db, scope, atClock(now));
  return db
    .select({
      kind: sql<number>`${sql.raw(String(RelationKind.project))}`.as('kind'),
      id: sql<string>`cast(${studyProject.id} as text)`.as('id'),
      name: sql<string>`${studyProject.projectName}`.as('name'),
      cover: sql<string>`${studyProject.cover}`.as('cover'),
      startTime: sql<Date>`${studyProject.startTime}`.as('start_time'),
      endTime: sql<Date>`${studyProject.endTime}`.as('end_time'),
      studyProgress: progressOf(stats).as('study_progress'),
    })
    .from(studyProject)
    .innerJoin(studyProjectUser, callerRow(scope))
    .leftJoin(stats, eq(stats.projectId, studyProject.id))
    .where(and(ofCompany(scope), eq(studyProjectUser.applyStatus, ProjectApplyStatus.approved)));
}

/** How many tasks and projects the caller's list holds. */
export async function relationCount(
  db: Db,
  scope: MemberScope,
): Promise<{ tasks: number; projects: number }> {
  const tasks = myTasks(db, scope);
  const [[t], [p]] = await Promise.all([
    db.select({ n: sql<number>`cast(count(*) as int)` }).from(tasks),
    db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(studyProject)
      .innerJoin(studyProjectUser, callerRow(scope))
      .where(and(ofCompany(scope), eq(studyProjectUser.applyStatus, ProjectApplyStatus.approved))),
  ]);
  return { tasks: num(t?.n), projects: num(p?.n) };
}

export async function relationPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; kind?: RelationKind | undefined },
  now: Date,
): Promise<Page<RelationRow>> {
  const counts = await relationCount(db, scope);
  const total =
    q.kind === RelationKind.task
      ? counts.tasks
      : q.kind === RelationKind.project
        ? counts.projects
        : counts.tasks + counts.projects;
  const source =
    q.kind === RelationKind.task
      ? taskRelations(db, scope)
      : q.kind === RelationKind.project
        ? projectRelations(db, scope, now)
        : unionAll(taskRelations(db, scope), projectRelations(db, scope, now));
  const rel = source.as('relations');
  const rows = await db
    .select()
    .from(rel)
    .orderBy(desc(rel.startTime), asc(rel.kind), desc(sql`cast(${rel.id} as bigint)`))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r): RelationRow => {
      const startTime = new Date(r.startTime);
      const endTime = new Date(r.endTime);
      return {
        kind: num(r.kind) === RelationKind.project ? RelationKind.project : RelationKind.task,
        id: r.id,
        name: r.name,
        cover: r.cover,
        startTime: formatDateTime(startTime),
        endTime: formatDateTime(endTime),
        window: windowOf({ startTime, endTime }, now),
        studyProgress: Math.max(0, Math.min(100, num(r.studyProgress))),
      };
    }),
    q,
    total,
  );
}
