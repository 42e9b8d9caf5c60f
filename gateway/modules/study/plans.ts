import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import {
  PlanScope,
  PlanStatus,
  type PlanCount,
  type PlanItem,
  type PlanRow,
  type PlanView,
  type planPageRequest,
  type planSave,
} from '../../../contract/study-plan';
import { PhaseContentType } from '../../../contract/study-task.routes';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  course,
  courseUserProgress,
  enterpriseMember,
  memberPoints,
  studyTask,
  studyTaskCollect,
  studyTaskUser,
} from '../../db/schema';
import { studyTaskComment, studyTaskContent, studyTaskPhase } from '../../db/schema-task';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { memberReader } from '../../shared/member-scope';
import { visibleCourse } from '../course/scope';

/*
 * Learning plans (decision 0056): study tasks a member builds, owned by them (`owner_user_id`). A plan has one
 * phase of course contents whose days are the contents' start and end. Publishing assigns it like a company task,
 * so the task page, the player, progress and "my tasks" need nothing of their own; archiving takes it out of
 * "my tasks" (which shows published tasks only) and keeps every figure.
 */

/** Plans one member may keep at once: enough for years of plans, not a way to fill the database. */
const PLANS_PER_MEMBER_MAX = 200;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];
/** The first and last second of a day in the gateway's zone, as every time of the contract. */
const dayStart = (day: string) => {
  const [y, m, d] = dayParts(day);
  return new Date(y, m - 1, d, 0, 0, 0);
};
const dayEnd = (day: string) => {
  const [y, m, d] = dayParts(day);
  return new Date(y, m - 1, d, 23, 59, 59);
};
const dayOf = (date: Date | null) => (date === null ? '' : formatDateTime(date).slice(0, 10));

const statusOf = (n: number): PlanStatus =>
  n === PlanStatus.published
    ? PlanStatus.published
    : n === PlanStatus.archived
      ? PlanStatus.archived
      : PlanStatus.draft;
const scopeOf = (n: number): PlanScope =>
  n === PlanScope.department ? PlanScope.department : PlanScope.self;

const ownedBy = (scope: MemberScope) =>
  and(
    eq(studyTask.tenantId, scope.tenantId),
    eq(studyTask.enterpriseId, scope.enterpriseId),
    eq(studyTask.ownerUserId, scope.userId),
    sql`${studyTask.planScope} > 0`,
  );

interface OwnPlan {
  id: string;
  statusId: PlanStatus;
  planScope: PlanScope;
  endTime: Date;
}

