import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type {
  StudyStatus,
  StudyTask,
  StudyTaskCount,
  StudyTaskItem,
  TaskCollection,
} from '../../../contract/study';
import { ContentStatus, PhaseContentType, TaskListTab } from '../../../contract/study-task.routes';
import type { Db } from '../../db/client';
import { studyTask, studyTaskCollect, studyTaskUser } from '../../db/schema';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { containsPattern } from '../../shared/sql';
import { statusCounts, studyStatusOf, studyStatusRank } from '../../shared/study-status';
import { publishedTaskOfAssignment } from '../../shared/task-assignment';
import { memberContents } from '../../shared/task-contents';
import { fromEpoch, windowOf } from './task-time';

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

type MyTasks = ReturnType<typeof myTasks>;

/** The tab a task of `myTasks` falls in, as SQL (`TaskListTab`): learned first, then ended, then by status. */
function tabOf(tasks: MyTasks, now: Date): SQL<number> {
  const n = (tab: TaskListTab) => sql.raw(String(tab));
  return sql<number>`(case when ${tasks.studyStatus} = 3 then ${n(TaskListTab.learned)}
    when ${tasks.endTime} < cast(${now.toISOString()} as timestamptz) then ${n(TaskListTab.ended)}
    when ${tasks.studyStatus} = 2 then ${n(TaskListTab.learning)}
    else ${n(TaskListTab.notStarted)} end)`;
}

const byKeyword = (tasks: MyTasks, keyword: string | undefined) =>
  keyword === undefined ? undefined : sql`${tasks.taskName} ilike ${containsPattern(keyword)}`;

export async function studyTaskPage(
  db: Db,
  scope: MemberScope,
  q: {
    pageCurrent: number;
    pageSize: number;
    studyStatusList?: StudyStatus[] | undefined;
    tab?: TaskListTab | undefined;
    keyword?: string | undefined;
    collected?: 1 | undefined;
  },
  now: Date,
): Promise<Page<StudyTaskItem>> {
  const tasks = myTasks(db, scope);
  const filter = and(
    q.studyStatusList ? inArray(tasks.studyStatus, q.studyStatusList) : undefined,
    q.tab === undefined ? undefined : sql`${tabOf(tasks, now)} = ${sql.raw(String(q.tab))}`,
    byKeyword(tasks, q.keyword),
    q.collected === 1 ? sql`${tasks.collected} = 1` : undefined,
  );
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
    rows.map((r) => ({
      ...toStudyTask(r),
      window: windowOf(r, now),
      collected: Number(r.collected) === 1 ? (1 as const) : (0 as const),
    })),
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

export async function studyTaskCount(
  db: Db,
  scope: MemberScope,
  q: { keyword?: string | undefined },
  now: Date,
): Promise<StudyTaskCount> {
  const tasks = myTasks(db, scope);
  const tab = tabOf(tasks, now);
  const inTab = (t: TaskListTab) =>
    sql<number>`cast(count(*) filter (where ${tab} = ${sql.raw(String(t))}) as int)`;
  const [row] = await db
    .select({
      ...statusCounts(sql`${tasks.studyStatus}`),
      notStartedTab: inTab(TaskListTab.notStarted),
      learningTab: inTab(TaskListTab.learning),
      learnedTab: inTab(TaskListTab.learned),
      endedTab: inTab(TaskListTab.ended),
      collectedCount: sql<number>`cast(count(*) filter (where ${tasks.collected} = 1) as int)`,
    })
    .from(tasks)
    .where(byKeyword(tasks, q.keyword));
  return {
    totalCount: Number(row?.totalCount ?? 0),
    notStartedCount: Number(row?.notStartedCount ?? 0),
    learningCount: Number(row?.learningCount ?? 0),
    learnedCount: Number(row?.learnedCount ?? 0),
    tabs: {
      notStarted: Number(row?.notStartedTab ?? 0),
      learning: Number(row?.learningTab ?? 0),
      learned: Number(row?.learnedTab ?? 0),
      ended: Number(row?.endedTab ?? 0),
    },
    collectedCount: Number(row?.collectedCount ?? 0),
  };
}

/**
 * The id of a published task assigned to the member, or the task's "not found": an unknown id, a draft, another
 * company's or tenant's task and one not assigned to the member answer alike. Lighter than the task's figures,
 * for calls that only need to know the member may see it.
 */
export async function findAssignedTask(db: Db, scope: MemberScope, taskId: string): Promise<{ id: string }> {
  const [assigned] = await db
    .select({ id: studyTask.id })
    .from(studyTaskUser)
    .innerJoin(studyTask, publishedTaskOfAssignment)
    .where(
      and(
        eq(studyTaskUser.tenantId, scope.tenantId),
        eq(studyTaskUser.enterpriseId, scope.enterpriseId),
        eq(studyTaskUser.userId, scope.userId),
        eq(studyTaskUser.taskId, taskId),
      ),
    )
    .limit(1);
  if (!assigned) throw new BizError('study.taskNotFound');
  return assigned;
}

/**
 * Collects a published task assigned to the member, or takes it out of the collection. Either is idempotent: a
 * second click (or a retry) leaves the same state. A task the member cannot see reads like an unknown one.
 */
export async function setTaskCollection(
  db: Db,
  scope: MemberScope,
  q: TaskCollection,
): Promise<TaskCollection> {
  await findAssignedTask(db, scope, q.taskId);
  const row = {
    tenantId: scope.tenantId,
    enterpriseId: scope.enterpriseId,
    taskId: q.taskId,
    userId: scope.userId,
  };
  if (q.collected === 1) {
    await db.insert(studyTaskCollect).values(row).onConflictDoNothing();
  } else {
    await db
      .delete(studyTaskCollect)
      .where(
        and(
          eq(studyTaskCollect.tenantId, scope.tenantId),
          eq(studyTaskCollect.enterpriseId, scope.enterpriseId),
          eq(studyTaskCollect.userId, scope.userId),
          eq(studyTaskCollect.taskId, q.taskId),
        ),
      );
  }
  return { taskId: q.taskId, collected: q.collected };
}
