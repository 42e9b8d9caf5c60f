import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '../../../contract/envelope';
import { EVALUATION_SCALE, EvaluationTarget, QuestionKind } from '../../../contract/offline-review.routes';
import type {
  EvaluationCourseResult,
  EvaluationLecturerResult,
  EvaluationQuestion,
  QuestionResult,
  ReceivedComment,
  ReceivedEvaluation,
  evaluateCount as evaluateCountShape,
} from '../../../contract/offline-review';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import { evaluationQuestion, offlineEvaluation, offlineEvaluationAnswer } from '../../db/schema-evaluation';
import { offlineCourse, offlineSession } from '../../db/schema-offline';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { num, qualified } from '../../shared/sql';
import { answersOf, averageOf, formQuestions, toQuestion, type FormQuestion } from './evaluation';
import { courseLearners, learnerCountSql } from './learners';
import { at } from './sessions';
import { requireLecturer, teachesCourse } from './teaching';

/*
 * What the lecturer reads of the evaluations their courses received (decision 0060). A member who teaches
 * nothing gets 306; a course the caller does not teach is "not found". When a course keeps its learners nameless
 * (`anonymous_evaluation`), nothing the lecturer reads of it names or identifies a learner: no name, no user id.
 * The lecturer questions of an evaluation rate the course's lecturer when it was given, so the caller's own
 * lecturer figures count only evaluations that name them.
 */

const courseRef = qualified(offlineCourse.id);
const courseTenant = qualified(offlineCourse.tenantId);
const evaluationRef = qualified(offlineEvaluation.id);
const evaluationTenant = qualified(offlineEvaluation.tenantId);

/** Enabled courses of the caller's company. */
const ofCompany = (scope: MemberScope): SQL =>
  and(
    eq(offlineCourse.tenantId, scope.tenantId),
    eq(offlineCourse.enterpriseId, scope.enterpriseId),
    eq(offlineCourse.statusId, 1),
  ) as SQL;

/** A course the caller teaches, as its results need it. */
interface TaughtCourse {
  id: string;
  courseName: string;
  anonymous: boolean;
  formId: string | null;
}

async function taughtCourse(db: Db, scope: MemberScope, courseId: string): Promise<TaughtCourse> {
  const ids = await requireLecturer(db, scope);
  const [row] = await db
    .select({
      id: offlineCourse.id,
      courseName: offlineCourse.courseName,
      anonymous: offlineCourse.anonymousEvaluation,
      formId: offlineCourse.evaluationFormId,
    })
    .from(offlineCourse)
    .where(and(ofCompany(scope), eq(offlineCourse.id, courseId), teachesCourse(ids)));
  if (!row) throw new BizError('offline.courseNotFound');
  return { ...row, anonymous: row.anonymous === 1 };
}

/** Evaluations of some courses of the caller's company. */
const evaluationsOf = (scope: MemberScope, courseIds: string[]): SQL =>
  and(
    eq(offlineEvaluation.tenantId, scope.tenantId),
    eq(offlineEvaluation.enterpriseId, scope.enterpriseId),
    inArray(offlineEvaluation.courseId, courseIds),
  ) as SQL;

/** The questions to read courses' evaluations by: their forms' now, and those of forms their evaluations answered. */
async function questionsOfCourses(
  db: Db,
  scope: MemberScope,
  courses: { id: string; formId: string | null }[],
): Promise<FormQuestion[]> {
  if (courses.length === 0) return [];
  const answered = await db
    .selectDistinct({ formId: offlineEvaluation.formId })
    .from(offlineEvaluation)
    .where(
      evaluationsOf(
        scope,
        courses.map((c) => c.id),
      ),
    );
  const formIds = new Set([
    ...courses.flatMap((c) => (c.formId === null ? [] : [c.formId])),
    ...answered.map((a) => a.formId),
  ]);
  return formQuestions(db, scope.tenantId, [...formIds]);
}

/** How many gave each rating to each rating question, by course and by the lecturer the evaluation names. */
interface RatingCount {
  courseId: string;
  questionId: string;
  target: number;
  lecturerId: string | null;
  score: number;
  n: number;
}

