import { and, eq, sql } from 'drizzle-orm';
import { ContentStatus, PhaseContentType } from '../../contract/study-task.routes';
import type { Db } from '../db/client';
import { studyTask, studyTaskCollect, studyTaskUser } from '../db/schema';
import type { MemberScope } from './member-scope';
import { studyStatusOf } from './study-status';
import { publishedTaskOfAssignment } from './task-assignment';
import { memberContents } from './task-contents';

/*
 * "My tasks": the member's published tasks (drafts and archived plans are never theirs) with the figures derived
 * from their contents. The task list, the task page, post certifications and the caller's relations (tasks and
 * projects in one list) read the same derived table, so a task's progress is the same everywhere.
 */

/**
 * Per task assigned to the member, over its contents (`memberContents`): how many there are and are done, its
 * courses and those learned, whether any is under way, the mean progress and the latest study.
 */
function taskStats(db: Db, scope: MemberScope) {
  const rows = memberContents(db, scope, sql`now()`).as('member_contents');
  const isCourse = sql`${rows.contentType} = ${PhaseContentType.course}`;
  return db
    .select({
      taskId: rows.taskId,
      contentCount: sql<number>`cast(count(*) as int)`.as('content_count'),
      doneCount: sql<number>`cast(count(*) filter (where ${rows.status} = ${ContentStatus.done}) as int)`.as(
        'done_count',
      ),
      startedCount:
        sql<number>`cast(count(*) filter (where ${rows.status} <> ${ContentStatus.notStarted}) as int)`.as(
          'started_count',
        ),
      courseCount: sql<number>`cast(count(*) filter (where ${isCourse}) as int)`.as('course_count'),
      learnedCount:
        sql<number>`cast(count(*) filter (where ${isCourse} and ${rows.progress} >= 100) as int)`.as(
          'learned_count',
        ),
      progress: sql<number>`cast(floor(avg(${rows.progress})) as int)`.as('progress'),
      lastStudy: sql<number | null>`cast(extract(epoch from max(${rows.lastStudy})) as double precision)`.as(
        'last_study',
      ),
    })
    .from(rows)
    .groupBy(rows.taskId)
    .as('task_stats');
}

/** The member's published tasks with their derived figures, as one derived table. */
export function myTasks(db: Db, scope: MemberScope) {
  const stats = taskStats(db, scope);
  const status = studyStatusOf(
    sql`(${stats.contentCount} > 0 and ${stats.doneCount} = ${stats.contentCount})`,
    sql`(coalesce(${stats.startedCount}, 0) > 0)`,
  );
  return db
    .select({
      id: studyTask.id,
      taskName: studyTask.taskName,
      cover: studyTask.cover,
      startTime: studyTask.startTime,
      endTime: studyTask.endTime,
      requiredFlag: studyTask.requiredFlag,
      postName: studyTask.postName,
      courseCount: sql<number>`coalesce(${stats.courseCount}, 0)`.as('course_count'),
      learnedCourseCount: sql<number>`coalesce(${stats.learnedCount}, 0)`.as('learned_course_count'),
      studyProgress: sql<number>`coalesce(${stats.progress}, 0)`.as('study_progress'),
      lastStudy: sql<number | null>`${stats.lastStudy}`.as('last_study'),
      studyStatus: status.as('study_status'),
      applyMode: studyTask.applyMode,
      applyStatus: studyTaskUser.applyStatus,
      applyReason: studyTaskUser.applyReason,
      applyTime: studyTaskUser.applyTime,
      collected: sql<number>`(case when ${studyTaskCollect.taskId} is null then 0 else 1 end)`.as(
        'collected',
      ),
    })
    .from(studyTaskUser)
    .innerJoin(studyTask, publishedTaskOfAssignment)
    .leftJoin(stats, eq(stats.taskId, studyTask.id))
    .leftJoin(
      studyTaskCollect,
      and(
        eq(studyTaskCollect.tenantId, studyTaskUser.tenantId),
        eq(studyTaskCollect.taskId, studyTaskUser.taskId),
        eq(studyTaskCollect.userId, studyTaskUser.userId),
        eq(studyTaskCollect.enterpriseId, studyTaskUser.enterpriseId),
      ),
    )
    .where(
      and(
        eq(studyTaskUser.tenantId, scope.tenantId),
        eq(studyTaskUser.enterpriseId, scope.enterpriseId),
        eq(studyTaskUser.userId, scope.userId),
      ),
    )
    .as('my_tasks');
}
