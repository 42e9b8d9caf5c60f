import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  ProjectApplyMode,
  ProjectApplyStatus,
  ProjectItemType,
} from '../../../contract/study-project.routes';
import { course, exam } from '../schema';
import { lecturer } from '../schema-course';
import { offlineCourse } from '../schema-offline';
import {
  studyProject,
  studyProjectAdmire,
  studyProjectItem,
  studyProjectLecturer,
  studyProjectStage,
  studyProjectUser,
} from '../schema-project';
import { survey } from '../schema-survey';
import { DAY_MS, FILES, fromNow, type Company, type SeedContext, type Tx } from './context';
import { entry, phone, readSeedData, richText, seedDataError } from './seed-data';

/*
 * Study projects (project.json, decision 0059): programmes of stages whose items are the demo's courses,
 * classroom courses, exams and surveys, with lecturers, members in every state of their application and likes.
 * Nothing records where a member stands in an item: that comes from their records in the items themselves.
 */

const FILE = 'project.json';

const item = z.union([
  entry({ course: z.string().min(1) }),
  entry({ offlineCourse: z.string().min(1) }),
  entry({ exam: z.string().min(1) }),
  entry({ survey: z.string().min(1) }),
]);

const member = entry({
  who: phone,
  status: z.enum(['awaiting', 'approved', 'rejected']),
  /** Days before the seed the member joined or applied. */
  daysAgo: z.number().min(1),
  /** Why an application was not approved. */
  reason: z.string().optional(),
});

const projectFile = entry({
  projects: z.record(
    z.string(),
    z.array(
      entry({
        name: z.string().min(1),
        /** course-NN.jpg of gateway/assets/covers. */
        cover: z.number().int().min(1),
        introduce: richText,
        startDays: z.number(),
        endDays: z.number(),
        creditHour: z.number().min(0),
        applyMode: z.enum(['open', 'approval']),
        /** The administrator who decided the applications of a project that needs approval. */
        decidedBy: phone.optional(),
        /** Lecturers by name, in order. */
        lecturers: z.array(z.string()).min(1),
        stages: z.array(entry({ name: z.string().min(1), items: z.array(item).min(1) })).min(1),
        members: z.array(member).default([]),
        admires: z.array(phone).default([]),
      }),
    ),
  ),
});

type ItemEntry = z.output<typeof item>;

const STATUS = {
  awaiting: ProjectApplyStatus.awaiting,
  approved: ProjectApplyStatus.approved,
  rejected: ProjectApplyStatus.rejected,
} as const;

/** The one row of a company's table with the given name, or an error naming the file and what was looked for. */
async function idNamed(
  tx: Tx,
  company: Company,
  table: PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn; enterpriseId: AnyPgColumn },
  nameColumn: AnyPgColumn,
  name: string,
  what: string,
): Promise<string> {
  const rows = (await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.tenantId, company.tenantId),
        eq(table.enterpriseId, company.enterpriseId),
        eq(nameColumn, name),
      ),
    )) as { id: string }[];
  if (rows.length !== 1 || !rows[0]) {
    throw seedDataError(
      FILE,
      `${rows.length === 0 ? 'no' : 'more than one'} ${what} "${name}" in ${company.name}`,
    );
  }
  return rows[0].id;
}

/** The item's kind and the id of what it opens. */
async function refOf(
  tx: Tx,
  company: Company,
  i: ItemEntry,
): Promise<{ type: ProjectItemType; refId: string }> {
  if ('course' in i) {
    return {
      type: ProjectItemType.course,
      refId: await idNamed(tx, company, course, course.courseName, i.course, 'course'),
    };
  }
  if ('offlineCourse' in i) {
    return {
      type: ProjectItemType.offlineCourse,
      refId: await idNamed(
        tx,
        company,
        offlineCourse,
        offlineCourse.courseName,
        i.offlineCourse,
        'offline course',
      ),
    };
  }
  if ('exam' in i) {
    return {
      type: ProjectItemType.exam,
      refId: await idNamed(tx, company, exam, exam.examName, i.exam, 'exam'),
    };
  }
  return {
    type: ProjectItemType.survey,
    refId: await idNamed(tx, company, survey, survey.title, i.survey, 'survey'),
  };
}

