import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { progressApi, type ProgressReport } from '../../../contract/progress';
import { StudyStatus } from '../../../contract/study';
import type { Db } from '../../../gateway/db/client';
import { hashToken } from '../../../gateway/http/tokens';
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
});
