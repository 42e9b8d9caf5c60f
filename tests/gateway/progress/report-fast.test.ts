import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { mediaProgress } from '../../../contract/progress-rules';
import { progressApi, type ProgressReport } from '../../../contract/progress';
import { StudyStatus } from '../../../contract/study';
import type { Db } from '../../../gateway/db/client';
import { enterpriseMember, userAccount } from '../../../gateway/db/schema';
import { hashToken, revokeToken } from '../../../gateway/http/tokens';
import { logReportFast, readReportBody } from '../../../gateway/modules/progress/report-fast';
import { dayOf } from '../../../gateway/modules/progress/reports';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import {
  courseRecord,
  makeCourse,
  nodeRecord,
  progressWorld,
  studyDays,
  tokenIn,
  type NodeSpec,
  type ProgressWorld,
  type TestCourse,
} from './support';

/*
 * The progress report's fast path (decision 0047): what it accepts, and that whenever it answers null — a row
 * changed between its read and its write, rows not there yet, ids beyond its casts — it wrote nothing and the
 * ordinary path gives exactly the answer and the records it would have given alone.
 */

const NOT_FOUND = '课程内容不存在或不可学习';
const GENERIC = '系统繁忙，请稍后再试';

const PLAIN: ProgressReport = {
  courseId: '1234',
  subResourceId: '5678',
  studyProgress: 50,
  position: 12.5,
  studySeconds: 10,
  seq: 3,
};

describe('readReportBody', () => {
  it('answers a plain report as it is', () => {
    expect(readReportBody({ ...PLAIN })).toEqual(PLAIN);
    const edges = {
      courseId: '999999999999999999',
      subResourceId: '1',
      studyProgress: 0,
      position: 1_000_000,
      studySeconds: 86_400,
      seq: Number.MAX_SAFE_INTEGER,
    };
    expect(readReportBody(edges)).toEqual(edges);
  });

  it.each<[string, unknown]>([
    ['a 19-digit course id', { ...PLAIN, courseId: '1234567890123456789' }],
    ['a 19-digit node id', { ...PLAIN, subResourceId: '1234567890123456789' }],
    ['a course id beyond bigint', { ...PLAIN, courseId: '9999999999999999999' }],
    ['a leading zero', { ...PLAIN, courseId: '01234' }],
    ['a zero id', { ...PLAIN, subResourceId: '0' }],
    ['a numeric id', { ...PLAIN, courseId: 1234 }],
    ['a signed id', { ...PLAIN, courseId: '-1234' }],
    ['an id with a space', { ...PLAIN, subResourceId: '5678 ' }],
    ['an extra key', { ...PLAIN, token: 'abc' }],
    ['an extra undefined key', { ...PLAIN, extra: undefined }],
    ['a missing key', (({ seq: _seq, ...rest }) => rest)(PLAIN)],
    ['an undefined value', { ...PLAIN, studyProgress: undefined }],
    ['a fractional seq', { ...PLAIN, seq: 3.5 }],
    ['a fractional studySeconds', { ...PLAIN, studySeconds: 1.5 }],
    ['a textual seq', { ...PLAIN, seq: '3' }],
    ['a negative position', { ...PLAIN, position: -1 }],
    ['a position too far', { ...PLAIN, position: 1_000_001 }],
    ['progress above 100', { ...PLAIN, studyProgress: 100.5 }],
    ['negative progress', { ...PLAIN, studyProgress: -0.1 }],
    ['progress that is not a number', { ...PLAIN, studyProgress: Number.NaN }],
    ['an infinite position', { ...PLAIN, position: Number.POSITIVE_INFINITY }],
    ['more seconds than a day', { ...PLAIN, studySeconds: 86_401 }],
    ['a seq beyond safe integers', { ...PLAIN, seq: Number.MAX_SAFE_INTEGER + 1 }],
    ['a negative seq', { ...PLAIN, seq: -1 }],
    ['null', null],
    ['a string', JSON.stringify(PLAIN)],
    ['a number', 42],
    ['an array', [PLAIN]],
    ['an array with the keys', Object.assign([], PLAIN)],
  ])('refuses %s', (_, input) => {
    expect(readReportBody(input)).toBeNull();
  });
});

