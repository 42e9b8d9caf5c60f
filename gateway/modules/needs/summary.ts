import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NeedsForm,
  NeedsPriority,
  type NeedsSummary,
  type needsCustomFigures,
  type needsDepartmentFigures,
} from '../../../contract/training-needs';
import type { Db } from '../../db/client';
import { enterpriseMember, memberPoints, userAccount } from '../../db/schema';
import { trainingNeeds, trainingNeedsAnswer, trainingNeedsUser } from '../../db/schema-needs';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { num } from '../../shared/sql';
import { ofCompany, statusOf, topicsOf } from './collections';

/*
 * An administrator's summary of one collection of their company (decision 0061): who answered, how often each
 * suggested topic was chosen by priority and form, the members' own topics, the departments and the remarks.
 * The route layer has checked the caller administers the company; answers are read for that company only.
 */

/** The newest remarks the summary carries; `remarkCount` says how many there are in all. */
const NEEDS_REMARKS_MAX = 200;

const department = sql<string>`coalesce(${memberPoints.department}, '')`;
const userOf = (userTable: typeof trainingNeedsUser) =>
  and(eq(userAccount.tenantId, userTable.tenantId), eq(userAccount.id, userTable.userId));
const departmentOf = (userTable: typeof enterpriseMember | typeof trainingNeedsUser) =>
  and(
    eq(memberPoints.tenantId, userTable.tenantId),
    eq(memberPoints.enterpriseId, userTable.enterpriseId),
    eq(memberPoints.userId, userTable.userId),
  );

type CustomFigures = z.output<typeof needsCustomFigures>;
type DepartmentFigures = z.output<typeof needsDepartmentFigures>;

