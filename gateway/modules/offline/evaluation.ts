import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EVALUATION_OPEN_DAYS,
  EVALUATION_SCALE,
  EVALUATION_TEXT_MAX,
  EvaluationState,
  EvaluationTarget,
  QuestionKind,
} from '../../../contract/offline-review.routes';
import type {
  EvaluationAnswer,
  EvaluationQuestion,
  EvaluationView,
  evaluationSaveRequest,
} from '../../../contract/offline-review';
import type { Db } from '../../db/client';
import { lecturer } from '../../db/schema-course';
import { evaluationQuestion, offlineEvaluation, offlineEvaluationAnswer } from '../../db/schema-evaluation';
import { offlineCourse, offlineSession } from '../../db/schema-offline';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { qualified } from '../../shared/sql';
import { isLearnerOf } from './learners';

/*
 * A learner's evaluation of an offline course (decision 0060). A course is evaluated on the form it names; the
 * evaluation opens when its first session begins and closes at the course's deadline, or `EVALUATION_OPEN_DAYS`
 * after its last session ends. Each learner submits once; the lecturer reads the results (evaluation-results.ts)
 * and the learner's list of what to evaluate is evaluation-tasks.ts.
 */

// The course's columns as correlated subqueries name them (see `qualified`).
const courseRef = qualified(offlineCourse.id);
const courseTenant = qualified(offlineCourse.tenantId);

/** When the course's evaluation opens: its first session's start (null without sessions), as SQL. */
export const opensAtSql = sql<Date | null>`(select min(s.start_time) from ${offlineSession} s
  where s.tenant_id = ${courseTenant} and s.course_id = ${courseRef})`;

/** When it closes: the course's deadline, else the last session's end plus the open days, as SQL. */
export const deadlineSql = sql<Date | null>`coalesce(${qualified(offlineCourse.evaluationDeadline)},
  (select max(s.end_time) from ${offlineSession} s where s.tenant_id = ${courseTenant}
    and s.course_id = ${courseRef}) + cast(${EVALUATION_OPEN_DAYS} as int) * interval '1 day')`;

/** Where an evaluation stands at `now`: done once submitted, else not open, expired or to do by the clock. */
export function stateOf(
  window: { opensAt: Date | null; deadline: Date | null },
  submitted: Date | null,
  now: Date,
): EvaluationState {
  if (submitted !== null) return EvaluationState.done;
  if (window.opensAt === null || window.opensAt.getTime() > now.getTime()) return EvaluationState.notOpen;
  if (window.deadline !== null && window.deadline.getTime() <= now.getTime()) return EvaluationState.expired;
  return EvaluationState.todo;
}

/** The average of some ratings to one decimal, 0 when there are none (from the sum, so 4.25 rounds up). */
export function averageOf(sum: number, n: number): number {
  return n === 0 ? 0 : Math.round((sum * 10) / n) / 10;
}

/** A time read back from raw SQL, which the drivers hand over as a Date or as text. */
export const toTime = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** A question with the form it belongs to. */
export type FormQuestion = EvaluationQuestion & { formId: string };

/** A question as the contract carries it. */
export const toQuestion = ({ formId: _form, ...q }: FormQuestion): EvaluationQuestion => q;

/** The questions of some forms, form by form in their order. */
export async function formQuestions(db: Db, tenantId: string, formIds: string[]): Promise<FormQuestion[]> {
  if (formIds.length === 0) return [];
  const rows = await db
    .select({
      questionId: evaluationQuestion.id,
      formId: evaluationQuestion.formId,
      target: evaluationQuestion.target,
      kind: evaluationQuestion.kind,
      title: evaluationQuestion.title,
      required: evaluationQuestion.required,
    })
    .from(evaluationQuestion)
    .where(and(eq(evaluationQuestion.tenantId, tenantId), inArray(evaluationQuestion.formId, formIds)))
    .orderBy(asc(evaluationQuestion.formId), asc(evaluationQuestion.sort), asc(evaluationQuestion.id));
  return rows.map((r) => ({
    questionId: r.questionId,
    formId: r.formId,
    target: r.target === EvaluationTarget.lecturer ? EvaluationTarget.lecturer : EvaluationTarget.course,
    kind: r.kind === QuestionKind.text ? QuestionKind.text : QuestionKind.rating,
    title: r.title,
    required: r.required === 1 ? 1 : 0,
  }));
}