/** One of the caller's plans (locked for the change when `lock`), or the plan's "not found". */
async function ownPlan(db: Reader, scope: MemberScope, taskId: string, lock = false): Promise<OwnPlan> {
  const query = db
    .select({
      id: studyTask.id,
      statusId: studyTask.statusId,
      planScope: studyTask.planScope,
      endTime: studyTask.endTime,
    })
    .from(studyTask)
    .where(and(ownedBy(scope), eq(studyTask.id, taskId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new BizError('plan.notFound');
  return { ...row, statusId: statusOf(row.statusId), planScope: scopeOf(row.planScope) };
}

/** The caller's department, when the caller manages it; members counted are those approved in the company. */
async function managedDepartment(
  db: Reader,
  scope: MemberScope,
): Promise<{ name: string; memberCount: number } | null> {
  const [me] = await db
    .select({ department: memberPoints.department, manager: enterpriseMember.departmentManager })
    .from(enterpriseMember)
    .innerJoin(
      memberPoints,
      and(
        eq(memberPoints.tenantId, enterpriseMember.tenantId),
        eq(memberPoints.enterpriseId, enterpriseMember.enterpriseId),
        eq(memberPoints.userId, enterpriseMember.userId),
      ),
    )
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        eq(enterpriseMember.userId, scope.userId),
      ),
    )
    .limit(1);
  if (!me || me.manager !== 1 || me.department.trim() === '') return null;
  const members = await departmentMembers(db, scope, me.department);
  return { name: me.department, memberCount: members.length };
}

/** The approved members of a department of the caller's company. */
async function departmentMembers(db: Reader, scope: MemberScope, department: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberPoints.userId })
    .from(memberPoints)
    .innerJoin(
      enterpriseMember,
      and(
        eq(enterpriseMember.tenantId, memberPoints.tenantId),
        eq(enterpriseMember.enterpriseId, memberPoints.enterpriseId),
        eq(enterpriseMember.userId, memberPoints.userId),
        eq(enterpriseMember.registerStatus, 2),
      ),
    )
    .where(
      and(
        eq(memberPoints.tenantId, scope.tenantId),
        eq(memberPoints.enterpriseId, scope.enterpriseId),
        eq(memberPoints.department, department),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Every course of the plan must be one the caller can see now. */
async function requireVisibleCourses(db: Reader, scope: MemberScope, courseIds: string[]): Promise<void> {
  if (courseIds.length === 0) return;
  const rows = await db
    .select({ id: course.id })
    .from(course)
    .where(and(visibleCourse(memberReader(scope)), inArray(course.id, courseIds)));
  if (rows.length !== new Set(courseIds).size) throw new BizError('plan.courseUnavailable');
}

type SaveInput = z.output<typeof planSave>;

/** Creates a draft, or replaces what a draft holds; published and archived plans are not edited. */
export async function savePlan(
  db: Db,
  scope: MemberScope,
  body: SaveInput,
  now: Date,
): Promise<{ taskId: string }> {
  return db.transaction(async (tx) => {
    if (body.scope === PlanScope.department && (await managedDepartment(tx, scope)) === null) {
      throw new BizError('plan.notManager');
    }
    await requireVisibleCourses(
      tx,
      scope,
      body.items.map((i) => i.courseId),
    );
    const fields = {
      taskName: body.taskName,
      goal: body.goal,
      startTime: dayStart(body.startDate),
      endTime: dayEnd(body.endDate),
      planScope: body.scope,
      // A department's plan is what its manager asks of it; one's own plan is one's choice.
      requiredFlag: body.scope === PlanScope.department ? 1 : 0,
      gmtModified: now,
    };
    let taskId: string;
    let phaseId: string;
    if (body.taskId !== undefined) {
      const plan = await ownPlan(tx, scope, body.taskId, true);
      if (plan.statusId !== PlanStatus.draft) throw new BizError('plan.notDraft');
      taskId = plan.id;
      await tx
        .update(studyTask)
        .set(fields)
        .where(and(ownedBy(scope), eq(studyTask.id, taskId)));
      await tx
        .delete(studyTaskContent)
        .where(and(eq(studyTaskContent.tenantId, scope.tenantId), eq(studyTaskContent.taskId, taskId)));
      await tx
        .update(studyTaskPhase)
        .set({ phaseName: body.taskName })
        .where(and(eq(studyTaskPhase.tenantId, scope.tenantId), eq(studyTaskPhase.taskId, taskId)));
      const [phase] = await tx
        .select({ id: studyTaskPhase.id })
        .from(studyTaskPhase)
        .where(and(eq(studyTaskPhase.tenantId, scope.tenantId), eq(studyTaskPhase.taskId, taskId)))
        .limit(1);
      if (!phase) throw new BizError('plan.notFound');
      phaseId = phase.id;
    } else {
      const [held] = await tx
        .select({ n: sql<number>`cast(count(*) as int)` })
        .from(studyTask)
        .where(ownedBy(scope));
      if ((held?.n ?? 0) >= PLANS_PER_MEMBER_MAX) throw new BizError('plan.tooMany');
      const [task] = await tx
        .insert(studyTask)
        .values({
          ...fields,
          tenantId: scope.tenantId,
          enterpriseId: scope.enterpriseId,
          ownerUserId: scope.userId,
          statusId: PlanStatus.draft,
          gmtCreate: now,
        })
        .returning({ id: studyTask.id });
      if (!task) throw new Error('plan insert returned nothing');
      taskId = task.id;
      const [phase] = await tx
        .insert(studyTaskPhase)
        .values({ tenantId: scope.tenantId, taskId, phaseName: body.taskName, sort: 1 })
        .returning({ id: studyTaskPhase.id });
      if (!phase) throw new Error('plan phase insert returned nothing');
      phaseId = phase.id;
    }
    if (body.items.length > 0) {
      await tx.insert(studyTaskContent).values(
        body.items.map((item, i) => ({
          tenantId: scope.tenantId,
          taskId,
          phaseId,
          contentType: PhaseContentType.course,
          refId: item.courseId,
          startTime: dayStart(item.startDate),
          endTime: dayEnd(item.endDate),
          sort: i + 1,
        })),
      );
    }
    return { taskId };
  });
}

/** The plan's courses that are still visible: a disabled course no longer counts toward anything. */
async function availableCourseIds(db: Reader, scope: MemberScope, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ id: course.id })
    .from(studyTaskContent)
    .innerJoin(course, and(visibleCourse(memberReader(scope)), eq(course.id, studyTaskContent.refId)))
    .where(and(eq(studyTaskContent.tenantId, scope.tenantId), eq(studyTaskContent.taskId, taskId)));
  return rows.map((r) => r.id);
}