export async function needsSummary(
  db: Db,
  scope: MemberScope,
  needsId: string,
  now: Date,
): Promise<NeedsSummary> {
  const [collection] = await db
    .select({
      id: trainingNeeds.id,
      title: trainingNeeds.title,
      startTime: trainingNeeds.startTime,
      endTime: trainingNeeds.endTime,
    })
    .from(trainingNeeds)
    .where(and(ofCompany(scope), eq(trainingNeeds.id, needsId)));
  if (!collection) throw new BizError('needs.notFound');
  const ofCollection = (table: typeof trainingNeedsUser | typeof trainingNeedsAnswer) =>
    and(eq(table.tenantId, scope.tenantId), eq(table.needsId, collection.id));
  // The company's respondents (an answer whose member row is gone counts nowhere).
  const respondentOf = and(
    eq(trainingNeedsUser.tenantId, trainingNeedsAnswer.tenantId),
    eq(trainingNeedsUser.needsId, trainingNeedsAnswer.needsId),
    eq(trainingNeedsUser.userId, trainingNeedsAnswer.userId),
    eq(trainingNeedsUser.enterpriseId, scope.enterpriseId),
  );
  const n = sql<number>`cast(count(*) as int)`;
  const counted = (where: SQL) => sql<number>`cast(count(*) filter (where ${where}) as int)`;
  const priorities = {
    high: counted(eq(trainingNeedsAnswer.priority, NeedsPriority.high)),
    medium: counted(eq(trainingNeedsAnswer.priority, NeedsPriority.medium)),
    low: counted(eq(trainingNeedsAnswer.priority, NeedsPriority.low)),
  };
  const customKey = sql<string>`lower(trim(${trainingNeedsAnswer.topicName}))`;
  // Every figure is counted by the database: only the grouped rows travel, however large the company.
  const [topics, members, respondents, topicRows, customRows, departmentTopics, remarks] = await Promise.all([
    topicsOf(db, scope, collection.id),
    // Approved, enabled members of the company by department, for the response rate of each.
    db
      .select({ department, n })
      .from(enterpriseMember)
      .innerJoin(
        userAccount,
        and(
          eq(userAccount.tenantId, enterpriseMember.tenantId),
          eq(userAccount.id, enterpriseMember.userId),
          eq(userAccount.statusId, 1),
        ),
      )
      .leftJoin(memberPoints, departmentOf(enterpriseMember))
      .where(
        and(
          eq(enterpriseMember.tenantId, scope.tenantId),
          eq(enterpriseMember.enterpriseId, scope.enterpriseId),
          eq(enterpriseMember.registerStatus, 2),
        ),
      )
      .groupBy(department),
    db
      .select({ department, n })
      .from(trainingNeedsUser)
      .innerJoin(userAccount, userOf(trainingNeedsUser))
      .leftJoin(memberPoints, departmentOf(trainingNeedsUser))
      .where(and(ofCollection(trainingNeedsUser), eq(trainingNeedsUser.enterpriseId, scope.enterpriseId)))
      .groupBy(department),
    db
      .select({
        topicId: trainingNeedsAnswer.topicId,
        total: n,
        ...priorities,
        online: counted(eq(trainingNeedsAnswer.form, NeedsForm.online)),
        offline: counted(eq(trainingNeedsAnswer.form, NeedsForm.offline)),
        either: counted(eq(trainingNeedsAnswer.form, NeedsForm.either)),
      })
      .from(trainingNeedsAnswer)
      .innerJoin(trainingNeedsUser, respondentOf)
      .innerJoin(userAccount, userOf(trainingNeedsUser))
      .where(and(ofCollection(trainingNeedsAnswer), isNotNull(trainingNeedsAnswer.topicId)))
      .groupBy(trainingNeedsAnswer.topicId),
    db
      .select({
        // The first spelling met stands for the words counted together.
        topicName: sql<string>`min(trim(${trainingNeedsAnswer.topicName}))`,
        total: n,
        ...priorities,
      })
      .from(trainingNeedsAnswer)
      .innerJoin(trainingNeedsUser, respondentOf)
      .innerJoin(userAccount, userOf(trainingNeedsUser))
      .where(and(ofCollection(trainingNeedsAnswer), isNull(trainingNeedsAnswer.topicId)))
      .groupBy(customKey),
    db
      .select({ department, topicId: trainingNeedsAnswer.topicId, total: n })
      .from(trainingNeedsAnswer)
      .innerJoin(trainingNeedsUser, respondentOf)
      .innerJoin(userAccount, userOf(trainingNeedsUser))
      .leftJoin(memberPoints, departmentOf(trainingNeedsUser))
      .where(and(ofCollection(trainingNeedsAnswer), isNotNull(trainingNeedsAnswer.topicId)))
      .groupBy(department, trainingNeedsAnswer.topicId),
    db
      .select({
        name: userAccount.name,
        department,
        remarks: trainingNeedsUser.remarks,
        modified: trainingNeedsUser.gmtModified,
        total: sql<number>`cast(count(*) over () as int)`,
      })
      .from(trainingNeedsUser)
      .innerJoin(userAccount, userOf(trainingNeedsUser))
      .leftJoin(memberPoints, departmentOf(trainingNeedsUser))
      .where(
        and(
          ofCollection(trainingNeedsUser),
          eq(trainingNeedsUser.enterpriseId, scope.enterpriseId),
          sql`trim(${trainingNeedsUser.remarks}) <> ''`,
        ),
      )
      .orderBy(desc(trainingNeedsUser.gmtModified), desc(trainingNeedsUser.id))
      .limit(NEEDS_REMARKS_MAX),
  ]);

  // A topic removed since it was chosen is no longer in the collection, so it is not reported.
  const byTopic = new Map(topicRows.map((r) => [r.topicId, r]));
  const topicOrder = new Map(topics.map((t, i) => [t.topicId, i]));
  const departments = new Map<string, DepartmentFigures>();
  const departmentNamed = (name: string) => {
    let figures = departments.get(name);
    if (!figures) {
      figures = { department: name, memberCount: 0, respondentCount: 0, topics: [] };
      departments.set(name, figures);
    }
    return figures;
  };
  for (const m of members) departmentNamed(m.department).memberCount = num(m.n);
  for (const r of respondents) departmentNamed(r.department).respondentCount = num(r.n);
  for (const r of departmentTopics) {
    if (r.topicId === null || !topicOrder.has(r.topicId)) continue;
    departmentNamed(r.department).topics.push({ topicId: r.topicId, total: num(r.total) });
  }
  for (const figures of departments.values()) {
    figures.topics.sort((a, b) => (topicOrder.get(a.topicId) ?? 0) - (topicOrder.get(b.topicId) ?? 0));
  }
  const customs: CustomFigures[] = customRows.map((r) => ({
    topicName: r.topicName,
    total: num(r.total),
    high: num(r.high),
    medium: num(r.medium),
    low: num(r.low),
  }));

  const startTime = new Date(collection.startTime);
  const endTime = new Date(collection.endTime);
  return {
    trainingNeedsId: collection.id,
    title: collection.title,
    startTime: formatDateTime(startTime),
    endTime: formatDateTime(endTime),
    status: statusOf({ startTime, endTime }, now),
    memberCount: members.reduce((sum, m) => sum + num(m.n), 0),
    respondentCount: respondents.reduce((sum, r) => sum + num(r.n), 0),
    topics: topics.map((t) => {
      const r = byTopic.get(t.topicId);
      return {
        ...t,
        total: num(r?.total),
        high: num(r?.high),
        medium: num(r?.medium),
        low: num(r?.low),
        online: num(r?.online),
        offline: num(r?.offline),
        either: num(r?.either),
      };
    }),
    customs: customs.sort((a, b) => b.total - a.total || a.topicName.localeCompare(b.topicName, 'zh-CN')),
    departments: [...departments.values()].sort(
      (a, b) =>
        b.respondentCount - a.respondentCount ||
        b.memberCount - a.memberCount ||
        a.department.localeCompare(b.department, 'zh-CN'),
    ),
    remarkCount: num(remarks[0]?.total),
    remarks: remarks.map((r) => ({
      name: r.name,
      department: r.department,
      remarks: r.remarks,
      submitTime: formatDateTime(new Date(r.modified)),
    })),
  };
}