export async function seedProjects({ tx, refs, now }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, projectFile);
  for (const [key, projects] of Object.entries(data.projects)) {
    const company = refs.company(key, FILE);
    const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId };
    for (const p of projects) {
      const where = `project "${p.name}"`;
      const approval = p.applyMode === 'approval';
      if (approval !== (p.decidedBy !== undefined)) {
        throw seedDataError(
          FILE,
          `${where}: give decidedBy for a project that needs approval, and only then`,
        );
      }
      const [row] = await tx
        .insert(studyProject)
        .values({
          ...scope,
          projectName: p.name,
          cover: `${FILES}/covers/course-${String(p.cover).padStart(2, '0')}.jpg`,
          introduce: p.introduce,
          startTime: fromNow(now, p.startDays * DAY_MS),
          endTime: fromNow(now, p.endDays * DAY_MS),
          creditHour: p.creditHour,
          applyMode: approval ? ProjectApplyMode.approval : ProjectApplyMode.open,
          gmtCreate: fromNow(now, (p.startDays - 7) * DAY_MS),
          gmtModified: fromNow(now, (p.startDays - 7) * DAY_MS),
        })
        .returning({ id: studyProject.id });
      if (!row) throw seedDataError(FILE, `${where} was not stored`);
      const projectId = row.id;

      const lecturers = [];
      for (const [sort, name] of p.lecturers.entries()) {
        const id = await idNamed(tx, company, lecturer, lecturer.lecturerName, name, 'lecturer');
        lecturers.push({ tenantId: scope.tenantId, projectId, lecturerId: id, sort });
      }
      await tx.insert(studyProjectLecturer).values(lecturers);

      for (const [stageSort, s] of p.stages.entries()) {
        const [stage] = await tx
          .insert(studyProjectStage)
          .values({ tenantId: scope.tenantId, projectId, stageName: s.name, sort: stageSort })
          .returning({ id: studyProjectStage.id });
        if (!stage) throw seedDataError(FILE, `${where}: stage "${s.name}" was not stored`);
        const items = [];
        for (const [sort, i] of s.items.entries()) {
          const { type, refId } = await refOf(tx, company, i);
          items.push({ tenantId: scope.tenantId, projectId, stageId: stage.id, itemType: type, refId, sort });
        }
        await tx.insert(studyProjectItem).values(items);
      }

      const decider = p.decidedBy === undefined ? null : refs.user(company, p.decidedBy, FILE);
      if (p.members.length > 0) {
        await tx.insert(studyProjectUser).values(
          p.members.map((m) => {
            const at = `${where}: ${m.who}`;
            if (!approval && m.status !== 'approved')
              throw seedDataError(FILE, `${at}: a project open to all has members in it only`);
            if ((m.status === 'rejected') !== (m.reason !== undefined)) {
              throw seedDataError(FILE, `${at}: give a reason for a refusal, and only then`);
            }
            const applied = fromNow(now, -m.daysAgo * DAY_MS);
            const decided = approval && m.status !== 'awaiting';
            return {
              ...scope,
              projectId,
              userId: refs.user(company, m.who, FILE),
              applyStatus: STATUS[m.status],
              applyReason: m.reason ?? '',
              applyTime: applied,
              auditTime: decided ? new Date(applied.getTime() + DAY_MS) : null,
              auditedBy: decided ? decider : null,
              gmtCreate: applied,
              gmtModified: decided ? new Date(applied.getTime() + DAY_MS) : applied,
            };
          }),
        );
      }

      if (p.admires.length > 0) {
        await tx.insert(studyProjectAdmire).values(
          p.admires.map((who, n) => ({
            ...scope,
            projectId,
            userId: refs.user(company, who, FILE),
            gmtCreate: fromNow(now, -(n + 1) * DAY_MS),
          })),
        );
      }
    }
  }
}
