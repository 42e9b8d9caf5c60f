import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PhaseContentType } from '../../../contract/study-task.routes';
import { PlanScope, PlanStatus } from '../../../contract/study-plan.routes';
import { course, enterpriseMember, memberPoints, studyTask, studyTaskUser } from '../schema';
import { studyTaskContent, studyTaskPhase } from '../schema-task';
import { DAY_MS, fromNow, type SeedContext } from './context';
import { entry, phone, readSeedData, seedDataError } from './seed-data';

/*
 * Learning plans (plans.json, decision 0056): department managers, and plans in every status. A published plan
 * is assigned as publishing assigns it: to its builder, or to every approved member of the department.
 */

const FILE = 'plans.json';
const statuses = { draft: PlanStatus.draft, published: PlanStatus.published, archived: PlanStatus.archived };

const day = z.number().int();
const plansFile = entry({
  managers: z.record(z.string(), z.array(phone)),
  plans: z.record(
    z.string(),
    z.array(
      entry({
        who: phone,
        name: z.string().min(1),
        goal: z.string(),
        status: z.enum(['draft', 'published', 'archived']),
        scope: z.enum(['self', 'department']),
        startDay: day,
        endDay: day,
        courses: z.array(entry({ name: z.string().min(1), startDay: day, endDay: day })).min(1),
      }),
    ),
  ),
});

/** Midnight (or the day's last second) `days` from `now`, in the gateway's zone as plans keep their days. */
function dayAt(now: Date, days: number, end: boolean): Date {
  const at = fromNow(now, days * DAY_MS);
  return new Date(at.getFullYear(), at.getMonth(), at.getDate(), end ? 23 : 0, end ? 59 : 0, end ? 59 : 0);
}

export async function seedPlans({ tx, refs, now }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, plansFile);
  for (const [key, phones] of Object.entries(data.managers)) {
    const company = refs.company(key, FILE);
    for (const who of phones) {
      await tx
        .update(enterpriseMember)
        .set({ departmentManager: 1 })
        .where(
          and(
            eq(enterpriseMember.tenantId, company.tenantId),
            eq(enterpriseMember.enterpriseId, company.enterpriseId),
            eq(enterpriseMember.userId, refs.user(company, who, FILE)),
          ),
        );
    }
  }
  for (const [key, plans] of Object.entries(data.plans)) {
    const company = refs.company(key, FILE);
    const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId };
    for (const plan of plans) {
      const owner = refs.user(company, plan.who, FILE);
      const status = statuses[plan.status];
      const published = status !== PlanStatus.draft;
      let department = '';
      let learners = [owner];
      if (plan.scope === 'department') {
        const [me] = await tx
          .select({ department: memberPoints.department })
          .from(memberPoints)
          .where(
            and(
              eq(memberPoints.tenantId, scope.tenantId),
              eq(memberPoints.enterpriseId, scope.enterpriseId),
              eq(memberPoints.userId, owner),
            ),
          );
        if (!me || !data.managers[key]?.includes(plan.who)) {
          throw seedDataError(FILE, `${plan.who} plans for a department without managing one`);
        }
        department = me.department;
        const members = await tx
          .select({ userId: memberPoints.userId })
          .from(memberPoints)
          .where(
            and(
              eq(memberPoints.tenantId, scope.tenantId),
              eq(memberPoints.enterpriseId, scope.enterpriseId),
              eq(memberPoints.department, department),
            ),
          );
        learners = [...new Set([owner, ...members.map((m) => m.userId)])];
      }
      const [task] = await tx
        .insert(studyTask)
        .values({
          ...scope,
          taskName: plan.name,
          goal: plan.goal,
          startTime: dayAt(now, plan.startDay, false),
          endTime: dayAt(now, plan.endDay, true),
          requiredFlag: plan.scope === 'department' ? 1 : 0,
          statusId: status,
          ownerUserId: owner,
          planScope: plan.scope === 'department' ? PlanScope.department : PlanScope.self,
          planDepartment: published ? department : '',
          publishTime: published ? dayAt(now, plan.startDay - 1, false) : null,
          gmtCreate: dayAt(now, plan.startDay - 2, false),
          gmtModified: dayAt(now, Math.min(plan.startDay - 1, 0), false),
        })
        .returning({ id: studyTask.id });
      if (!task) throw seedDataError(FILE, `plan "${plan.name}" was not stored`);
      const [phase] = await tx
        .insert(studyTaskPhase)
        .values({ ...scope, taskId: task.id, phaseName: plan.name, sort: 1 })
        .returning({ id: studyTaskPhase.id });
      if (!phase) throw seedDataError(FILE, `plan "${plan.name}" has no phase`);
      for (const [i, item] of plan.courses.entries()) {
        const [found] = await tx
          .select({ id: course.id })
          .from(course)
          .where(
            and(
              eq(course.tenantId, scope.tenantId),
              eq(course.enterpriseId, scope.enterpriseId),
              eq(course.courseName, item.name),
            ),
          )
          .limit(1);
        if (!found) throw seedDataError(FILE, `no course "${item.name}" in ${company.name}`);
        await tx.insert(studyTaskContent).values({
          tenantId: scope.tenantId,
          taskId: task.id,
          phaseId: phase.id,
          contentType: PhaseContentType.course,
          refId: found.id,
          startTime: dayAt(now, item.startDay, false),
          endTime: dayAt(now, item.endDay, true),
          sort: i + 1,
        });
      }
      if (published) {
        await tx
          .insert(studyTaskUser)
          .values(learners.map((userId) => ({ ...scope, taskId: task.id, userId })))
          .onConflictDoNothing();
      }
    }
  }
}