/** Publishes a draft (assigning it) or archives a published plan; asking for where it already is changes nothing. */
export async function setPlanStatus(
  db: Db,
  scope: MemberScope,
  body: { taskId: string; statusId: 1 | 2 },
  now: Date,
): Promise<{ taskId: string; statusId: PlanStatus }> {
  return db.transaction(async (tx) => {
    const plan = await ownPlan(tx, scope, body.taskId, true);
    if (plan.statusId === body.statusId) return { taskId: plan.id, statusId: plan.statusId };
    if (body.statusId === PlanStatus.published) {
      if (plan.statusId !== PlanStatus.draft) throw new BizError('plan.notDraft');
      if ((await availableCourseIds(tx, scope, plan.id)).length === 0) throw new BizError('plan.empty');
      if (plan.endTime.getTime() < now.getTime()) throw new BizError('plan.ended');
      let learners = [scope.userId];
      let department = '';
      if (plan.planScope === PlanScope.department) {
        const managed = await managedDepartment(tx, scope);
        if (managed === null) throw new BizError('plan.notManager');
        department = managed.name;
        learners = [...new Set([scope.userId, ...(await departmentMembers(tx, scope, managed.name))])];
      }
      await tx
        .insert(studyTaskUser)
        .values(
          learners.map((userId) => ({
            tenantId: scope.tenantId,
            enterpriseId: scope.enterpriseId,
            taskId: plan.id,
            userId,
          })),
        )
        .onConflictDoNothing();
      await tx
        .update(studyTask)
        .set({
          statusId: PlanStatus.published,
          publishTime: now,
          planDepartment: department,
          gmtModified: now,
        })
        .where(and(ownedBy(scope), eq(studyTask.id, plan.id)));
      return { taskId: plan.id, statusId: PlanStatus.published };
    }
    if (plan.statusId !== PlanStatus.published) throw new BizError('plan.notPublished');
    await tx
      .update(studyTask)
      .set({ statusId: PlanStatus.archived, gmtModified: now })
      .where(and(ownedBy(scope), eq(studyTask.id, plan.id)));
    return { taskId: plan.id, statusId: PlanStatus.archived };
  });
}

/** Takes courses out of a draft or a published plan; a published plan keeps at least one. */
export async function unbindPlanCourses(
  db: Db,
  scope: MemberScope,
  body: { taskId: string; contentIds: string[] },
  now: Date,
): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const plan = await ownPlan(tx, scope, body.taskId, true);
    if (plan.statusId === PlanStatus.archived) throw new BizError('plan.archived');
    const ofPlan = and(eq(studyTaskContent.tenantId, scope.tenantId), eq(studyTaskContent.taskId, plan.id));
    if (plan.statusId === PlanStatus.published) {
      const [left] = await tx
        .select({ n: sql<number>`cast(count(*) as int)` })
        .from(studyTaskContent)
        .where(and(ofPlan, sql`${studyTaskContent.id} not in ${body.contentIds}`));
      if ((left?.n ?? 0) === 0) throw new BizError('plan.lastCourse');
    }
    const removed = await tx
      .delete(studyTaskContent)
      .where(and(ofPlan, inArray(studyTaskContent.id, body.contentIds)))
      .returning({ id: studyTaskContent.id });
    if (removed.length > 0) {
      await tx
        .update(studyTask)
        .set({ gmtModified: now })
        .where(and(ownedBy(scope), eq(studyTask.id, plan.id)));
    }
    return { removed: removed.length };
  });
}

/** Deletes a draft or an archived plan with everything that hangs on it; a published one is archived first. */
export async function deletePlan(db: Db, scope: MemberScope, taskId: string): Promise<{ taskId: string }> {
  return db.transaction(async (tx) => {
    const plan = await ownPlan(tx, scope, taskId, true);
    if (plan.statusId === PlanStatus.published) throw new BizError('plan.deletePublished');
    const t = scope.tenantId;
    await tx
      .delete(studyTaskContent)
      .where(and(eq(studyTaskContent.tenantId, t), eq(studyTaskContent.taskId, plan.id)));
    await tx
      .delete(studyTaskPhase)
      .where(and(eq(studyTaskPhase.tenantId, t), eq(studyTaskPhase.taskId, plan.id)));
    await tx
      .delete(studyTaskUser)
      .where(and(eq(studyTaskUser.tenantId, t), eq(studyTaskUser.taskId, plan.id)));
    await tx
      .delete(studyTaskComment)
      .where(and(eq(studyTaskComment.tenantId, t), eq(studyTaskComment.taskId, plan.id)));
    await tx
      .delete(studyTaskCollect)
      .where(and(eq(studyTaskCollect.tenantId, t), eq(studyTaskCollect.taskId, plan.id)));
    await tx.delete(studyTask).where(and(ownedBy(scope), eq(studyTask.id, plan.id)));
    return { taskId: plan.id };
  });
}

