import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type {
  StudyStatus,
  StudyTask,
  StudyTaskCount,
  StudyTaskItem,
  TaskCollection,
} from '../../../contract/study';
import { TaskListTab } from '../../../contract/study-task.routes';
import type { Db } from '../../db/client';
import { studyTask, studyTaskCollect, studyTaskUser } from '../../db/schema';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { containsPattern } from '../../shared/sql';
import { statusCounts, studyStatusRank } from '../../shared/study-status';
import { publishedTaskOfAssignment } from '../../shared/task-assignment';
import { myTasks } from '../../shared/my-tasks';
import { fromEpoch, windowOf } from '../../shared/task-time';

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