/** Names of the fast path's two statements (report-fast.ts). */
const READ_STATEMENT = 'progress_report_read';
const WRITE_STATEMENT = 'progress_report_write';

type Session = Db['_']['session'];

/**
 * `db` as the fast path sees it, with `step` run once right before its write statement is sent (after its
 * read answered), so a change can land exactly between the two.
 */
function stepBeforeWrite(db: Db, step: () => Promise<void>): { db: Db; ran: () => boolean } {
  const session = db._.session;
  let ran = false;
  const prepareQuery = (...args: Parameters<Session['prepareQuery']>) => {
    const prepared = session.prepareQuery(...args);
    if (args[2] !== WRITE_STATEMENT) return prepared;
    const execute = prepared.execute.bind(prepared);
    return Object.assign(Object.create(prepared) as typeof prepared, {
      execute: async (values?: Record<string, unknown>) => {
        if (!ran) {
          ran = true;
          await step();
        }
        return execute(values);
      },
    });
  };
  return { db: { _: { ...db._, session: { prepareQuery } } } as unknown as Db, ran: () => ran };
}

/**
 * `db` as the fast path sees it, noting how many reports each of its statements carried; `fail` makes a
 * statement fail before it is sent. The wrapped session is not PGlite's, so on both databases the queue
 * sends up to four statements at once and the reports that wait meanwhile share the next one.
 */
function counted(
  db: Db,
  fail: (statement: string, reports: number) => boolean = () => false,
): { db: Db; sizes: Record<string, number[]> } {
  const session = db._.session;
  const sizes: Record<string, number[]> = { [READ_STATEMENT]: [], [WRITE_STATEMENT]: [] };
  const prepareQuery = (...args: Parameters<Session['prepareQuery']>) => {
    const prepared = session.prepareQuery(...args);
    const name = args[2];
    if (name !== READ_STATEMENT && name !== WRITE_STATEMENT) return prepared;
    const execute = prepared.execute.bind(prepared);
    return Object.assign(Object.create(prepared) as typeof prepared, {
      execute: async (values?: Record<string, unknown>) => {
        const list = values?.[name === READ_STATEMENT ? 'reports' : 'writes'];
        const n = (JSON.parse(String(list)) as unknown[]).length;
        sizes[name]?.push(n);
        if (fail(name, n)) throw new Error(`${name} failed for the test`);
        return execute(values);
      },
    });
  };
  return { db: { _: { ...db._, session: { prepareQuery } } } as unknown as Db, sizes };
}

