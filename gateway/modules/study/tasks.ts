import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { StudyStatus, StudyTask, StudyTaskCount, StudyTaskItem } from '../../../contract/study';
import type { Db } from '../../db/client';
import { course, courseUserProgress, studyTask, studyTaskCourse, studyTaskUser } from '../../db/schema';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { statusCounts, studyStatusOf, studyStatusRank } from '../../shared/study-status';
import { fromEpoch, windowOf } from './task-time';

/** Joins a task's course to the company's course, when it is enabled. */
export function taskCourseIsEnabled(scope: MemberScope) {
  return and(
    eq(course.tenantId, studyTaskCourse.tenantId),
    eq(course.id, studyTaskCourse.courseId),
    eq(course.enterpriseId, scope.enterpriseId),
    eq(course.statusId, 1),
  );
}

/** Joins a task's course to the member's progress of it (none before the member starts). */
export function memberProgressOfTaskCourse(scope: MemberScope) {
  return and(
    eq(courseUserProgress.tenantId, studyTaskCourse.tenantId),
    eq(courseUserProgress.enterpriseId, scope.enterpriseId),
    eq(courseUserProgress.courseId, studyTaskCourse.courseId),
    eq(courseUserProgress.userId, scope.userId),
  );
}

/**
 * Per task assigned to the member: its enabled courses, how many of them the member has learned or started,
 * the mean progress and the latest study. Courses without a progress row count as 0 %.
 */
function taskStats(db: Db, scope: MemberScope) {
  const progress = courseUserProgress.studyProgress;
  return db
    .select({
      taskId: studyTaskCourse.taskId,
      courseCount: sql<number>`cast(count(*) as int)`.as('course_count'),
      learnedCount: sql<number>`cast(count(*) filter (where ${progress} >= 100) as int)`.as('learned_count'),
      startedCount: sql<number>`cast(count(*) filter (where ${progress} > 0
        or ${courseUserProgress.lastStudyTime} is not null) as int)`.as('started_count'),
      progress: sql<number>`cast(floor(avg(coalesce(${progress}, 0))) as int)`.as('progress'),
      lastStudy: sql<number | null>`cast(extract(epoch from max(${courseUserProgress.lastStudyTime}))
        as double precision)`.as('last_study'),
    })
    .from(studyTaskCourse)
    .innerJoin(
      studyTaskUser,
      and(
        eq(studyTaskUser.tenantId, studyTaskCourse.tenantId),
        eq(studyTaskUser.taskId, studyTaskCourse.taskId),
      ),
    )
    .innerJoin(course, taskCourseIsEnabled(scope))
    .leftJoin(courseUserProgress, memberProgressOfTaskCourse(scope))
    .where(
      and(
        eq(studyTaskCourse.tenantId, scope.tenantId),
        eq(studyTaskUser.enterpriseId, scope.enterpriseId),
        eq(studyTaskUser.userId, scope.userId),
      ),
    )
    .groupBy(studyTaskCourse.taskId)
    .as('task_stats');
}

/** The member's published tasks with their derived figures, as one derived table. */
export function myTasks(db: Db, scope: MemberScope) {
  const stats = taskStats(db, scope);
  const status = studyStatusOf(
    sql`(${stats.courseCount} > 0 and ${stats.learnedCount} = ${stats.courseCount})`,
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
      courseCount: sql<number>`coalesce(${stats.courseCount}, 0)`.as('course_count'),
      learnedCourseCount: sql<number>`coalesce(${stats.learnedCount}, 0)`.as('learned_course_count'),
      studyProgress: sql<number>`coalesce(${stats.progress}, 0)`.as('study_progress'),
      lastStudy: sql<number | null>`${stats.lastStudy}`.as('last_study'),
      studyStatus: status.as('study_status'),
    })
    .from(studyTaskUser)
    .innerJoin(
      studyTask,
      and(
        eq(studyTask.tenantId, studyTaskUser.tenantId),
        eq(studyTask.id, studyTaskUser.taskId),
        eq(studyTask.enterpriseId, studyTaskUser.enterpriseId),
        eq(studyTask.statusId, 1),
      ),
    )
    .leftJoin(stats, eq(stats.taskId, studyTask.id))
    .where(
      and(
        eq(studyTaskUser.tenantId, scope.tenantId),
        eq(studyTaskUser.enterpriseId, scope.enterpriseId),
        eq(studyTaskUser.userId, scope.userId),
      ),
    )
    .as('my_tasks');
}

export async function studyTaskPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; studyStatusList?: StudyStatus[] | undefined },
  now: Date,
): Promise<Page<StudyTaskItem>> {
  const tasks = myTasks(db, scope);
  const filter = q.studyStatusList ? inArray(tasks.studyStatus, q.studyStatusList) : undefined;
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(tasks)
    .where(filter);
  const rows = await db
    .select()
    .from(tasks)
    .where(filter)
    .orderBy(
      studyStatusRank(sql`${tasks.studyStatus}`),
      sql`${tasks.lastStudy} desc nulls last`,
      asc(tasks.endTime),
      desc(tasks.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({ ...toStudyTask(r), window: windowOf(r, now) })),
    q,
    Number(total?.n ?? 0),
  );
}

/** A row of `myTasks` as the contract answers it. */
export function toStudyTask(r: {
  id: string;
  taskName: string;
  cover: string;
  startTime: Date;
  endTime: Date;
  requiredFlag: number;
  courseCount: number;
  learnedCourseCount: number;
  studyProgress: number;
  lastStudy: number | null;
  studyStatus: StudyStatus;
}): StudyTask {
  const last = fromEpoch(r.lastStudy);
  return {
    id: r.id,
    taskName: r.taskName,
    cover: r.cover,
    startTime: formatDateTime(r.startTime),
    endTime: formatDateTime(r.endTime),
    studyProgress: Number(r.studyProgress),
    studyStatus: Number(r.studyStatus) as StudyStatus,
    courseCount: Number(r.courseCount),
    learnedCourseCount: Number(r.learnedCourseCount),
    requiredFlag: r.requiredFlag === 1 ? 1 : 0,
    lastStudyTime: last ? formatDateTime(last) : null,
  };
}

export async function studyTaskCount(db: Db, scope: MemberScope): Promise<StudyTaskCount> {
  const tasks = myTasks(db, scope);
  const [row] = await db.select(statusCounts(sql`${tasks.studyStatus}`)).from(tasks);
  return {
    totalCount: Number(row?.totalCount ?? 0),
    notStartedCount: Number(row?.notStartedCount ?? 0),
    learningCount: Number(row?.learningCount ?? 0),
    learnedCount: Number(row?.learnedCount ?? 0),
  };
}
