import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  course,
  courseUserProgress,
  exam,
  examUser,
  studyTask,
  studyTaskCollect,
  studyTaskUser,
} from '../schema';
import { PhaseContentType } from '../../../contract/study-task.routes';
import { studyTaskContent, studyTaskPhase } from '../schema-task';
import { DAY_MS, HOUR_MS, type Company, type Named, type SeedContext } from './context';
import { bit, entry, named, phone, readSeedData } from './seed-data';
import { attemptEntry, paperNamed, seedAttempt, seedPaper } from './exams';

/*
 * Each company's courses, study tasks and exams (learning.json) with its learner's progress, assignments and
 * attempts; then another member's rows on the same content, and the colleagues who sat the exams.
 */

const FILE = 'learning.json';

/** The one phase of a task of courses alone. */
export const COURSE_PHASE = '课程学习';

const learningFile = z.record(
  z.string(),
  entry({
    courses: z.array(
      entry({
        courseName: z.string(),
        lecturerName: z.string(),
        /**
         * Minutes of media. The first figures of a course; courses.ts replaces them with the content it seeds
         * (the seconds of the course's media, and the learner's seconds from the node records).
         */
        minutes: z.number().min(0),
        /** The learner's progress; absent: not enrolled. */
        progress: z.number().int().min(0).max(100).optional(),
        /** Hours since the learner last studied it; absent: never. */
        studiedHoursAgo: z.number().min(0).optional(),
      }),
    ),
    tasks: z.array(
      entry({
        taskName: z.string(),
        /** Courses of the company, by name. */
        courses: z.array(z.string()).min(1),
        startDays: z.number(),
        endDays: z.number(),
        requiredFlag: bit.default(1),
        /** 0 for a draft, which learners never see. */
        statusId: bit.default(1),
        /** The learner has collected it (starred in "my tasks"). */
        collected: z.boolean().default(false),
      }),
    ),
    exams: z.array(
      entry({
        examName: z.string(),
        description: z.string().default(''),
        /** Window relative to now, in days (negative: past). */
        startDays: z.number(),
        endDays: z.number(),
        /** Minutes per attempt. */
        duration: z.number().positive(),
        passScore: z.number().min(0).default(60),
        attemptLimit: z.number().int().min(1).default(1),
        /** Screen switches allowed (0: not watched). */
        switchLimit: z.number().int().min(0).default(0),
        showAnswer: bit.default(0),
        /** papers/<paper>.json; the exam's total score is its points. */
        paper: z.string(),
        /** The learner's handed-in attempts, oldest first. */
        attempts: z.array(attemptEntry).default([]),
      }),
    ),
    /** Another member's rows on the learner's content (so tests can tell members apart). */
    admin: entry({
      who: phone,
      course: z.string(),
      progress: z.number().int().min(0).max(100),
      task: z.string().optional(),
      exam: z.string().optional(),
      attempt: attemptEntry.optional(),
    }).optional(),
    /** Colleagues assigned to exams, with their attempts: the exam rankings and taker counts. */
    takers: z.array(entry({ who: phone, exam: z.string(), attempts: z.array(attemptEntry) })).default([]),
  }),
);

type CompanyLearning = z.output<typeof learningFile>[string];

/** What a company's learning seeded, for the families that refer to it by name. */
export interface SeededLearning {
  company: Company;
  courses: Named[];
  tasks: Named[];
  exams: Named[];
  /** The member of `admin`, whose node figures courses.ts checks too. */
  admin?: string;
}

const idOf = (list: Named[], name: string, what: string) => named(list, (x) => x.name, name, what, FILE).id;