/** The answers of some evaluations, each evaluation's in its form's order. */
export async function answersOf(
  db: Db,
  tenantId: string,
  evaluationIds: string[],
): Promise<Map<string, EvaluationAnswer[]>> {
  const byEvaluation = new Map<string, EvaluationAnswer[]>();
  if (evaluationIds.length === 0) return byEvaluation;
  const rows = await db
    .select({
      evaluationId: offlineEvaluationAnswer.evaluationId,
      questionId: offlineEvaluationAnswer.questionId,
      score: offlineEvaluationAnswer.score,
      text: offlineEvaluationAnswer.answerText,
    })
    .from(offlineEvaluationAnswer)
    .innerJoin(
      evaluationQuestion,
      and(
        eq(evaluationQuestion.tenantId, offlineEvaluationAnswer.tenantId),
        eq(evaluationQuestion.id, offlineEvaluationAnswer.questionId),
      ),
    )
    .where(
      and(
        eq(offlineEvaluationAnswer.tenantId, tenantId),
        inArray(offlineEvaluationAnswer.evaluationId, evaluationIds),
      ),
    )
    .orderBy(asc(evaluationQuestion.sort), asc(evaluationQuestion.id));
  for (const r of rows) {
    const answer: EvaluationAnswer =
      r.score === null
        ? { questionId: r.questionId, text: r.text ?? '' }
        : { questionId: r.questionId, score: r.score };
    const list = byEvaluation.get(r.evaluationId) ?? [];
    list.push(answer);
    byEvaluation.set(r.evaluationId, list);
  }
  return byEvaluation;
}

/** A course of the caller's company as its evaluation sees it. */
interface EvaluatedCourse {
  id: string;
  courseName: string;
  lecturerId: string | null;
  lecturerName: string;
  anonymous: 0 | 1;
  formId: string | null;
  opensAt: Date | null;
  deadline: Date | null;
}

/** An enabled course of the caller's company that the caller learns; "not found" for anyone else. */
async function learnersCourse(db: Db, scope: MemberScope, courseId: string): Promise<EvaluatedCourse> {
  const [row] = await db
    .select({
      id: offlineCourse.id,
      courseName: offlineCourse.courseName,
      lecturerId: offlineCourse.lecturerId,
      lecturerName: lecturer.lecturerName,
      anonymous: offlineCourse.anonymousEvaluation,
      formId: offlineCourse.evaluationFormId,
      opensAt: opensAtSql,
      deadline: deadlineSql,
    })
    .from(offlineCourse)
    .leftJoin(
      lecturer,
      and(eq(lecturer.tenantId, offlineCourse.tenantId), eq(lecturer.id, offlineCourse.lecturerId)),
    )
    .where(
      and(
        eq(offlineCourse.tenantId, scope.tenantId),
        eq(offlineCourse.enterpriseId, scope.enterpriseId),
        eq(offlineCourse.id, courseId),
        eq(offlineCourse.statusId, 1),
      ),
    );
  if (!row) throw new BizError('offline.courseNotFound');
  if (!(await isLearnerOf(db, scope, row.id, scope.userId)))
    throw new BizError('offline.evaluation.notFound');
  return {
    ...row,
    lecturerName: row.lecturerName ?? '',
    anonymous: row.anonymous === 1 ? 1 : 0,
    opensAt: toTime(row.opensAt),
    deadline: toTime(row.deadline),
  };
}

/** The caller's evaluation of the course, if they gave one. */
async function ownEvaluation(db: Db, scope: MemberScope, courseId: string) {
  const [row] = await db
    .select({
      id: offlineEvaluation.id,
      formId: offlineEvaluation.formId,
      gmtSubmitted: offlineEvaluation.gmtSubmitted,
    })
    .from(offlineEvaluation)
    .where(
      and(
        eq(offlineEvaluation.tenantId, scope.tenantId),
        eq(offlineEvaluation.enterpriseId, scope.enterpriseId),
        eq(offlineEvaluation.courseId, courseId),
        eq(offlineEvaluation.userId, scope.userId),
      ),
    );
  return row;
}

export async function evaluationView(
  db: Db,
  scope: MemberScope,
  courseId: string,
  now: Date,
): Promise<EvaluationView> {
  const course = await learnersCourse(db, scope, courseId);
  const own = await ownEvaluation(db, scope, course.id);
  // A submitted evaluation shows the form it answered; a course without a form has nothing to fill in.
  const formId = own?.formId ?? course.formId;
  const evaluated = formId !== null;
  const submitted = own ? new Date(own.gmtSubmitted) : null;
  return {
    courseId: course.id,
    courseName: course.courseName,
    lecturerName: course.lecturerName,
    anonymous: course.anonymous,
    state: evaluated ? stateOf(course, submitted, now) : EvaluationState.notOpen,
    opensAt: evaluated && course.opensAt ? formatDateTime(course.opensAt) : null,
    deadline: evaluated && course.deadline ? formatDateTime(course.deadline) : null,
    questions: formId === null ? [] : (await formQuestions(db, scope.tenantId, [formId])).map(toQuestion),
    answers: own ? ((await answersOf(db, scope.tenantId, [own.id])).get(own.id) ?? []) : [],
    gmtSubmitted: submitted ? formatDateTime(submitted) : null,
  };
}