/** An answer's evaluation and its question, as the results join them. */
const ANSWER_EVALUATION = and(
  eq(offlineEvaluation.tenantId, offlineEvaluationAnswer.tenantId),
  eq(offlineEvaluation.id, offlineEvaluationAnswer.evaluationId),
) as SQL;
const ANSWER_QUESTION = and(
  eq(evaluationQuestion.tenantId, offlineEvaluationAnswer.tenantId),
  eq(evaluationQuestion.id, offlineEvaluationAnswer.questionId),
) as SQL;

/** Given answers of one kind (a score for a rating, words for a text) in the courses' evaluations. */
function givenAnswers(scope: MemberScope, courseIds: string[], kind: QuestionKind): SQL {
  return and(
    eq(offlineEvaluationAnswer.tenantId, scope.tenantId),
    evaluationsOf(scope, courseIds),
    eq(evaluationQuestion.kind, kind),
    isNotNull(
      kind === QuestionKind.rating ? offlineEvaluationAnswer.score : offlineEvaluationAnswer.answerText,
    ),
  ) as SQL;
}

async function ratingCounts(db: Db, scope: MemberScope, courseIds: string[]): Promise<RatingCount[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({
      courseId: offlineEvaluation.courseId,
      questionId: evaluationQuestion.id,
      target: evaluationQuestion.target,
      lecturerId: offlineEvaluation.lecturerId,
      score: offlineEvaluationAnswer.score,
      n: sql<number>`cast(count(*) as int)`,
    })
    .from(offlineEvaluationAnswer)
    .innerJoin(offlineEvaluation, ANSWER_EVALUATION)
    .innerJoin(evaluationQuestion, ANSWER_QUESTION)
    .where(givenAnswers(scope, courseIds, QuestionKind.rating))
    .groupBy(
      offlineEvaluation.courseId,
      evaluationQuestion.id,
      evaluationQuestion.target,
      offlineEvaluation.lecturerId,
      offlineEvaluationAnswer.score,
    );
  return rows.flatMap((r) => (r.score === null ? [] : [{ ...r, score: r.score, n: num(r.n) }]));
}

/** Sums ratings: the count, the sum and how many gave each rating. */
class Tally {
  n = 0;
  sum = 0;
  readonly distribution: number[] = Array<number>(EVALUATION_SCALE).fill(0);

  add(score: number, n: number): void {
    if (score < 1 || score > EVALUATION_SCALE) return;
    this.n += n;
    this.sum += score * n;
    this.distribution[score - 1] = (this.distribution[score - 1] ?? 0) + n;
  }

  get average(): number {
    return averageOf(this.sum, this.n);
  }
}

const tallyOf = (rows: RatingCount[]): Tally => {
  const tally = new Tally();
  for (const r of rows) tally.add(r.score, r.n);
  return tally;
};

function questionResult(q: EvaluationQuestion, tally: Tally): QuestionResult {
  return {
    questionId: q.questionId,
    target: q.target,
    title: q.title,
    average: tally.average,
    answered: tally.n,
    distribution: [...tally.distribution],
  };
}

