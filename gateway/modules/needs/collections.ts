import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import {
  NeedsStatus,
  type NeedsChoice,
  type NeedsCustom,
  type NeedsRow,
  type NeedsSubmission,
  type NeedsTopic,
  type NeedsView,
} from '../../../contract/training-needs';
import type { Db } from '../../db/client';
import { course } from '../../db/schema';
import {
  trainingNeeds,
  trainingNeedsAnswer,
  trainingNeedsTopic,
  trainingNeedsUser,
} from '../../db/schema-needs';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { num, qualified } from '../../shared/sql';

/*
 * Training needs as a member reads them (decision 0061): the company's published collections and one of them
 * with its topics and the caller's answer. Another company's or tenant's collection, a draft and an unknown id
 * are the same "not found".
 */

const clock = (now: Date): SQL => sql`cast(${now.toISOString()} as timestamptz)`;

/** Published collections of the caller's company, as SQL over `training_needs`. */
export function ofCompany(scope: Pick<MemberScope, 'tenantId' | 'enterpriseId'>): SQL {
  return and(
    eq(trainingNeeds.tenantId, scope.tenantId),
    eq(trainingNeeds.enterpriseId, scope.enterpriseId),
    eq(trainingNeeds.statusId, 1),
  ) as SQL;
}

/** Open from its start to its end, both included, as study tasks are. */
export function statusOf(window: { startTime: Date; endTime: Date }, now: Date): NeedsStatus {
  if (now.getTime() < window.startTime.getTime()) return NeedsStatus.upcoming;
  if (now.getTime() > window.endTime.getTime()) return NeedsStatus.closed;
  return NeedsStatus.open;
}

const needsRef = qualified(trainingNeeds.id);
const needsTenant = qualified(trainingNeeds.tenantId);

/** Joins the caller's own answer of the collection, when they have one. */
const callerRow = (scope: MemberScope) =>
  and(
    eq(trainingNeedsUser.tenantId, trainingNeeds.tenantId),
    eq(trainingNeedsUser.needsId, trainingNeeds.id),
    eq(trainingNeedsUser.enterpriseId, scope.enterpriseId),
    eq(trainingNeedsUser.userId, scope.userId),
  );

function collectionRows(db: Db, scope: MemberScope) {
  return db
    .select({
      id: trainingNeeds.id,
      title: trainingNeeds.title,
      description: trainingNeeds.description,
      startTime: trainingNeeds.startTime,
      endTime: trainingNeeds.endTime,
      topicCount: sql<number>`(select cast(count(*) as int) from ${trainingNeedsTopic} tp
        where tp.tenant_id = ${needsTenant} and tp.needs_id = ${needsRef})`,
      submitTime: trainingNeedsUser.submitTime,
      modified: trainingNeedsUser.gmtModified,
      remarks: trainingNeedsUser.remarks,
    })
    .from(trainingNeeds)
    .leftJoin(trainingNeedsUser, callerRow(scope))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof collectionRows>>[number];

function toRow(r: Row, now: Date): NeedsRow {
  const startTime = new Date(r.startTime);
  const endTime = new Date(r.endTime);
  return {
    trainingNeedsId: r.id,
    title: r.title,
    description: r.description,
    startTime: formatDateTime(startTime),
    endTime: formatDateTime(endTime),
    status: statusOf({ startTime, endTime }, now),
    topicCount: num(r.topicCount),
    submitted: r.submitTime === null ? 0 : 1,
    // What the caller sees is when their answer last changed.
    submitTime: r.modified === null ? null : formatDateTime(new Date(r.modified)),
  };
}

/** The company's collections: open ones closing soonest first, then those to come, then the closed, newest first. */
export async function needsPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number },
  now: Date,
): Promise<Page<NeedsRow>> {
  const at = clock(now);
  const rank = sql`case when ${trainingNeeds.startTime} > ${at} then 1
    when ${trainingNeeds.endTime} < ${at} then 2 else 0 end`;
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(trainingNeeds)
    .where(ofCompany(scope));
  const rows = await collectionRows(db, scope)
    .where(ofCompany(scope))
    .orderBy(
      asc(rank),
      asc(sql`case when ${rank} = 0 then ${trainingNeeds.endTime} end`),
      asc(sql`case when ${rank} = 1 then ${trainingNeeds.startTime} end`),
      desc(trainingNeeds.endTime),
      desc(trainingNeeds.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => toRow(r, now)),
    q,
    num(total?.n),
  );
}

