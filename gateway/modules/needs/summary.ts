import { and, asc, desc, eq, sql } from 'drizzle-orm';
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
import { ofCompany, statusOf, topicsOf } from './collections';

/*
 * An administrator's summary of one collection of their company (decision 0061): who answered, how often each
 * suggested topic was chosen by priority and form, the members' own topics, the departments and the remarks.
 * The route layer has checked the caller administers the company; answers are read for that company only.
 */

type Priority = 'high' | 'medium' | 'low';
type Form = 'online' | 'offline' | 'either';
const PRIORITY: Record<number, Priority> = {
  [NeedsPriority.high]: 'high',
  [NeedsPriority.medium]: 'medium',
  [NeedsPriority.low]: 'low',
};
const FORM: Record<number, Form> = {
  [NeedsForm.online]: 'online',
  [NeedsForm.offline]: 'offline',
  [NeedsForm.either]: 'either',
};

const department = sql<string>`coalesce(${memberPoints.department}, '')`;
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

  const [topics, members, respondents, answers] = await Promise.all([
    topicsOf(db, scope, collection.id),
    // Approved, enabled members of the company, for the response rate of the company and of each department.
    db
      .select({ userId: enterpriseMember.userId, department })
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
      ),
    db
      .select({
        userId: trainingNeedsUser.userId,
        name: userAccount.name,
        department,
        remarks: trainingNeedsUser.remarks,
        modified: trainingNeedsUser.gmtModified,
      })
      .from(trainingNeedsUser)
      .innerJoin(
        userAccount,
        and(
          eq(userAccount.tenantId, trainingNeedsUser.tenantId),
          eq(userAccount.id, trainingNeedsUser.userId),
        ),
      )
      .leftJoin(memberPoints, departmentOf(trainingNeedsUser))
      .where(and(ofCollection(trainingNeedsUser), eq(trainingNeedsUser.enterpriseId, scope.enterpriseId)))
      .orderBy(desc(trainingNeedsUser.gmtModified), desc(trainingNeedsUser.id)),
    db
      .select({
        userId: trainingNeedsAnswer.userId,
        topicId: trainingNeedsAnswer.topicId,
        topicName: trainingNeedsAnswer.topicName,
        priority: trainingNeedsAnswer.priority,
        form: trainingNeedsAnswer.form,
      })
      .from(trainingNeedsAnswer)
      .where(ofCollection(trainingNeedsAnswer))
      .orderBy(
        asc(trainingNeedsAnswer.gmtCreate),
        asc(trainingNeedsAnswer.userId),
        asc(trainingNeedsAnswer.sort),
      ),
  ]);

  const departmentOfUser = new Map(respondents.map((r) => [r.userId, r.department]));
  const topicFigures = new Map(
    topics.map((t) => [
      t.topicId,
      { ...t, total: 0, high: 0, medium: 0, low: 0, online: 0, offline: 0, either: 0 },
    ]),
  );
  const customs = new Map<string, CustomFigures>();
  const departments = new Map<string, DepartmentFigures>();
  const departmentNamed = (name: string) => {
    let figures = departments.get(name);
    if (!figures) {
      figures = { department: name, memberCount: 0, respondentCount: 0, topics: [] };
      departments.set(name, figures);
    }
    return figures;
  };
  for (const m of members) departmentNamed(m.department).memberCount += 1;
  for (const r of respondents) departmentNamed(r.department).respondentCount += 1;

  const byDepartment = new Map<string, Map<string, number>>();
  for (const a of answers) {
    // Answers of members of another company cannot exist; an answer whose member row is gone counts nowhere.
    const where = departmentOfUser.get(a.userId);
    if (where === undefined) continue;
    const priority = PRIORITY[a.priority];
    if (!priority) continue;
    if (a.topicId !== null) {
      const figures = topicFigures.get(a.topicId);
      // A topic removed since it was chosen is no longer in the collection.
      if (!figures) continue;
      figures.total += 1;
      figures[priority] += 1;
      const form = FORM[a.form];
      if (form) figures[form] += 1;
      const counts = byDepartment.get(where) ?? new Map<string, number>();
      counts.set(a.topicId, (counts.get(a.topicId) ?? 0) + 1);
      byDepartment.set(where, counts);
    } else {
      const key = a.topicName.trim().toLowerCase();
      const figures = customs.get(key) ?? {
        topicName: a.topicName.trim(),
        total: 0,
        high: 0,
        medium: 0,
        low: 0,
      };
      figures.total += 1;
      figures[priority] += 1;
      customs.set(key, figures);
    }
  }
  const topicOrder = new Map(topics.map((t, i) => [t.topicId, i]));
  for (const [name, counts] of byDepartment) {
    departmentNamed(name).topics = [...counts]
      .sort(([a], [b]) => (topicOrder.get(a) ?? 0) - (topicOrder.get(b) ?? 0))
      .map(([topicId, total]) => ({ topicId, total }));
  }

  const startTime = new Date(collection.startTime);
  const endTime = new Date(collection.endTime);
  return {
    trainingNeedsId: collection.id,
    title: collection.title,
    startTime: formatDateTime(startTime),
    endTime: formatDateTime(endTime),
    status: statusOf({ startTime, endTime }, now),
    memberCount: members.length,
    respondentCount: respondents.length,
    topics: [...topicFigures.values()],
    customs: [...customs.values()].sort(
      (a, b) => b.total - a.total || a.topicName.localeCompare(b.topicName, 'zh-CN'),
    ),
    departments: [...departments.values()].sort(
      (a, b) =>
        b.respondentCount - a.respondentCount ||
        b.memberCount - a.memberCount ||
        a.department.localeCompare(b.department, 'zh-CN'),
    ),
    remarks: respondents
      .filter((r) => r.remarks.trim() !== '')
      .map((r) => ({
        name: r.name,
        department: r.department,
        remarks: r.remarks,
        submitTime: formatDateTime(new Date(r.modified)),
      })),
  };
}