/** The evaluations a course the caller teaches received, newest first. */
export async function evaluationUserList(
  db: Db,
  scope: MemberScope,
  q: { courseId: string; pageCurrent: number; pageSize: number },
): Promise<Page<ReceivedEvaluation> & { questions: EvaluationQuestion[]; anonymous: 0 | 1 }> {
  const course = await taughtCourse(db, scope, q.courseId);
  const where = evaluationsOf(scope, [course.id]);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(offlineEvaluation)
    .where(where);
  const rows = await receivedRows(db, course, where)
    .orderBy(desc(offlineEvaluation.gmtSubmitted), desc(offlineEvaluation.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const answers = await answersOf(
    db,
    scope.tenantId,
    rows.map((r) => r.evaluationId),
  );
  return {
    ...pageResult(
      rows.map((r) => toReceived(r, answers.get(r.evaluationId) ?? [])),
      q,
      num(total?.n),
    ),
    questions: (await questionsOfCourses(db, scope, [course])).map(toQuestion),
    anonymous: course.anonymous ? 1 : 0,
  };
}

/** Evaluations of a taught course with the learner's name, or none when the course keeps them nameless. */
function receivedRows(db: Db, course: TaughtCourse, where: SQL) {
  return db
    .select({
      evaluationId: offlineEvaluation.id,
      // A nameless course's rows never read the account.
      userName: course.anonymous ? sql<string>`''` : sql<string>`coalesce(${userAccount.name}, '')`,
      average: offlineEvaluation.average,
      formId: offlineEvaluation.formId,
      gmtSubmitted: offlineEvaluation.gmtSubmitted,
    })
    .from(offlineEvaluation)
    .leftJoin(
      userAccount,
      and(eq(userAccount.tenantId, offlineEvaluation.tenantId), eq(userAccount.id, offlineEvaluation.userId)),
    )
    .where(where)
    .$dynamic();
}

function toReceived(
  r: { evaluationId: string; userName: string; average: number; gmtSubmitted: Date },
  answers: ReceivedEvaluation['answers'],
): ReceivedEvaluation {
  return {
    evaluationId: r.evaluationId,
    userName: r.userName,
    average: Math.min(EVALUATION_SCALE, Math.max(0, num(r.average))),
    answers,
    gmtSubmitted: formatDateTime(new Date(r.gmtSubmitted)),
  };
}

/** One evaluation a course the caller teaches received. */
export async function evaluationDetail(
  db: Db,
  scope: MemberScope,
  q: { courseId: string; evaluationId: string },
): Promise<ReceivedEvaluation & { questions: EvaluationQuestion[] }> {
  const course = await taughtCourse(db, scope, q.courseId);
  const [row] = await receivedRows(
    db,
    course,
    and(evaluationsOf(scope, [course.id]), eq(offlineEvaluation.id, q.evaluationId)) as SQL,
  );
  if (!row) throw new BizError('offline.evaluation.recordNotFound');
  const answers = await answersOf(db, scope.tenantId, [row.evaluationId]);
  return {
    ...toReceived(row, answers.get(row.evaluationId) ?? []),
    questions: (await formQuestions(db, scope.tenantId, [row.formId])).map(toQuestion),
  };
}

/** How many evaluated, as SQL over `offline_course`. */
const evaluatedSql = (scope: MemberScope): SQL<number> =>
  sql<number>`(select cast(count(*) as int) from ${offlineEvaluation} e
    where e.tenant_id = ${courseTenant} and e.enterprise_id = ${scope.enterpriseId} and e.course_id = ${courseRef})`;

/** A taught course's learners, how many evaluated it, and how many of its learners have not. */
export async function evaluateCount(
  db: Db,
  scope: MemberScope,
  courseId: string,
): Promise<z.output<typeof evaluateCountShape>> {
  const course = await taughtCourse(db, scope, courseId);
  const [row] = await db
    .select({
      learners: learnerCountSql(scope, courseRef),
      evaluated: evaluatedSql(scope),
      pending: sql<number>`(select cast(count(*) as int) from (${courseLearners(scope, courseRef)}) l
        where not exists (select 1 from ${offlineEvaluation} e where e.tenant_id = ${courseTenant}
          and e.enterprise_id = ${scope.enterpriseId} and e.course_id = ${courseRef} and e.user_id = l.user_id))`,
    })
    .from(offlineCourse)
    .where(and(ofCompany(scope), eq(offlineCourse.id, course.id)));
  return { learners: num(row?.learners), evaluated: num(row?.evaluated), pending: num(row?.pending) };
}

/** A taught course's results: per rating question the average and the spread, and the averages by target. */
export async function evaluationCourse(
  db: Db,
  scope: MemberScope,
  courseId: string,
): Promise<EvaluationCourseResult> {
  const course = await taughtCourse(db, scope, courseId);
  const [figures] = await db
    .select({ learners: learnerCountSql(scope, courseRef), evaluated: evaluatedSql(scope) })
    .from(offlineCourse)
    .where(and(ofCompany(scope), eq(offlineCourse.id, course.id)));
  const counts = await ratingCounts(db, scope, [course.id]);
  const questions = (await questionsOfCourses(db, scope, [course])).filter(
    (q) => q.kind === QuestionKind.rating,
  );
  return {
    courseId: course.id,
    courseName: course.courseName,
    evaluated: num(figures?.evaluated),
    learners: num(figures?.learners),
    average: tallyOf(counts).average,
    courseAverage: tallyOf(counts.filter((c) => c.target === EvaluationTarget.course)).average,
    lecturerAverage: tallyOf(counts.filter((c) => c.target === EvaluationTarget.lecturer)).average,
    questions: questions.map((q) =>
      questionResult(q, tallyOf(counts.filter((c) => c.questionId === q.questionId))),
    ),
  };
}

const TREND_MONTHS = 12;
const COMMENTS_MAX = 20;

/**
 * The caller's results over every course they teach: the averages, the lecturer questions (merged by title when
 * the courses use different forms), each course newest first, the lecturer average by month of the last twelve
 * (months in the gateway's zone, as every time it shows), and the latest comments.
 */
export async function evaluationLecturer(
  db: Db,
  scope: MemberScope,
  now: Date,
): Promise<EvaluationLecturerResult> {
  const ids = await requireLecturer(db, scope);
  const firstStart = sql<Date | null>`(select min(s.start_time) from ${offlineSession} s
    where s.tenant_id = ${courseTenant} and s.course_id = ${courseRef})`;
  const courses = await db
    .select({
      id: offlineCourse.id,
      courseName: offlineCourse.courseName,
      formId: offlineCourse.evaluationFormId,
      learners: learnerCountSql(scope, courseRef),
      evaluated: evaluatedSql(scope),
    })
    .from(offlineCourse)
    .where(
      and(
        ofCompany(scope),
        teachesCourse(ids),
        or(
          isNotNull(offlineCourse.evaluationFormId),
          sql`exists (select 1 from ${offlineEvaluation} e where e.tenant_id = ${courseTenant}
            and e.enterprise_id = ${scope.enterpriseId} and e.course_id = ${courseRef})`,
        ),
      ),
    )
    .orderBy(sql`${firstStart} desc nulls last`, desc(offlineCourse.id));
  const courseIds = courses.map((c) => c.id);
  const counts = await ratingCounts(db, scope, courseIds);
  const mine = (c: RatingCount) =>
    c.target === EvaluationTarget.lecturer && c.lecturerId !== null && ids.includes(c.lecturerId);
  const ofCourses = (c: RatingCount) => c.target === EvaluationTarget.course;

  return {
    evaluated: courses.reduce((n, c) => n + num(c.evaluated), 0),
    lecturerAverage: tallyOf(counts.filter(mine)).average,
    courseAverage: tallyOf(counts.filter(ofCourses)).average,
    questions: await lecturerQuestions(db, scope, courses, counts.filter(mine)),
    courses: courses.map((c) => {
      const own = counts.filter((r) => r.courseId === c.id);
      return {
        courseId: c.id,
        courseName: c.courseName,
        evaluated: num(c.evaluated),
        learners: num(c.learners),
        lecturerAverage: tallyOf(own.filter(mine)).average,
        courseAverage: tallyOf(own.filter(ofCourses)).average,
      };
    }),
    trend: await lecturerTrend(db, scope, ids, courseIds, now),
    comments: await latestComments(db, scope, courseIds),
  };
}

/**
 * The lecturer rating questions of the courses' forms with the caller's ratings. Questions of one form are told
 * apart by id; across forms the same title asks the same thing, so they are merged by title.
 */
async function lecturerQuestions(
  db: Db,
  scope: MemberScope,
  courses: { id: string; formId: string | null }[],
  counts: RatingCount[],
): Promise<QuestionResult[]> {
  const all = await questionsOfCourses(db, scope, courses);
  const questions = all.filter(
    (q) => q.target === EvaluationTarget.lecturer && q.kind === QuestionKind.rating,
  );
  const oneForm = new Set(questions.map((q) => q.formId)).size <= 1;
  const keyOf = (q: FormQuestion) => (oneForm ? q.questionId : q.title);
  const merged = new Map<string, { question: FormQuestion; tally: Tally }>();
  const keyById = new Map<string, string>();
  for (const q of questions) {
    const key = keyOf(q);
    keyById.set(q.questionId, key);
    if (!merged.has(key)) merged.set(key, { question: q, tally: new Tally() });
  }
  for (const c of counts) {
    const key = keyById.get(c.questionId);
    if (key !== undefined) merged.get(key)?.tally.add(c.score, c.n);
  }
  return [...merged.values()].map((m) => questionResult(m.question, m.tally));
}

/** The caller's lecturer average by month submitted, for the months of the last twelve that have any. */
async function lecturerTrend(
  db: Db,
  scope: MemberScope,
  ids: string[],
  courseIds: string[],
  now: Date,
): Promise<EvaluationLecturerResult['trend']> {
  if (courseIds.length === 0) return [];
  const from = new Date(now.getFullYear(), now.getMonth() - (TREND_MONTHS - 1), 1);
  const lecturerScores = (what: string) =>
    sql<number>`(select ${sql.raw(what)} from ${offlineEvaluationAnswer} a
      join ${evaluationQuestion} q on q.tenant_id = a.tenant_id and q.id = a.question_id
      where a.tenant_id = ${evaluationTenant} and a.evaluation_id = ${evaluationRef}
        and q.target = ${EvaluationTarget.lecturer} and q.kind = ${QuestionKind.rating} and a.score is not null)`;
  const rows = await db
    .select({
      gmtSubmitted: offlineEvaluation.gmtSubmitted,
      sum: lecturerScores('cast(coalesce(sum(a.score), 0) as int)'),
      n: lecturerScores('cast(count(*) as int)'),
    })
    .from(offlineEvaluation)
    .where(
      and(
        evaluationsOf(scope, courseIds),
        inArray(offlineEvaluation.lecturerId, ids),
        sql`${offlineEvaluation.gmtSubmitted} >= ${at(from)}`,
      ),
    )
    .orderBy(asc(offlineEvaluation.gmtSubmitted));
  const months = new Map<string, { evaluated: number; sum: number; n: number }>();
  for (const r of rows) {
    const month = formatDateTime(new Date(r.gmtSubmitted)).slice(0, 7);
    const m = months.get(month) ?? { evaluated: 0, sum: 0, n: 0 };
    m.evaluated += 1;
    m.sum += num(r.sum);
    m.n += num(r.n);
    months.set(month, m);
  }
  return [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, m]) => ({ month, average: averageOf(m.sum, m.n), evaluated: m.evaluated }));
}

