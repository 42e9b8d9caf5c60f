import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  offlineReviewApi,
  type EvaluationAnswer,
  type EvaluationQuestion,
} from '../../../contract/offline-review';
import { EVALUATION_OPEN_DAYS } from '../../../contract/offline-review.routes';
import { offlineEvaluation } from '../../../gateway/db/schema-evaluation';
import { callApi } from '../helpers/api';
import type { TestApp } from '../helpers/app';
import { DAY_MS, courseOf, type OfflineDemo } from './support';

/** The demo's course over more than a month ago (offline.json), whose evaluation the learner let expire. */
export const LEAN = '精益生产现场改善';

/** The demo form's questions (offline-evaluation.json), in order. */
export const FORM_TITLES = [
  '课程内容的实用性',
  '课程组织与时间安排',
  '讲师的专业水平',
  '讲师的表达与互动',
  '意见与建议',
];

/** When a demo course's evaluation closes by default: its last session's end plus the open days. */
export function defaultDeadline(d: OfflineDemo, course: string): Date {
  const sessions = d.sessions[course] ?? [];
  const lastEnd = Math.max(...sessions.map((s) => s.end.getTime()));
  return new Date(lastEnd + EVALUATION_OPEN_DAYS * DAY_MS);
}

/** The questions of a course's form as its learner sees them. */
export async function questionsOf(t: TestApp, d: OfflineDemo, course: string): Promise<EvaluationQuestion[]> {
  const view = await callApi(
    t.app,
    offlineReviewApi.evaluationView,
    { courseId: courseOf(d, course) },
    {
      token: d.c.learner,
    },
  );
  expect(view.code).toBe(Code.ok);
  return view.data.questions;
}

/** Answers to the demo form: the ratings in question order, and a comment when given. */
export function answersTo(
  questions: EvaluationQuestion[],
  ratings: number[],
  comment?: string,
): EvaluationAnswer[] {
  const [c1, c2, l1, l2, text] = questions;
  if (!c1 || !c2 || !l1 || !l2 || !text) throw new Error('the demo form has five questions');
  const answers: EvaluationAnswer[] = [c1, c2, l1, l2].map((q, i) => ({
    questionId: q.questionId,
    score: ratings[i],
  }));
  if (comment !== undefined) answers.push({ questionId: text.questionId, text: comment });
  return answers;
}

/** The evaluations stored for a course by a member. */
export async function storedEvaluations(t: TestApp, d: OfflineDemo, course: string, phone: string) {
  return t.db
    .select()
    .from(offlineEvaluation)
    .where(
      and(
        eq(offlineEvaluation.tenantId, d.c.refs.tenant1),
        eq(offlineEvaluation.courseId, courseOf(d, course)),
        eq(offlineEvaluation.userId, await d.userOf(phone)),
      ),
    );
}