/** The collection's topics in order, each with its course while the course is published. */
export async function topicsOf(
  db: Db,
  scope: Pick<MemberScope, 'tenantId' | 'enterpriseId'>,
  needsId: string,
): Promise<NeedsTopic[]> {
  const rows = await db
    .select({
      topicId: trainingNeedsTopic.id,
      topicName: trainingNeedsTopic.topicName,
      description: trainingNeedsTopic.description,
      courseId: course.id,
      courseName: course.courseName,
    })
    .from(trainingNeedsTopic)
    .leftJoin(
      course,
      and(
        eq(course.tenantId, trainingNeedsTopic.tenantId),
        eq(course.id, trainingNeedsTopic.courseId),
        eq(course.enterpriseId, scope.enterpriseId),
        eq(course.statusId, 1),
      ),
    )
    .where(and(eq(trainingNeedsTopic.tenantId, scope.tenantId), eq(trainingNeedsTopic.needsId, needsId)))
    .orderBy(asc(trainingNeedsTopic.sort), asc(trainingNeedsTopic.id));
  return rows.map((r) => ({
    topicId: r.topicId,
    topicName: r.topicName,
    description: r.description,
    courseId: r.courseId,
    courseName: r.courseName,
  }));
}

/** The caller's topics of the collection, suggested ones in the collection's order and their own in theirs. */
async function answersOf(
  db: Db,
  scope: MemberScope,
  needsId: string,
  topics: NeedsTopic[],
): Promise<{ choices: NeedsChoice[]; customs: NeedsCustom[] }> {
  const rows = await db
    .select({
      topicId: trainingNeedsAnswer.topicId,
      topicName: trainingNeedsAnswer.topicName,
      priority: trainingNeedsAnswer.priority,
      form: trainingNeedsAnswer.form,
    })
    .from(trainingNeedsAnswer)
    .where(
      and(
        eq(trainingNeedsAnswer.tenantId, scope.tenantId),
        eq(trainingNeedsAnswer.needsId, needsId),
        eq(trainingNeedsAnswer.userId, scope.userId),
      ),
    )
    .orderBy(asc(trainingNeedsAnswer.sort));
  const order = new Map(topics.map((t, i) => [t.topicId, i]));
  const choices = rows
    .filter((r) => r.topicId !== null && order.has(r.topicId))
    .sort((a, b) => (order.get(a.topicId ?? '') ?? 0) - (order.get(b.topicId ?? '') ?? 0))
    .map((r) => ({
      topicId: r.topicId ?? '',
      priority: r.priority as NeedsChoice['priority'],
      form: r.form as NeedsChoice['form'],
    }));
  const customs = rows
    .filter((r) => r.topicId === null)
    .map((r) => ({
      topicName: r.topicName,
      priority: r.priority as NeedsCustom['priority'],
      form: r.form as NeedsCustom['form'],
    }));
  return { choices, customs };
}

/** The published collection of the caller's company with the caller's row, or "not found". */
export async function findCollection(db: Db, scope: MemberScope, needsId: string): Promise<Row> {
  const [row] = await collectionRows(db, scope).where(and(ofCompany(scope), eq(trainingNeeds.id, needsId)));
  if (!row) throw new BizError('needs.notFound');
  return row;
}

export async function needsView(db: Db, scope: MemberScope, needsId: string, now: Date): Promise<NeedsView> {
  const row = await findCollection(db, scope, needsId);
  const topics = await topicsOf(db, scope, row.id);
  let mine: NeedsSubmission | null = null;
  if (row.modified !== null) {
    const answers = await answersOf(db, scope, row.id, topics);
    mine = { ...answers, remarks: row.remarks ?? '', submitTime: formatDateTime(new Date(row.modified)) };
  }
  return { ...toRow(row, now), topics, mine };
}