interface ItemFigures {
  contentId: string;
  taskId: string;
  courseId: string;
  courseName: string | null;
  cover: string | null;
  startTime: Date | null;
  endTime: Date | null;
  available: boolean;
  progress: number;
  learnerLearned: number;
}

/** The courses of some of the caller's plans, in order, with the caller's progress and who of the plan learned each. */
async function itemsOf(db: Reader, scope: MemberScope, taskIds: string[]): Promise<ItemFigures[]> {
  if (taskIds.length === 0) return [];
  const learned = db
    .select({
      taskId: studyTaskUser.taskId,
      courseId: courseUserProgress.courseId,
      n: sql<number>`cast(count(*) as int)`.as('n'),
    })
    .from(studyTaskUser)
    .innerJoin(
      courseUserProgress,
      and(
        eq(courseUserProgress.tenantId, studyTaskUser.tenantId),
        eq(courseUserProgress.enterpriseId, studyTaskUser.enterpriseId),
        eq(courseUserProgress.userId, studyTaskUser.userId),
        sql`${courseUserProgress.studyProgress} >= 100`,
      ),
    )
    .where(and(eq(studyTaskUser.tenantId, scope.tenantId), inArray(studyTaskUser.taskId, taskIds)))
    .groupBy(studyTaskUser.taskId, courseUserProgress.courseId)
    .as('learned');
  const rows = await db
    .select({
      contentId: studyTaskContent.id,
      taskId: studyTaskContent.taskId,
      courseId: studyTaskContent.refId,
      courseName: course.courseName,
      cover: course.cover,
      startTime: studyTaskContent.startTime,
      endTime: studyTaskContent.endTime,
      visible: sql<number>`(case when ${course.id} is null then 0 else 1 end)`,
      progress: sql<number>`coalesce(${courseUserProgress.studyProgress}, 0)`,
      learnerLearned: sql<number>`coalesce(${learned.n}, 0)`,
    })
    .from(studyTaskContent)
    .leftJoin(course, and(visibleCourse(memberReader(scope)), eq(course.id, studyTaskContent.refId)))
    .leftJoin(
      courseUserProgress,
      and(
        eq(courseUserProgress.tenantId, studyTaskContent.tenantId),
        eq(courseUserProgress.enterpriseId, scope.enterpriseId),
        eq(courseUserProgress.courseId, studyTaskContent.refId),
        eq(courseUserProgress.userId, scope.userId),
      ),
    )
    .leftJoin(
      learned,
      and(eq(learned.taskId, studyTaskContent.taskId), eq(learned.courseId, studyTaskContent.refId)),
    )
    .where(and(eq(studyTaskContent.tenantId, scope.tenantId), inArray(studyTaskContent.taskId, taskIds)))
    .orderBy(studyTaskContent.sort, studyTaskContent.id);
  return rows.map((r) => ({
    contentId: r.contentId,
    taskId: r.taskId,
    courseId: r.courseId ?? '',
    courseName: r.courseName,
    cover: r.cover,
    startTime: r.startTime,
    endTime: r.endTime,
    available: Number(r.visible) === 1,
    progress: Number(r.progress),
    learnerLearned: Number(r.learnerLearned),
  }));
}

const meanProgress = (items: ItemFigures[]) => {
  const counted = items.filter((i) => i.available);
  if (counted.length === 0) return 0;
  return Math.floor(counted.reduce((sum, i) => sum + Math.min(100, i.progress), 0) / counted.length);
};

/** Members assigned to each of some plans. */
async function learnerCounts(
  db: Reader,
  scope: MemberScope,
  taskIds: string[],
): Promise<Map<string, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ taskId: studyTaskUser.taskId, n: sql<number>`cast(count(*) as int)` })
    .from(studyTaskUser)
    .where(and(eq(studyTaskUser.tenantId, scope.tenantId), inArray(studyTaskUser.taskId, taskIds)))
    .groupBy(studyTaskUser.taskId);
  return new Map(rows.map((r) => [r.taskId, Number(r.n)]));
}

