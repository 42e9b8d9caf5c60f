import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { examPaperApi } from '../../../contract/exam-paper';
import { enterpriseMember, examUser, sessionToken, userAccount } from '../../../gateway/db/schema';
import { examAttemptAnswer } from '../../../gateway/db/schema-exam';
import { hashToken, revokeToken } from '../../../gateway/http/tokens';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { dialects } from '../helpers/dialects';
import { callers, type Callers } from '../notice/support';
import { EXAMS, MINUTE_MS, answerable, examRow, startExam } from './support';

/*
 * A save to an attempt the gateway has seen started checks the caller's token in the statement that writes
 * (no separate look-up, nothing cached about the token): these tests hold it to the same answers as before.
 */
describe.each(dialects())('answer saves checked in one statement (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let start: Date;
  let examId: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    start = t.clock.now();
    examId = (await examRow(t, c.refs.tenant1, EXAMS.compliance)).id;
  });
  beforeEach(() => t.clock.set(start));
  afterAll(() => t.close());

  const save = (token: string, recordId: string, problemId: string, answer: string[], seq: number) =>
    callApi(t.app, examPaperApi.saveAnswers, { recordId, answers: [{ problemId, answer, seq }] }, { token });

  let takers = 0;
  /** A new member of 星河科技 assigned the exam, an attempt started with their token, and its first question. */
  async function started() {
    takers += 1;
    const tenantId = c.refs.tenant1;
    const enterpriseId = c.refs.xinghe.id;
    const [user] = await t.db
      .insert(userAccount)
      .values({
        tenantId,
        phone: `1970000${String(takers).padStart(4, '0')}`,
        name: `考生${takers}`,
        passwordHash: '-',
      })
      .returning({ id: userAccount.id });
    if (!user) throw new Error('no user');
    await t.db.insert(enterpriseMember).values({ tenantId, enterpriseId, userId: user.id });
    await t.db.insert(examUser).values({ tenantId, enterpriseId, examId, userId: user.id });
    const token = await tokenFor(t, {
      tenantId,
      userId: user.id,
      enterpriseId,
      websiteId: c.refs.localhost.id,
    });
    const view = await startExam(t, token, examId);
    const first = answerable(view).find((p) => p.problemType === 1);
    if (!first) throw new Error('no single-choice question');
    return { token, userId: user.id, recordId: view.record.id, problemId: first.id };
  }

  async function stored(recordId: string, problemId: string) {
    const [row] = await t.db
      .select({ answer: examAttemptAnswer.answer, seq: examAttemptAnswer.seq })
      .from(examAttemptAnswer)
      .where(
        and(
          eq(examAttemptAnswer.tenantId, c.refs.tenant1),
          eq(examAttemptAnswer.attemptId, recordId),
          eq(examAttemptAnswer.problemId, problemId),
        ),
      );
    return row ?? null;
  }

  async function finishOwn(token: string, recordId: string) {
    const done = await callApi(t.app, examPaperApi.finish, { recordId, reason: 1 }, { token });
    expect(done.code).toBe(Code.ok);
  }

  it('refuses the very next save once the token is revoked, as another gateway would revoke it', async () => {
    const a = await started();
    const ok = await save(a.token, a.recordId, a.problemId, ['A'], 1);
    expect(ok.code).toBe(Code.ok);
    expect(ok.data.lastSeq).toBe(1);
    // Straight in the database: no process saw the sign-out, and nothing it kept may outlive it.
    await revokeToken(t.db, hashToken(a.token), 'logout', t.clock.now());
    const refused = await save(a.token, a.recordId, a.problemId, ['B'], 2);
    expect(refused.code).toBe(Code.tokenInvalid);
    expect(refused.msg).toBe('登录状态已失效，请重新登录');
    expect(await stored(a.recordId, a.problemId)).toEqual({ answer: ['A'], seq: 1 });
  });

  it('refuses a token past its expiry although the attempt is still open', async () => {
    const a = await started();
    expect((await save(a.token, a.recordId, a.problemId, ['C'], 1)).code).toBe(Code.ok);
    await t.db
      .update(sessionToken)
      .set({ expiresAt: new Date(t.clock.now().getTime() + MINUTE_MS) })
      .where(eq(sessionToken.tokenHash, hashToken(a.token)));
    t.clock.advance(2 * MINUTE_MS);
    const refused = await save(a.token, a.recordId, a.problemId, ['D'], 2);
    expect(refused.code).toBe(Code.tokenExpired);
    expect(await stored(a.recordId, a.problemId)).toEqual({ answer: ['C'], seq: 1 });
    // A new token of the same member still saves: the attempt was open all along.
    const again = await tokenFor(t, {
      tenantId: c.refs.tenant1,
      userId: a.userId,
      enterpriseId: c.refs.xinghe.id,
      websiteId: c.refs.localhost.id,
    });
    expect((await save(again, a.recordId, a.problemId, ['D'], 3)).code).toBe(Code.ok);
    expect(await stored(a.recordId, a.problemId)).toEqual({ answer: ['D'], seq: 3 });
  });

  it("finds nothing for another member's, another company's or another tenant's token", async () => {
    const a = await started();
    expect((await save(a.token, a.recordId, a.problemId, ['A'], 1)).code).toBe(Code.ok);
    for (const token of [c.admin, c.learnerYuanshan]) {
      const res = await save(token, a.recordId, a.problemId, ['B'], 5);
      expect(res.code).toBe(Code.error);
      expect(res.msg).toBe('考试记录不存在');
    }
    // A token of another tenant is not valid on this site at all.
    expect((await save(c.other, a.recordId, a.problemId, ['B'], 6)).code).toBe(Code.tokenInvalid);
    expect(await stored(a.recordId, a.problemId)).toEqual({ answer: ['A'], seq: 1 });
  });

  it('gives each of many saves arriving together its own answer', async () => {
    const takers = [];
    for (let i = 0; i < 6; i += 1) takers.push(await started());
    const [revoked, handedIn, ...open] = takers;
    if (!revoked || !handedIn) throw new Error('no takers');
    await revokeToken(t.db, hashToken(revoked.token), 'logout', t.clock.now());
    await finishOwn(handedIn.token, handedIn.recordId);
    // Each open attempt gets two saves at once (the newer must win), the others one each.
    const calls = [
      save(revoked.token, revoked.recordId, revoked.problemId, ['A'], 1),
      save(handedIn.token, handedIn.recordId, handedIn.problemId, ['A'], 1),
      ...open.flatMap((a) => [
        save(a.token, a.recordId, a.problemId, ['B'], 2),
        save(a.token, a.recordId, a.problemId, ['C'], 1),
      ]),
    ];
    const [r, h, ...rest] = await Promise.all(calls);
    expect(r?.code).toBe(Code.tokenInvalid);
    expect(h?.msg).toBe('考试时间已到');
    expect(rest).toHaveLength(open.length * 2);
    rest.forEach((x, i) => {
      expect(x.code).toBe(Code.ok);
      // The newer save answers 2 whichever ran first; the older one 1 or 2.
      if (i % 2 === 0) expect(x.data.lastSeq).toBe(2);
    });
    expect(await stored(revoked.recordId, revoked.problemId)).toBeNull();
    expect(await stored(handedIn.recordId, handedIn.problemId)).toBeNull();
    for (const a of open) expect(await stored(a.recordId, a.problemId)).toEqual({ answer: ['B'], seq: 2 });
  });

  it('answers a bad save, a handed-in attempt and an old sequence number as before', async () => {
    const a = await started();
    expect((await save(a.token, a.recordId, a.problemId, ['B'], 3)).code).toBe(Code.ok);
    // An older number changes nothing but still answers the highest one stored.
    const old = await save(a.token, a.recordId, a.problemId, ['A'], 2);
    expect(old.code).toBe(Code.ok);
    expect(old.data.lastSeq).toBe(3);
    const unknownKey = await save(a.token, a.recordId, a.problemId, ['Z'], 4);
    expect(unknownKey.code).toBe(Code.error);
    expect(unknownKey.msg).not.toBe('');
    const badSeq = await save(a.token, a.recordId, a.problemId, ['A'], 0);
    expect(badSeq.code).toBe(Code.error);
    expect(await stored(a.recordId, a.problemId)).toEqual({ answer: ['B'], seq: 3 });
    await finishOwn(a.token, a.recordId);
    const late = await save(a.token, a.recordId, a.problemId, ['C'], 5);
    expect(late.code).toBe(Code.error);
    expect(late.msg).toBe('考试时间已到');
    expect(await stored(a.recordId, a.problemId)).toEqual({ answer: ['B'], seq: 3 });
  });
});