describe.each(dialects())('progress report fast path (%s)', (dialect) => {
  let t: TestApp;
  let w: ProgressWorld;
  let seq = 1_000;

  const courseWith = (...nodes: NodeSpec[]) =>
    makeCourse(t, { tenantId: w.refs.tenant1, enterpriseId: w.company.id, nodes });
  const body = (c: TestCourse, index: number, fields: Partial<ProgressReport> = {}): ProgressReport => ({
    courseId: c.id,
    subResourceId: c.nodes[index] ?? '',
    studyProgress: 100,
    position: 0,
    studySeconds: 0,
    seq: (seq += 1),
    ...fields,
  });
  const send = (report: ProgressReport | Record<string, unknown>) =>
    callApi(t.app, progressApi.logUpdate, report, { token: w.learner });
  const ok = async (report: ProgressReport) => {
    const res = await send(report);
    expect(res.code, res.msg).toBe(Code.ok);
    return res.data;
  };
  /** The fast path alone, as the route calls it for the demo learner. */
  const fast = (db: Db, report: ProgressReport) =>
    logReportFast(db, w.refs.tenant1, hashToken(w.learner), report, t.clock.now());
  const advance = (seconds: number) => t.clock.advance(seconds * 1000);
  const todaySeconds = async () =>
    (await studyDays(t, w.refs.tenant1, w.company.id, w.refs.learner.id))[dayOf(t.clock.now())] ?? 0;

  /** The learner's figures for a node and its course: what a report may change. */
  const figures = async (c: TestCourse, index: number) => {
    const node = await nodeRecord(t, w.refs.tenant1, w.refs.learner.id, c.nodes[index] ?? '');
    const courseRow = await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id);
    return {
      node: node && {
        position: node.position,
        maxPosition: node.maxPosition,
        seenPages: node.seenPages,
        studySeconds: node.studySeconds,
        studyProgress: node.studyProgress,
        finished: node.finished,
        lastSeq: Number(node.lastSeq),
        lastStudyTime: node.lastStudyTime?.getTime() ?? null,
        gmtModified: node.gmtModified.getTime(),
      },
      course: courseRow && {
        studyProgress: courseRow.studyProgress,
        studyDuration: courseRow.studyDuration,
        lastStudyTime: courseRow.lastStudyTime?.getTime() ?? null,
        gmtModified: courseRow.gmtModified.getTime(),
      },
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    w = await progressWorld(t);
  });
  // Mid-morning, so a test never runs across midnight.
  beforeEach(() => {
    const now = new Date();
    t.clock.set(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10, 0, 0));
  });
  afterAll(() => t.close());

  describe('a row changed between the read and the write', () => {
    /**
     * On `c`: opens node 0 (10 s at 10), half a minute later sends `raced` through the fast path alone with
     * `change` landing between its read and its write, then sends `raced` through the app. Answers the fast
     * path's answer, the figures right after `change` and after the fast path, the app's answer, the final
     * figures and the seconds the day gained.
     */
    const race = async (
      c: TestCourse,
      raced: (c: TestCourse) => ProgressReport,
      change: (c: TestCourse) => Promise<void>,
    ) => {
      await ok(body(c, 0, { seq: 100, studySeconds: 10, position: 10, studyProgress: 0 }));
      advance(30);
      const dayBefore = await todaySeconds();
      const report = raced(c);
      let changed: Awaited<ReturnType<typeof figures>> | undefined;
      const wrapped = stepBeforeWrite(t.db, async () => {
        await change(c);
        changed = await figures(c, 0);
      });
      const fastAnswer = await fast(wrapped.db, report);
      expect(wrapped.ran(), 'the fast path reached its write').toBe(true);
      const afterFast = await figures(c, 0);
      const answer = await send(report);
      return {
        fastAnswer,
        changed,
        afterFast,
        answer,
        final: await figures(c, 0),
        daySeconds: (await todaySeconds()) - dayBefore,
      };
    };

    /** The same steps one after the other on `c`, as the ordinary path alone would apply them. */
    const sequential = async (
      c: TestCourse,
      raced: (c: TestCourse) => ProgressReport,
      change: (c: TestCourse) => Promise<void>,
    ) => {
      await ok(body(c, 0, { seq: 100, studySeconds: 10, position: 10, studyProgress: 0 }));
      advance(30);
      const dayBefore = await todaySeconds();
      await change(c);
      const answer = await send(raced(c));
      return { answer, final: await figures(c, 0), daySeconds: (await todaySeconds()) - dayBefore };
    };

    /** Runs both on twin courses at the same clock and checks that the race changed nothing. */
    const compare = async (
      nodes: NodeSpec[],
      raced: (c: TestCourse) => ProgressReport,
      change: (c: TestCourse) => Promise<void>,
    ) => {
      const start = t.clock.now();
      const raceResult = await race(await courseWith(...nodes), raced, change);
      t.clock.set(start);
      const alone = await sequential(await courseWith(...nodes), raced, change);
      expect(raceResult.fastAnswer).toBeNull();
      // The stale write wrote nothing: neither row moved after the change.
      expect(raceResult.afterFast).toEqual(raceResult.changed);
      expect(raceResult.answer.code, raceResult.answer.msg).toBe(Code.ok);
      expect(raceResult.answer.data).toEqual(alone.answer.data);
      expect(raceResult.final).toEqual(alone.final);
      expect(raceResult.daySeconds).toBe(alone.daySeconds);
      return raceResult;
    };

    it('writes nothing when a report of the same node came in between; the ordinary path applies it once', async () => {
      const { final, daySeconds, answer } = await compare(
        [{ kind: 'video', duration: 600 }],
        (c) => body(c, 0, { seq: 102, studySeconds: 25, position: 40, studyProgress: 100 }),
        async (c) => {
          await ok(body(c, 0, { seq: 101, studySeconds: 15, position: 30, studyProgress: 100 }));
        },
      );
      // 10 first, 15 of the 30 s since, then at most the slack of 5 in no time at all.
      expect(final.node).toMatchObject({ studySeconds: 30, position: 40, maxPosition: 40, lastSeq: 102 });
      expect(final.course).toMatchObject({ studyDuration: 30 });
      expect(daySeconds).toBe(20);
      expect(answer.data).toMatchObject({ maxPosition: 40, studyProgress: 6, courseProgress: 6 });
    });

    it('writes nothing when another node of the course was reported in between', async () => {
      const { final } = await compare(
        [
          { kind: 'video', duration: 600 },
          { kind: 'pdf', pages: 1 },
        ],
        (c) => body(c, 0, { seq: 101, studySeconds: 20, position: 45 }),
        async (c) => {
          await ok(body(c, 1, { position: 1 }));
        },
      );
      // The node's 20 s and its progress at 45 of 600 s (7 %), with the document's 100 % in the course mean.
      expect(final.node).toMatchObject({ studySeconds: 30, position: 45, maxPosition: 45, lastSeq: 101 });
      expect(final.course).toMatchObject({ studyDuration: 30, studyProgress: 53 });
    });

    it('writes nothing when only the node record changed in between, not even the course row', async () => {
      const { final } = await compare(
        [{ kind: 'video', duration: 600 }],
        (c) => body(c, 0, { seq: 101, studySeconds: 20, position: 45 }),
        async (c) => {
          await t.db
            .execute(sql`update course_node_user set study_seconds = study_seconds + 100, last_seq = 200
            where tenant_id = ${w.refs.tenant1} and user_id = ${w.refs.learner.id} and node_id = ${c.nodes[0]}`);
        },
      );
      // The stale seq no longer counts: the seconds are the changed record's, the position stays.
      expect(final.node).toMatchObject({ studySeconds: 110, position: 10, lastSeq: 200 });
      expect(final.course).toMatchObject({ studyDuration: 10 });
    });

    // On PostgreSQL the two fast writes meet for real (a lost update shows within a few rounds). PGlite runs
    // each injected request's statements before the next one's, so there the tests above are the guard.
    it('counts every second once when two reports of one node arrive at once, round after round', async () => {
      const c = await courseWith({ kind: 'video', duration: 3600 });
      await ok(body(c, 0, { seq: 10, studySeconds: 10, position: 10, studyProgress: 0 }));
      let last = 10;
      for (let round = 0; round < 12; round++) {
        advance(30);
        const before = await figures(c, 0);
        const dayBefore = await todaySeconds();
        const low = body(c, 0, { seq: last + 1, studySeconds: 3, position: 0 });
        const high = body(c, 0, { seq: last + 2, studySeconds: 4, position: 0 });
        last += 2;
        // Alternate which one leaves first.
        const answers = await Promise.all(
          round % 2 === 0 ? [send(low), send(high)] : [send(high), send(low)],
        );
        for (const a of answers) expect(a.code, a.msg).toBe(Code.ok);
        const after = await figures(c, 0);
        const nodeGain = (after.node?.studySeconds ?? 0) - (before.node?.studySeconds ?? 0);
        // Low then high: 3, then high's 4 within the slack. High then low: 4, and low is stale.
        expect([4, 7], `round ${round}`).toContain(nodeGain);
        expect((after.course?.studyDuration ?? 0) - (before.course?.studyDuration ?? 0)).toBe(nodeGain);
        expect((await todaySeconds()) - dayBefore).toBe(nodeGain);
        expect(after.node?.lastSeq).toBe(last);
      }
    });
  });

  describe('ids beyond the fast path', () => {
    it('answers a 19-digit id of no course or node as the ordinary path does', async () => {
      const c = await courseWith({ kind: 'video', duration: 100 });
      // 18 digits: the fast path reads no row and the ordinary path answers.
      const known = await send(body(c, 0, { courseId: '123456789012345678' }));
      expect(known).toMatchObject({ code: Code.error, msg: NOT_FOUND });
      for (const fields of [
        { courseId: '1234567890123456789' },
        { subResourceId: '1234567890123456789' },
        { courseId: '9223372036854775807' },
      ]) {
        const res = await send(body(c, 0, fields));
        expect(res, JSON.stringify(fields)).toMatchObject({ status: 200, code: known.code, msg: known.msg });
      }
      expect(await nodeRecord(t, w.refs.tenant1, w.refs.learner.id, c.nodes[0] ?? '')).toBeNull();
    });

    // The contract refuses an id that no 64-bit column can hold, as it refuses any malformed id: the member
    // gets the message naming the field, never the generic error of a failed statement.
    it('answers an id beyond bigint as it answers any malformed id, naming the field', async () => {
      const c = await courseWith({ kind: 'video', duration: 100 });
      for (const field of ['courseId', 'subResourceId'] as const) {
        const malformed = await send(body(c, 0, { [field]: '0123' }));
        expect(malformed).toMatchObject({ status: 200, code: Code.error });
        expect(malformed.msg).not.toBe(GENERIC);
        for (const value of ['9999999999999999999', '9223372036854775808']) {
          const res = await send(body(c, 0, { [field]: value }));
          expect(res, `${field} ${value}`).toMatchObject({
            status: 200,
            code: malformed.code,
            msg: malformed.msg,
          });
        }
      }
      expect(await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id)).toBeNull();
    });

    it('answers a report the fast path refuses exactly as it answers a plain one', async () => {
      const plain = await courseWith({ kind: 'video', duration: 600 });
      const padded = await courseWith({ kind: 'video', duration: 600 });
      // Opened first, so both would meet their records: only the extra key keeps the second off the fast path.
      for (const c of [plain, padded]) await ok(body(c, 0, { seq: 1, studySeconds: 10, position: 10 }));
      advance(20);
      const a = await send(body(plain, 0, { seq: 2, studySeconds: 20, position: 30 }));
      const b = await send({ ...body(padded, 0, { seq: 2, studySeconds: 20, position: 30 }), extra: 1 });
      expect(a).toMatchObject({ code: Code.ok, data: { maxPosition: 30, studyProgress: 5 } });
      expect(b).toEqual(a);
      const [fa, fb] = [await figures(plain, 0), await figures(padded, 0)];
      expect(fb).toEqual(fa);
    });
  });

  describe('a first report', () => {
    it('leaves the fast path with no rows written and is recorded by the ordinary path', async () => {
      const c = await courseWith({ kind: 'video', duration: 600 }, { kind: 'pdf', pages: 2 });
      const dayBefore = await todaySeconds();
      const first = body(c, 0, { studySeconds: 30, position: 30, studyProgress: 100 });
      expect(await fast(t.db, first)).toBeNull();
      expect(await figures(c, 0)).toEqual({ node: null, course: null });
      expect(await ok(first)).toEqual({
        studyProgress: 5,
        finished: 0,
        maxPosition: 30,
        courseProgress: 2,
        courseStudyStatus: StudyStatus.learning,
      });
      const now = t.clock.now().getTime();
      expect(await figures(c, 0)).toMatchObject({
        node: { studySeconds: 30, position: 30, maxPosition: 30, studyProgress: 5, lastSeq: first.seq },
        course: { studyDuration: 30, studyProgress: 2, lastStudyTime: now },
      });
      expect((await todaySeconds()) - dayBefore).toBe(30);

      // The course row is there now, the other node's record not yet: the fast path still steps aside.
      const second = body(c, 1, { position: 1 });
      expect(await fast(t.db, second)).toBeNull();
      expect(await figures(c, 1)).toMatchObject({ node: null, course: { studyDuration: 30 } });
      expect(await ok(second)).toMatchObject({ studyProgress: 50, courseProgress: 27 });
      expect(await figures(c, 1)).toMatchObject({ node: { seenPages: [1], studyProgress: 50 } });

      // From now on the fast path answers, and as the ordinary path would.
      advance(10);
      const third = body(c, 0, { studySeconds: 10, position: 40 });
      expect(await fast(t.db, third)).toEqual({
        studyProgress: 6,
        finished: 0,
        maxPosition: 40,
        courseProgress: 28,
        courseStudyStatus: StudyStatus.learning,
      });
    });
  });
  describe('reports that share a statement', () => {
    let made = 0;
    /** New members of the test company with a token each, who have opened node 0 of `c` (10 s at 10). */
    const learners = async (c: TestCourse, n: number) => {
      const out: { userId: string; token: string }[] = [];
      for (let k = 0; k < n; k++) {
        made += 1;
        const [user] = await t.db
          .insert(userAccount)
          .values({
            tenantId: w.refs.tenant1,
            phone: `1960${String(made).padStart(7, '0')}`,
            name: `同批学员 ${made}`,
            passwordHash: '',
          })
          .returning({ id: userAccount.id });
        if (!user) throw new Error('user not inserted');
        await t.db
          .insert(enterpriseMember)
          .values({ tenantId: w.refs.tenant1, enterpriseId: w.company.id, userId: user.id });
        const token = await tokenIn(t, w.refs, user.id, w.company.id);
        const opened = await sendAs(
          token,
          body(c, 0, { seq: 1, studySeconds: 10, position: 10, studyProgress: 0 }),
        );
        expect(opened.code, opened.msg).toBe(Code.ok);
        out.push({ userId: user.id, token });
      }
      return out;
    };
    const sendAs = (token: string, report: ProgressReport) =>
      callApi(t.app, progressApi.logUpdate, report, { token });
    const fastAs = (db: Db, token: string, report: ProgressReport) =>
      logReportFast(db, w.refs.tenant1, hashToken(token), report, t.clock.now());
    const recordOf = async (userId: string, c: TestCourse, index: number) => ({
      node: await nodeRecord(t, w.refs.tenant1, userId, c.nodes[index] ?? ''),
      course: await courseRecord(t, w.refs.tenant1, userId, c.id),
      day: (await studyDays(t, w.refs.tenant1, w.company.id, userId))[dayOf(t.clock.now())] ?? 0,
    });
    /** Statement sizes in order of size (on PostgreSQL the statements under way end in any order). */
    const sorted = (sizes: number[] | undefined) => [...(sizes ?? [])].sort((x, y) => x - y);
    /** What a report at `position` of a 600 s video answers after an opening at 10, in a course of `nodes`. */
    const expected = (position: number, nodes: number) => {
      const progress = mediaProgress(position, 600);
      return {
        studyProgress: progress,
        finished: 0,
        maxPosition: position,
        courseProgress: Math.floor(progress / nodes),
        courseStudyStatus: StudyStatus.learning,
      };
    };

    it('gives each of many learners sharing a statement their own answer and records', async () => {
      const c = await courseWith({ kind: 'video', duration: 600 }, { kind: 'pdf', pages: 2 });
      const who = await learners(c, 10);
      advance(30);
      const { db, sizes } = counted(t.db);
      // Each a different point, all within reach of 10 s counted (10 + 2 × 10 + 5).
      const answers = await Promise.all(
        who.map((l, k) =>
          fastAs(db, l.token, body(c, 0, { seq: 2, studySeconds: 10, position: 12 + 2 * k })),
        ),
      );
      // Four go at once; the six that waited share the next read and write.
      expect(sorted(sizes[READ_STATEMENT])).toEqual([1, 1, 1, 1, 6]);
      expect(sorted(sizes[WRITE_STATEMENT])).toEqual([1, 1, 1, 1, 6]);
      for (const [k, l] of who.entries()) {
        const answer = expected(12 + 2 * k, 2);
        expect(answers[k], `learner ${k}`).toEqual(answer);
        expect(await recordOf(l.userId, c, 0), `learner ${k}`).toMatchObject({
          node: { position: 12 + 2 * k, maxPosition: 12 + 2 * k, studySeconds: 20, lastSeq: 2 },
          course: { studyDuration: 20, studyProgress: answer.courseProgress },
          day: 20,
        });
      }
    });

    it('applies two reports of one learner and course at once, the later on what the earlier wrote', async () => {
      const c = await courseWith({ kind: 'video', duration: 600 }, { kind: 'video', duration: 600 });
      const [l, ...others] = await learners(c, 5);
      if (!l) throw new Error('no learner');
      const opened = await sendAs(
        l.token,
        body(c, 1, { seq: 1, studySeconds: 10, position: 10, studyProgress: 0 }),
      );
      expect(opened.code, opened.msg).toBe(Code.ok);
      advance(30);
      const { db, sizes } = counted(t.db);
      const [a, b] = await Promise.all([
        fastAs(db, l.token, body(c, 0, { seq: 2, studySeconds: 10, position: 30 })),
        fastAs(db, l.token, body(c, 1, { seq: 2, studySeconds: 10, position: 30 })),
      ]);
      // One device's reports of a course wait for each other: each was written alone.
      expect(sizes[WRITE_STATEMENT]).toEqual([1, 1]);
      // The openings claimed nothing: node 1 stood at 0 when node 0's report was written.
      const p30 = mediaProgress(30, 600);
      expect(a).toMatchObject({ studyProgress: p30, courseProgress: Math.floor(p30 / 2) });
      expect(b).toMatchObject({ studyProgress: p30, courseProgress: p30 });
      expect(await recordOf(l.userId, c, 1)).toMatchObject({
        node: { studySeconds: 20, maxPosition: 30 },
        course: { studyDuration: 40, studyProgress: p30 },
        day: 40,
      });

      // Two devices of the learner: the second's report leaves a shared statement and is applied after it.
      const tablet = await tokenIn(t, w.refs, l.userId, w.company.id);
      advance(30);
      const busy = counted(t.db);
      const answers = await Promise.all([
        ...others.map((o) =>
          fastAs(busy.db, o.token, body(c, 0, { seq: 2, studySeconds: 10, position: 20 })),
        ),
        fastAs(busy.db, l.token, body(c, 0, { seq: 3, studySeconds: 10, position: 50 })),
        fastAs(busy.db, tablet, body(c, 1, { seq: 3, studySeconds: 10, position: 50 })),
      ]);
      expect(sorted(busy.sizes[READ_STATEMENT])).toEqual([1, 1, 1, 1, 2]);
      expect(busy.sizes[WRITE_STATEMENT]).toEqual([1, 1, 1, 1, 1]);
      const p50 = mediaProgress(50, 600);
      expect(answers[4]).toMatchObject({ studyProgress: p50, courseProgress: Math.floor((p50 + p30) / 2) });
      expect(answers[5]).toBeNull();
      expect(await recordOf(l.userId, c, 1)).toMatchObject({
        node: { studySeconds: 20 },
        course: { studyDuration: 50 },
      });
      const late = await sendAs(tablet, body(c, 1, { seq: 3, studySeconds: 10, position: 50 }));
      expect(late.code, late.msg).toBe(Code.ok);
      expect(late.data).toMatchObject({ studyProgress: p50, courseProgress: p50 });
      expect(await recordOf(l.userId, c, 1)).toMatchObject({
        node: { studySeconds: 30, maxPosition: 50, lastSeq: 3 },
        course: { studyDuration: 60, studyProgress: p50 },
        day: 60,
      });
    });

    it('refuses a revoked token among reports sharing a statement and writes the others', async () => {
      const c = await courseWith({ kind: 'video', duration: 600 });
      const who = await learners(c, 8);
      const revoked = who[6];
      if (!revoked) throw new Error('no learner');
      await revokeToken(t.db, hashToken(revoked.token), 'logout', t.clock.now());
      advance(30);
      const before = await recordOf(revoked.userId, c, 0);
      const { db, sizes } = counted(t.db);
      const answers = await Promise.all(
        who.map((l) => fastAs(db, l.token, body(c, 0, { seq: 2, studySeconds: 10, position: 20 }))),
      );
      // The revoked one is among the four that shared the fifth read; the write carried the other three.
      expect(sorted(sizes[READ_STATEMENT])).toEqual([1, 1, 1, 1, 4]);
      expect(sorted(sizes[WRITE_STATEMENT])).toEqual([1, 1, 1, 1, 3]);
      answers.forEach((answer, k) => {
        if (k === 6) expect(answer).toBeNull();
        else expect(answer, `learner ${k}`).toEqual(expected(20, 1));
      });
      expect(await recordOf(revoked.userId, c, 0)).toEqual(before);
      // Through the route, at once: the revoked token is refused, the others are counted.
      advance(30);
      const res = await Promise.all(
        who.map((l) => sendAs(l.token, body(c, 0, { seq: 3, studySeconds: 10, position: 40 }))),
      );
      res.forEach((r, k) => expect(r.code, `learner ${k}`).toBe(k === 6 ? Code.tokenInvalid : Code.ok));
      expect(await recordOf(revoked.userId, c, 0)).toEqual(before);
      for (const l of who.filter((x) => x !== revoked)) {
        expect(await recordOf(l.userId, c, 0)).toMatchObject({ node: { studySeconds: 30, maxPosition: 40 } });
      }
    });

    it.each([READ_STATEMENT, WRITE_STATEMENT])(
      'runs each report again alone when a shared %s fails, counting each once',
      async (statement) => {
        const c = await courseWith({ kind: 'video', duration: 600 });
        const who = await learners(c, 8);
        advance(30);
        const { db, sizes } = counted(t.db, (name, n) => name === statement && n > 1);
        const answers = await Promise.all(
          who.map((l, k) =>
            fastAs(db, l.token, body(c, 0, { seq: 2, studySeconds: 10, position: 12 + 2 * k })),
          ),
        );
        expect(sizes[statement]?.filter((n) => n > 1)).toEqual([4]);
        expect(sizes[WRITE_STATEMENT]?.filter((n) => n === 1)).toHaveLength(8);
        for (const [k, l] of who.entries()) {
          expect(answers[k], `learner ${k}`).toEqual(expected(12 + 2 * k, 1));
          expect(await recordOf(l.userId, c, 0), `learner ${k}`).toMatchObject({
            node: { maxPosition: 12 + 2 * k, studySeconds: 20, lastSeq: 2 },
            course: { studyDuration: 20 },
            day: 20,
          });
        }
      },
    );
  });
});