/** An answer as stored: a score for a rating question, words for a text question. */
type AnswerValue = { score: number } | { text: string };

/**
 * Checks the answers against the form: every answer to one of its questions, of that question's kind, and every
 * required question answered. An empty text leaves its question unanswered. Failures name the question.
 */
export function checkAnswers(
  questions: EvaluationQuestion[],
  answers: EvaluationAnswer[],
): Map<string, AnswerValue> {
  const byId = new Map(questions.map((q, i) => [q.questionId, { q, no: i + 1 }]));
  const values = new Map<string, AnswerValue>();
  for (const a of answers) {
    const found = byId.get(a.questionId);
    if (!found) throw new BizError('offline.evaluation.unknownQuestion');
    const { q, no } = found;
    const params = { no, title: q.title };
    const text = a.text?.trim() ?? '';
    if (q.kind === QuestionKind.rating) {
      if (text !== '') throw new BizError('offline.evaluation.ratingNoText', params);
      if (a.score === undefined) continue;
      if (!Number.isInteger(a.score) || a.score < 1 || a.score > EVALUATION_SCALE) {
        throw new BizError('offline.evaluation.ratingRange', { ...params, max: EVALUATION_SCALE });
      }
      values.set(q.questionId, { score: a.score });
    } else {
      if (a.score !== undefined) throw new BizError('offline.evaluation.textNoScore', params);
      if (text === '') continue;
      if (text.length > EVALUATION_TEXT_MAX) {
        throw new BizError('offline.evaluation.textTooLong', { ...params, max: EVALUATION_TEXT_MAX });
      }
      values.set(q.questionId, { text });
    }
  }
  for (const [i, q] of questions.entries()) {
    if (q.required === 1 && !values.has(q.questionId)) {
      throw new BizError('offline.evaluation.required', { no: i + 1, title: q.title });
    }
  }
  return values;
}

/**
 * Stores the caller's evaluation, once, while it is open. A second submit — also one racing the first on another
 * connection or gateway process — meets the unique key (tenant, course, learner) and is refused as already given.
 */
export async function evaluationSave(
  db: Db,
  scope: MemberScope,
  body: z.output<typeof evaluationSaveRequest>,
  now: Date,
): Promise<EvaluationView> {
  const course = await learnersCourse(db, scope, body.courseId);
  if (await ownEvaluation(db, scope, course.id)) throw new BizError('offline.evaluation.already');
  const formId = course.formId;
  if (formId === null) throw new BizError('offline.evaluation.noForm');
  const state = stateOf(course, null, now);
  if (state === EvaluationState.notOpen) throw new BizError('offline.evaluation.notOpen');
  if (state === EvaluationState.expired) {
    throw new BizError('offline.evaluation.closed', {
      deadline: course.deadline ? formatDateTime(course.deadline) : '',
    });
  }
  const values = checkAnswers(await formQuestions(db, scope.tenantId, [formId]), body.answers);
  const scores = [...values.values()].flatMap((v) => ('score' in v ? [v.score] : []));
  const average = averageOf(
    scores.reduce((s, x) => s + x, 0),
    scores.length,
  );

  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(offlineEvaluation)
      .values({
        tenantId: scope.tenantId,
        enterpriseId: scope.enterpriseId,
        courseId: course.id,
        userId: scope.userId,
        formId,
        lecturerId: course.lecturerId,
        average,
        gmtSubmitted: now,
        gmtCreate: now,
      })
      .onConflictDoNothing({
        target: [offlineEvaluation.tenantId, offlineEvaluation.courseId, offlineEvaluation.userId],
      })
      .returning({ id: offlineEvaluation.id });
    if (!made) throw new BizError('offline.evaluation.already');
    if (values.size === 0) return;
    await tx.insert(offlineEvaluationAnswer).values(
      [...values].map(([questionId, v]) => ({
        tenantId: scope.tenantId,
        evaluationId: made.id,
        questionId,
        score: 'score' in v ? v.score : null,
        answerText: 'text' in v ? v.text : null,
      })),
    );
  });
  return evaluationView(db, scope, course.id, now);
}