export async function planPage(
  db: Db,
  scope: MemberScope,
  body: z.output<typeof planPageRequest>,
): Promise<Page<PlanRow>> {
  const where = and(
    ownedBy(scope),
    body.statusId === undefined ? undefined : eq(studyTask.statusId, body.statusId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: studyTask.id,
        taskName: studyTask.taskName,
        statusId: studyTask.statusId,
        planScope: studyTask.planScope,
        startTime: studyTask.startTime,
        endTime: studyTask.endTime,
        gmtModified: studyTask.gmtModified,
      })
      .from(studyTask)
      .where(where)
      .orderBy(desc(studyTask.gmtModified), desc(studyTask.id))
      .limit(body.pageSize)
      .offset(offsetOf(body)),
    db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(studyTask)
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [items, learners] = await Promise.all([itemsOf(db, scope, ids), learnerCounts(db, scope, ids)]);
  const list = rows.map((r): PlanRow => {
    const mine = items.filter((i) => i.taskId === r.id && i.available);
    return {
      taskId: r.id,
      taskName: r.taskName,
      statusId: statusOf(r.statusId),
      scope: scopeOf(r.planScope),
      startDate: dayOf(r.startTime),
      endDate: dayOf(r.endTime),
      courseCount: mine.length,
      learnedCount: mine.filter((i) => i.progress >= 100).length,
      studyProgress: meanProgress(mine),
      learnerCount: learners.get(r.id) ?? 0,
      gmtModified: formatDateTime(r.gmtModified),
    };
  });
  return pageResult(list, body, Number(total?.n ?? 0));
}

export async function planCount(db: Db, scope: MemberScope): Promise<PlanCount> {
  const rows = await db
    .select({ statusId: studyTask.statusId, n: sql<number>`cast(count(*) as int)` })
    .from(studyTask)
    .where(ownedBy(scope))
    .groupBy(studyTask.statusId);
  const of = (s: PlanStatus) => Number(rows.find((r) => r.statusId === s)?.n ?? 0);
  return {
    draft: of(PlanStatus.draft),
    published: of(PlanStatus.published),
    archived: of(PlanStatus.archived),
    department: await managedDepartment(db, scope),
  };
}

/** Members of the plan who learned every one of its available courses. */
async function finishedCount(
  db: Db,
  scope: MemberScope,
  taskId: string,
  courseIds: string[],
): Promise<number> {
  if (courseIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(studyTaskUser)
    .where(
      and(
        eq(studyTaskUser.tenantId, scope.tenantId),
        eq(studyTaskUser.taskId, taskId),
        sql`(select count(*) from ${courseUserProgress} p where p.tenant_id = ${studyTaskUser.tenantId}
          and p.enterprise_id = ${studyTaskUser.enterpriseId} and p.user_id = ${studyTaskUser.userId}
          and p.study_progress >= 100 and p.course_id in ${courseIds}) = ${courseIds.length}`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function planView(db: Db, scope: MemberScope, taskId: string): Promise<PlanView> {
  const plan = await ownPlan(db, scope, taskId);
  const [row] = await db
    .select({
      taskName: studyTask.taskName,
      goal: studyTask.goal,
      startTime: studyTask.startTime,
      endTime: studyTask.endTime,
      publishTime: studyTask.publishTime,
      planDepartment: studyTask.planDepartment,
    })
    .from(studyTask)
    .where(and(ownedBy(scope), eq(studyTask.id, plan.id)));
  if (!row) throw new BizError('plan.notFound');
  const items = await itemsOf(db, scope, [plan.id]);
  const available = items.filter((i) => i.available);
  const [learners, finished] = await Promise.all([
    learnerCounts(db, scope, [plan.id]),
    finishedCount(
      db,
      scope,
      plan.id,
      available.map((i) => i.courseId),
    ),
  ]);
  return {
    taskId: plan.id,
    taskName: row.taskName,
    goal: row.goal,
    statusId: plan.statusId,
    scope: plan.planScope,
    startDate: dayOf(row.startTime),
    endDate: dayOf(row.endTime),
    publishTime: row.publishTime ? formatDateTime(row.publishTime) : null,
    learnerCount: learners.get(plan.id) ?? 0,
    finishedCount: finished,
    studyProgress: meanProgress(available),
    department: row.planDepartment,
    items: items.map((i): PlanItem => ({
      contentId: i.contentId,
      courseId: i.courseId,
      courseName: i.courseName ?? '',
      cover: i.cover ?? '',
      startDate: dayOf(i.startTime),
      endDate: dayOf(i.endTime),
      available: i.available ? 1 : 0,
      studyProgress: Math.min(100, i.progress),
      learned: i.progress >= 100 ? 1 : 0,
      learnerLearned: i.learnerLearned,
    })),
  };
}