async function seedCompany(
  { tx, refs, now }: SeedContext,
  company: Company,
  data: CompanyLearning,
): Promise<SeededLearning> {
  const { tenantId, enterpriseId } = company;
  const userId = refs.learnerOf(company, FILE);
  const at = (ms: number) => new Date(now.getTime() + ms);

  const rows = await tx
    .insert(course)
    .values(
      data.courses.map((c, i) => ({
        tenantId,
        enterpriseId,
        courseName: c.courseName,
        lecturerName: c.lecturerName,
        totalDuration: c.minutes * 60,
        sort: i,
      })),
    )
    .returning({ id: course.id });
  const courses = data.courses.map((c, i) => ({ name: c.courseName, id: rows[i]?.id ?? '' }));
  const enrolled = data.courses.flatMap((c, i) =>
    c.progress === undefined
      ? []
      : [
          {
            tenantId,
            enterpriseId,
            userId,
            courseId: courses[i]?.id ?? '',
            studyProgress: c.progress,
            studyDuration: Math.round((c.minutes * 60 * c.progress) / 100),
            lastStudyTime: c.studiedHoursAgo === undefined ? null : at(-c.studiedHoursAgo * HOUR_MS),
          },
        ],
  );
  if (enrolled.length > 0) await tx.insert(courseUserProgress).values(enrolled);

  const tasks: Named[] = [];
  for (const task of data.tasks) {
    const [row] = await tx
      .insert(studyTask)
      .values({
        tenantId,
        enterpriseId,
        taskName: task.taskName,
        startTime: at(task.startDays * DAY_MS),
        endTime: at(task.endDays * DAY_MS),
        requiredFlag: task.requiredFlag,
        statusId: task.statusId,
      })
      .returning({ id: studyTask.id });
    if (!row) throw new Error(`seed: task ${task.taskName} not created`);
    tasks.push({ name: task.taskName, id: row.id });
    // A task of courses alone is one phase; task-phases.ts seeds the tasks with several.
    const [phase] = await tx
      .insert(studyTaskPhase)
      .values({ tenantId, taskId: row.id, phaseName: COURSE_PHASE })
      .returning({ id: studyTaskPhase.id });
    if (!phase) throw new Error(`seed: phase of ${task.taskName} not created`);
    await tx.insert(studyTaskContent).values(
      task.courses.map((name, sort) => ({
        tenantId,
        taskId: row.id,
        phaseId: phase.id,
        contentType: PhaseContentType.course,
        refId: idOf(courses, name, `course of ${company.name}`),
        sort,
      })),
    );
    await tx.insert(studyTaskUser).values({ tenantId, enterpriseId, taskId: row.id, userId });
    if (task.collected) {
      await tx.insert(studyTaskCollect).values({ tenantId, enterpriseId, taskId: row.id, userId });
    }
  }

  const exams: Named[] = [];
  for (const e of data.exams) {
    const paper = paperNamed(e.paper, FILE);
    const [row] = await tx
      .insert(exam)
      .values({
        tenantId,
        enterpriseId,
        examName: e.examName,
        description: e.description,
        startTime: at(e.startDays * DAY_MS),
        endTime: at(e.endDays * DAY_MS),
        duration: e.duration,
        passScore: e.passScore,
        attemptLimit: e.attemptLimit,
        switchLimit: e.switchLimit,
        showAnswer: e.showAnswer,
      })
      .returning({ id: exam.id });
    if (!row) throw new Error(`seed: exam ${e.examName} not created`);
    exams.push({ name: e.examName, id: row.id });
    const totalScore = await seedPaper(tx, { tenantId, examId: row.id }, paper);
    await tx
      .update(exam)
      .set({ totalScore })
      .where(and(eq(exam.tenantId, tenantId), eq(exam.id, row.id)));
    await tx.insert(examUser).values({ tenantId, enterpriseId, examId: row.id, userId });
    for (const attempt of e.attempts) {
      await seedAttempt(tx, { tenantId, enterpriseId, userId, examId: row.id }, attempt, FILE);
    }
  }
  return { company, courses, tasks, exams, ...(data.admin ? { admin: data.admin.who } : {}) };
}

/** Every company's learning, then the other member's rows, then the exam takers. */
export async function seedLearning(ctx: SeedContext): Promise<Map<string, SeededLearning>> {
  const { tx, refs, now } = ctx;
  const data = readSeedData(FILE, learningFile);
  const seeded = new Map<string, SeededLearning>();
  for (const [key, learning] of Object.entries(data)) {
    seeded.set(key, await seedCompany(ctx, refs.company(key, FILE), learning));
  }
  for (const [key, { admin }] of Object.entries(data)) {
    const s = seeded.get(key);
    if (!admin || !s) continue;
    const scope = { tenantId: s.company.tenantId, enterpriseId: s.company.enterpriseId };
    const userId = refs.user(s.company, admin.who, FILE);
    await tx.insert(courseUserProgress).values({
      ...scope,
      userId,
      courseId: idOf(s.courses, admin.course, `course of ${s.company.name}`),
      studyProgress: admin.progress,
      lastStudyTime: new Date(now.getTime() - HOUR_MS),
    });
    if (admin.task) {
      const taskId = idOf(s.tasks, admin.task, `task of ${s.company.name}`);
      await tx.insert(studyTaskUser).values({ ...scope, userId, taskId });
    }
    if (admin.exam) {
      const examId = idOf(s.exams, admin.exam, `exam of ${s.company.name}`);
      await tx.insert(examUser).values({ ...scope, userId, examId });
      if (admin.attempt) await seedAttempt(tx, { ...scope, userId, examId }, admin.attempt, FILE);
    }
  }
  for (const [key, { takers }] of Object.entries(data)) {
    const s = seeded.get(key);
    if (!s) continue;
    const scope = { tenantId: s.company.tenantId, enterpriseId: s.company.enterpriseId };
    for (const t of takers) {
      const userId = refs.user(s.company, t.who, FILE);
      const examId = idOf(s.exams, t.exam, `exam of ${s.company.name}`);
      await tx.insert(examUser).values({ ...scope, examId, userId });
      for (const a of t.attempts) await seedAttempt(tx, { ...scope, userId, examId }, a, FILE);
    }
  }
  return seeded;
}
