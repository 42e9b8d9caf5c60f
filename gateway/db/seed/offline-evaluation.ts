import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  EVALUATION_OPEN_DAYS,
  EVALUATION_SCALE,
  EvaluationTarget,
  QuestionKind,
} from '../../../contract/offline-review.routes';
import {
  evaluationForm,
  evaluationQuestion,
  offlineEvaluation,
  offlineEvaluationAnswer,
} from '../schema-evaluation';
import { offlineAttendance, offlineCourse, offlineSession } from '../schema-offline';
import { DAY_MS, type SeedContext } from './context';
import { bit, entry, phone, readSeedData, seedDataError } from './seed-data';

/*
 * Evaluations of offline courses (offline-evaluation.json, decision 0060): each company's form, the courses that
 * use it, and evaluations learners gave while they were open. Runs after the offline courses are seeded.
 */

const FILE = 'offline-evaluation.json';

const evaluation = entry({
  course: z.string().min(1),
  who: phone,
  /** Days from today, at a time of day. */
  day: z.number().int().max(-1),
  at: z.string().regex(/^\d\d:\d\d$/),
  /** One per rating question of the form, in its order. */
  ratings: z.array(z.number().int().min(1).max(EVALUATION_SCALE)),
  /** The answer to the form's text question. */
  comment: z.string().min(1).optional(),
});

const evaluationFile = entry({
  forms: z.record(
    z.string(),
    entry({
      title: z.string().min(1),
      questions: z
        .array(
          entry({
            target: z.enum(['course', 'lecturer']),
            kind: z.enum(['rating', 'text']),
            title: z.string().min(1),
            required: bit.default(1),
          }),
        )
        .min(1),
      /** Offline courses (offline.json) evaluated on this form. */
      courses: z.array(z.string().min(1)).default([]),
      evaluations: z.array(evaluation).default([]),
    }),
  ),
});

const TARGET = { course: EvaluationTarget.course, lecturer: EvaluationTarget.lecturer } as const;
const KIND = { rating: QuestionKind.rating, text: QuestionKind.text } as const;

/** The gateway stores an evaluation's average to one decimal from the sum of its ratings. */
const averageOf = (scores: number[]) =>
  scores.length === 0 ? 0 : Math.round((scores.reduce((s, x) => s + x, 0) * 10) / scores.length) / 10;

export async function seedOfflineEvaluations({ tx, refs, now }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, evaluationFile);
  for (const [key, form] of Object.entries(data.forms)) {
    const company = refs.company(key, FILE);
    const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId };
    const [made] = await tx
      .insert(evaluationForm)
      .values({ ...scope, title: form.title, gmtCreate: new Date(now.getTime() - 60 * DAY_MS) })
      .returning({ id: evaluationForm.id });
    if (!made) throw seedDataError(FILE, `form "${form.title}" was not stored`);
    const questions = await tx
      .insert(evaluationQuestion)
      .values(
        form.questions.map((q, i) => ({
          tenantId: scope.tenantId,
          formId: made.id,
          target: TARGET[q.target],
          kind: KIND[q.kind],
          title: q.title,
          required: q.required,
          sort: (i + 1) * 10,
        })),
      )
      .returning({ id: evaluationQuestion.id, kind: evaluationQuestion.kind });
    const ratingIds = questions.filter((q) => q.kind === QuestionKind.rating).map((q) => q.id);
    const textIds = questions.filter((q) => q.kind === QuestionKind.text).map((q) => q.id);

    const courses =
      form.courses.length === 0
        ? []
        : await tx
            .update(offlineCourse)
            .set({ evaluationFormId: made.id })
            .where(
              and(
                eq(offlineCourse.tenantId, scope.tenantId),
                eq(offlineCourse.enterpriseId, scope.enterpriseId),
                inArray(offlineCourse.courseName, form.courses),
              ),
            )
            .returning({
              id: offlineCourse.id,
              name: offlineCourse.courseName,
              lecturerId: offlineCourse.lecturerId,
              deadline: offlineCourse.evaluationDeadline,
            });
    for (const name of form.courses) {
      if (!courses.some((c) => c.name === name))
        throw seedDataError(FILE, `no offline course "${name}" in ${company.name}`);
    }

    for (const e of form.evaluations) {
      const where = `${e.who} on "${e.course}"`;
      const course = courses.find((c) => c.name === e.course);
      if (!course) throw seedDataError(FILE, `${where}: the course does not use the form`);
      if (e.ratings.length !== ratingIds.length) {
        throw seedDataError(FILE, `${where}: give ${ratingIds.length} ratings, one per rating question`);
      }
      if (e.comment !== undefined && textIds.length !== 1) {
        throw seedDataError(FILE, `${where}: a comment needs a form with one text question`);
      }
      const userId = refs.user(company, e.who, FILE);
      const [attended] = await tx
        .select({ one: sql<number>`1` })
        .from(offlineAttendance)
        .where(
          and(
            eq(offlineAttendance.tenantId, scope.tenantId),
            eq(offlineAttendance.courseId, course.id),
            eq(offlineAttendance.userId, userId),
          ),
        )
        .limit(1);
      if (!attended) throw seedDataError(FILE, `${where}: has no attendance in the course (offline.json)`);
      const [span] = await tx
        .select({
          opens: sql<Date | string | null>`min(${offlineSession.startTime})`,
          lastEnd: sql<Date | string | null>`max(${offlineSession.endTime})`,
        })
        .from(offlineSession)
        .where(and(eq(offlineSession.tenantId, scope.tenantId), eq(offlineSession.courseId, course.id)));
      const day = new Date(now.getTime() + e.day * DAY_MS);
      const [h, m] = e.at.split(':').map(Number) as [number, number];
      const submitted = new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, 0);
      const opens = span?.opens == null ? null : new Date(span.opens);
      const deadline =
        course.deadline ??
        (span?.lastEnd == null
          ? null
          : new Date(new Date(span.lastEnd).getTime() + EVALUATION_OPEN_DAYS * DAY_MS));
      if (opens === null || submitted < opens || (deadline !== null && submitted >= deadline)) {
        throw seedDataError(FILE, `${where}: given while the evaluation was not open`);
      }
      const [row] = await tx
        .insert(offlineEvaluation)
        .values({
          ...scope,
          courseId: course.id,
          userId,
          formId: made.id,
          lecturerId: course.lecturerId,
          average: averageOf(e.ratings),
          gmtSubmitted: submitted,
          gmtCreate: submitted,
        })
        .returning({ id: offlineEvaluation.id });
      if (!row) throw seedDataError(FILE, `${where}: not stored`);
      const answers: (typeof offlineEvaluationAnswer.$inferInsert)[] = ratingIds.map((questionId, i) => ({
        tenantId: scope.tenantId,
        evaluationId: row.id,
        questionId,
        score: e.ratings[i] ?? null,
        answerText: null,
      }));
      const textId = textIds[0];
      if (e.comment !== undefined && textId !== undefined) {
        answers.push({
          tenantId: scope.tenantId,
          evaluationId: row.id,
          questionId: textId,
          score: null,
          answerText: e.comment,
        });
      }
      await tx.insert(offlineEvaluationAnswer).values(answers);
    }
  }
}
