import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Code } from '../../../contract/envelope';
import { examPaperApi, type AttemptView, type Problem } from '../../../contract/exam-paper';
import { exam, examAttempt } from '../../../gateway/db/schema';
import { examAttemptEvent, examProblem } from '../../../gateway/db/schema-exam';
import { callApi, type CallOptions } from '../helpers/api';
import type { TestApp } from '../helpers/app';

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The demo exams of 星河科技 the attempt tests use. */
export const EXAMS = {
  compliance: '2026 年度合规与安全综合测评',
  fireQuick: '消防安全一分钟快测',
  proctored: '信息安全在线监考模拟',
  product: '产品知识月度测验',
  onboarding: '新员工入职考核',
  infosec: '信息安全知识考试',
  secrecy: '保密制度专项考试',
  safety: '安全生产知识考试',
  service: '客户服务规范考核',
} as const;

export async function examRow(t: TestApp, tenantId: string, name: string) {
  const [row] = await t.db
    .select()
    .from(exam)
    .where(and(eq(exam.tenantId, tenantId), eq(exam.examName, name)))
    .limit(1);
  if (!row) throw new Error(`no exam ${name}`);
  return row;
}

/** Questions answered directly, in paper order (a composite question's children in its place). */
export function answerable(view: Pick<AttemptView, 'paper'>): Problem[] {
  const out: Problem[] = [];
  const walk = (p: Problem) => {
    if (p.problemType === 6) p.children.forEach(walk);
    else out.push(p);
  };
  for (const s of view.paper.titleList) s.problemList.forEach(walk);
  return out;
}

/** What the gateway holds as correct for each question of an exam (read straight from the database). */
export async function answerKeys(t: TestApp, tenantId: string, examId: string) {
  const rows = await t.db
    .select({ id: examProblem.id, type: examProblem.problemType, key: examProblem.answerKey })
    .from(examProblem)
    .where(and(eq(examProblem.tenantId, tenantId), eq(examProblem.examId, examId)))
    .orderBy(asc(examProblem.sort));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A right answer for every objective question and a text for short answers. */
export async function rightAnswers(t: TestApp, tenantId: string, view: AttemptView) {
  const keys = await answerKeys(t, tenantId, view.record.examId);
  return answerable(view).map((p) => {
    const key = keys.get(p.id)?.key ?? [];
    if (p.problemType === 4) return { problemId: p.id, answer: key.map((k) => k[0] ?? '') };
    if (p.problemType === 5) return { problemId: p.id, answer: ['<p>按制度办事，遇到问题及时上报。</p>'] };
    return { problemId: p.id, answer: key[0] ?? [] };
  });
}

export async function startExam(t: TestApp, token: string, examId: string, options: CallOptions = {}) {
  const res = await callApi(t.app, examPaperApi.start, { examId }, { token, ...options });
  expect(res.msg).toBe('');
  expect(res.code).toBe(Code.ok);
  return res.data;
}

export async function attemptRow(t: TestApp, tenantId: string, id: string) {
  const [row] = await t.db
    .select()
    .from(examAttempt)
    .where(and(eq(examAttempt.tenantId, tenantId), eq(examAttempt.id, id)));
  if (!row) throw new Error(`no attempt ${id}`);
  return row;
}

export async function eventsOf(t: TestApp, tenantId: string, attemptId: string) {
  return t.db
    .select({
      type: examAttemptEvent.eventType,
      seq: examAttemptEvent.seq,
      detail: examAttemptEvent.detail,
    })
    .from(examAttemptEvent)
    .where(and(eq(examAttemptEvent.tenantId, tenantId), eq(examAttemptEvent.attemptId, attemptId)))
    .orderBy(asc(examAttemptEvent.id));
}