/** The latest words the courses received, nameless where the course says so. */
async function latestComments(db: Db, scope: MemberScope, courseIds: string[]): Promise<ReceivedComment[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({
      courseId: offlineCourse.id,
      courseName: offlineCourse.courseName,
      userName: sql<string>`(case when ${offlineCourse.anonymousEvaluation} = 1 then ''
        else coalesce(${userAccount.name}, '') end)`,
      question: evaluationQuestion.title,
      text: offlineEvaluationAnswer.answerText,
      gmtSubmitted: offlineEvaluation.gmtSubmitted,
    })
    .from(offlineEvaluationAnswer)
    .innerJoin(offlineEvaluation, ANSWER_EVALUATION)
    .innerJoin(evaluationQuestion, ANSWER_QUESTION)
    .innerJoin(
      offlineCourse,
      and(
        eq(offlineCourse.tenantId, offlineEvaluation.tenantId),
        eq(offlineCourse.id, offlineEvaluation.courseId),
      ),
    )
    .leftJoin(
      userAccount,
      and(eq(userAccount.tenantId, offlineEvaluation.tenantId), eq(userAccount.id, offlineEvaluation.userId)),
    )
    .where(givenAnswers(scope, courseIds, QuestionKind.text))
    .orderBy(desc(offlineEvaluation.gmtSubmitted), desc(offlineEvaluation.id), asc(evaluationQuestion.sort))
    .limit(COMMENTS_MAX);
  return rows.map((r) => ({
    courseId: r.courseId,
    courseName: r.courseName,
    userName: r.userName,
    question: r.question,
    text: r.text ?? '',
    gmtSubmitted: formatDateTime(new Date(r.gmtSubmitted)),
  }));
}
