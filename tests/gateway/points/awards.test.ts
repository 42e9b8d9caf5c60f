import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { examPaperApi } from '../../../contract/exam-paper';
import { PointsRule } from '../../../contract/points';
import { progressApi, type ProgressReport } from '../../../contract/progress';
import { pointsLedger, pointsRule } from '../../../gateway/db/schema-points';
import { hashToken } from '../../../gateway/http/tokens';
import { logReportFast } from '../../../gateway/modules/progress/report-fast';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { EXAMS, examRow, rightAnswers, startExam } from '../exam/support';
import { callers, type Callers } from '../notice/support';
import { makeCourse, progressWorld, type ProgressWorld, type TestCourse } from '../progress/support';
import { stored } from './support';

/* Points earned where they are earned: a course learned (on either path of a progress report) and an exam passed. */

describe.each(dialects())('points awarded by learning (%s)', (dialect) => {
  let t: TestApp;
  let w: ProgressWorld;
  let c: Callers;
  let seq = 1;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    w = await progressWorld(t);
    c = await callers(t);
    // The test company awards 10 points a course learned, at most 15 a day.
    await t.db.insert(pointsRule).values({
      tenantId: w.refs.tenant1,
      enterpriseId: w.company.id,
      ruleCode: PointsRule.courseLearned,
      points: 10,
      dailyCap: 15,
    });
  });
  afterAll(() => t.close());

  const scope = () => ({ tenantId: w.refs.tenant1, enterpriseId: w.company.id, userId: w.refs.learner.id });
  const report = (course: TestCourse, index: number): ProgressReport => ({
    courseId: course.id,
    subResourceId: course.nodes[index] ?? '',
    studyProgress: 100,
    position: 0,
    studySeconds: 10,
    seq: (seq += 1),
  });
  const send = async (r: ProgressReport) => {
    const res = await callApi(t.app, progressApi.logUpdate, r, { token: w.learner });
    expect(res.code, res.msg).toBe(Code.ok);
    return res.data;
  };
  const entries = async (courseId: string) =>
    t.db
      .select({ amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.tenantId, w.refs.tenant1),
          eq(pointsLedger.userId, w.refs.learner.id),
          eq(pointsLedger.ruleCode, PointsRule.courseLearned),
          eq(pointsLedger.sourceId, courseId),
        ),
      );

  it('awards a learned course once, also when the fast path carries the reports, within the daily cap', async () => {
    const nodes = [
      { kind: 'txt' as const, dwell: 10 },
      { kind: 'txt' as const, dwell: 10 },
    ];
    const first = await makeCourse(t, { tenantId: w.refs.tenant1, enterpriseId: w.company.id, nodes });
    expect(await send(report(first, 0))).toMatchObject({ courseProgress: 50 });
    // The second lesson opened, nothing counted yet.
    expect(await send({ ...report(first, 1), studySeconds: 0 })).toMatchObject({ courseProgress: 50 });
    t.clock.advance(10_000);
    // The second lesson's records exist now: the fast path would take this report, but it finishes the course,
    // so it leaves it to the ordinary path, which awards the points.
    expect(
      await logReportFast(t.db, w.refs.tenant1, hashToken(w.learner), report(first, 1), t.clock.now()),
    ).toBeNull();
    expect(await send(report(first, 1))).toMatchObject({ courseProgress: 100 });
    expect(await entries(first.id)).toEqual([{ amount: 10 }]);
    // Lessons watched again: no more points.
    for (let i = 0; i < 3; i++) {
      t.clock.advance(10_000);
      await send(report(first, i % 2));
    }
    expect(await entries(first.id)).toEqual([{ amount: 10 }]);
    // A second course the same day gets what the cap leaves, a third nothing.
    const second = await makeCourse(t, {
      tenantId: w.refs.tenant1,
      enterpriseId: w.company.id,
      nodes: [nodes[0]!],
    });
    t.clock.advance(10_000);
    expect(await send(report(second, 0))).toMatchObject({ courseProgress: 100 });
    expect(await entries(second.id)).toEqual([{ amount: 5 }]);
    const third = await makeCourse(t, {
      tenantId: w.refs.tenant1,
      enterpriseId: w.company.id,
      nodes: [nodes[0]!],
    });
    t.clock.advance(10_000);
    await send(report(third, 0));
    expect(await entries(third.id)).toEqual([]);
    const s = await stored(t, scope());
    expect(s).toMatchObject({ integral: 15, sum: 15 });
  });

  it('awards an exam passed once, with the hand-in that marks it', async () => {
    const examId = (await examRow(t, c.refs.tenant1, EXAMS.fireQuick)).id;
    const learner = { tenantId: c.refs.tenant1, enterpriseId: c.refs.xinghe.id, userId: c.refs.learner.id };
    const before = await stored(t, learner);
    const view = await startExam(t, c.learner, examId);
    const answers = (await rightAnswers(t, c.refs.tenant1, view)).map((a, i) => ({ ...a, seq: i + 1 }));
    expect(
      (
        await callApi(
          t.app,
          examPaperApi.saveAnswers,
          { recordId: view.record.id, answers },
          { token: c.learner },
        )
      ).code,
    ).toBe(Code.ok);
    const done = await callApi(
      t.app,
      examPaperApi.finish,
      { recordId: view.record.id, reason: 1 },
      { token: c.learner },
    );
    expect(done.code, done.msg).toBe(Code.ok);
    const after = await stored(t, learner);
    // 星河科技 gives 20 points an exam passed.
    expect(after).toMatchObject({ integral: (before.integral ?? 0) + 20, sum: (before.integral ?? 0) + 20 });
    const rows = await t.db
      .select({ amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(
        and(eq(pointsLedger.tenantId, c.refs.tenant1), eq(pointsLedger.ruleCode, PointsRule.examPassed)),
      );
    expect(rows).toEqual([{ amount: 20 }]);
  });
});
