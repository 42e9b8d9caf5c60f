import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, RequestOf, ResponseOf } from '../../../contract/endpoint';
import { Code, type Envelope } from '../../../contract/envelope';
import { examPaperApi, type AttemptView, type Problem } from '../../../contract/exam-paper';
import { FALSE_KEY, FinishReason, ProblemType, TRUE_KEY } from '../../../contract/exam-paper.routes';
import { SmsPurpose, userApi } from '../../../contract/user';
import { openDb, type OpenDb } from '../../../gateway/db/client';
import { exam, examAttempt, loginFailure, tenant } from '../../../gateway/db/schema';
import { examAttemptAnswer, examAttemptEvent } from '../../../gateway/db/schema-exam';
import { answerable, EXAMS } from '../exam/support';
import { DEMO_PASSWORD } from '../helpers/api';
import { createScratchDatabase, dialects, type ScratchDatabase } from '../helpers/dialects';
import type { ClockMessage } from '../helpers/gateway-process';

/*
 * Several gateway processes on one PostgreSQL, started as an operator starts them (production mode, one
 * DATABASE_URL and PRAXIS_SECRET, each on its own port behind a proxy that sets X-Forwarded-For). Nothing a
 * request depends on may live in one process only: answers, hand-ins, throttles and sign-outs are all seen by
 * the other gateway at its next request. The processes run tests/gateway/helpers/gateway-process.ts: the real
 * server at the test password cost, with a clock the test can move so exam deadlines pass at once.
 */

const ENTRY = fileURLToPath(new URL('../helpers/gateway-process.ts', import.meta.url));
/** Start-up compiles the gateway and, on a new database, migrates and seeds it: generous on two busy cores. */
const START_TIMEOUT_MS = 45_000;
/** Past every deadline of the attempts below (the longest exam lasts 40 minutes) and its grace. */
const ADVANCE_MS = 45 * 60_000;
const SECRET = randomBytes(24).toString('base64url');
const SWEEP_LOG = 'overdue exam attempts handed in';

interface Gateway {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far (banner and JSON log lines). */
  output: () => string;
  seeded: boolean;
  exited: Promise<void>;
  setClockOffset: (ms: number) => Promise<void>;
}

function isClockMessage(message: unknown): message is ClockMessage {
  return typeof message === 'object' && message !== null && 'clockOffsetMs' in message;
}

/** Exam attempts handed in by the sweep, as the gateways logged them. */
function sweptInLogs(gateways: Gateway[]): number {
  let total = 0;
  for (const g of gateways) {
    for (const line of g.output().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; finished?: number };
      if (entry.msg === SWEEP_LOG) total += entry.finished ?? 0;
    }
  }
  return total;
}

/** Polls until `check` holds; for what another process does in its own time. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 40_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Calls one endpoint of a gateway over HTTP, from a client at `client` (the proxy's X-Forwarded-For). */
async function call<E extends Endpoint>(
  gateway: Gateway,
  endpoint: E,
  body: RequestOf<E>,
  options: { client: string; token?: string },
): Promise<Envelope<ResponseOf<E>>> {
  // 127.0.0.1 is the demo site bound to 星河科技: members sign in without choosing a company.
  const url = new URL(`http://127.0.0.1:${gateway.port}/gateway${endpoint.path}`);
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  if (readsQuery) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
  }
  const headers: Record<string, string> = { 'accept-language': 'zh-CN', 'x-forwarded-for': options.client };
  if (options.token) headers.token = options.token;
  if (!readsQuery) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: endpoint.method,
    headers,
    ...(readsQuery ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Envelope<ResponseOf<E>>;
}

/** A valid answer to a question; `variant` picks another one for the same question. */
function answerFor(p: Problem, variant: number): string[] {
  switch (p.problemType) {
    case ProblemType.single:
    case ProblemType.multiple:
      return [p.options[variant % p.options.length]?.optionKey ?? 'A'];
    case ProblemType.trueFalse:
      return [variant % 2 === 0 ? TRUE_KEY : FALSE_KEY];
    case ProblemType.fillIn:
      return Array.from({ length: p.blankCount }, () => `答案${variant}`);
    default:
      return [`<p>第 ${variant} 稿</p>`];
  }
}

/** Receives the gateways' text messages, as an SMS service behind SMS_WEBHOOK_URL would. */
function smsService(): Promise<{ url: string; texts: { phone: string; text: string }[]; close: () => void }> {
  const texts: { phone: string; text: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      texts.push(JSON.parse(body) as { phone: string; text: string });
      res.writeHead(200).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/sms`, texts, close: () => server.close() });
    });
  });
}

describe.runIf(dialects().includes('postgres'))('several gateway processes on one PostgreSQL', () => {
  const started: ChildProcess[] = [];
  let scratch: ScratchDatabase | undefined;
  let opened: OpenDb | undefined;
  let sms: Awaited<ReturnType<typeof smsService>> | undefined;
  let a: Gateway;
  let b: Gateway;
  let b2: Gateway;

  function startGateway(name: string, clockOffsetMs = 0): Promise<Gateway> {
    if (!scratch || !sms) throw new Error('database and SMS service first');
    const child = fork(ENTRY, [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO: '',
        // Throw-away data: the tests sign in as the demo's members; production mode alone seeds nothing.
        SEED_DEMO: '1',
        DATABASE_URL: scratch.url,
        PRAXIS_SECRET: SECRET,
        PORT: '0',
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        STATIC_DIR: '/nonexistent/praxis-dist',
        LOG_LEVEL: 'info',
        SMS_WEBHOOK_URL: sms.url,
        SMS_WEBHOOK_TOKEN: '',
        TEST_CLOCK_OFFSET_MS: String(clockOffsetMs),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    started.push(child);
    let out = '';
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`gateway ${name} did not start:\n${out}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        const match = /running on http:\/\/localhost:(\d+)/.exec(out);
        // The banner is one write and ends with the demo hooks line.
        if (!match || !out.includes('demo hooks: off')) return;
        clearTimeout(timer);
        resolve({
          name,
          port: Number(match[1]),
          child,
          output: () => out,
          seeded: out.includes('(demo data seeded)'),
          exited,
          setClockOffset: (ms) =>
            new Promise((done, fail) => {
              const onMessage = (message: unknown) => {
                if (!isClockMessage(message) || message.clockOffsetMs !== ms) return;
                child.off('message', onMessage);
                done();
              };
              child.on('message', onMessage);
              child.send({ clockOffsetMs: ms } satisfies ClockMessage, (err) => {
                if (err) fail(err);
              });
            }),
        });
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`gateway ${name} exited during start-up:\n${out}`));
      });
    });
  }

  beforeAll(async () => {
    sms = await smsService();
    // A new, empty database: the gateways migrate and seed it themselves.
    scratch = await createScratchDatabase();
    opened = await openDb({ dataDir: '', databaseUrl: scratch.url });
  });

  afterAll(async () => {
    for (const child of started) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await Promise.all(
      started.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once('exit', resolve))
          : undefined,
      ),
    );
    sms?.close();
    await opened?.close();
    await scratch?.drop();
  });

  const db = () => {
    if (!opened) throw new Error('database not open');
    return opened.db;
  };

  /** An exam of the demo tenant (星河科技's exams), by name. */
  const examId = async (name: string) => {
    const [row] = await db()
      .select({ id: exam.id })
      .from(exam)
      .innerJoin(tenant, eq(tenant.id, exam.tenantId))
      .where(and(eq(tenant.name, 'Praxis Demo'), eq(exam.examName, name)));
    if (!row) throw new Error(`no exam ${name}`);
    return row.id;
  };

  it('start together on a new database, which is migrated and seeded once', async () => {
    [a, b] = await Promise.all([startGateway('A'), startGateway('B')]);
    expect(a.port).not.toBe(b.port);
    expect([a.seeded, b.seeded].filter(Boolean)).toHaveLength(1);
    expect(await db().select({ n: count() }).from(tenant)).toEqual([{ n: 2 }]);
    // No attempt of the demo is open: every hand-in the sweep logs below is one of this test's.
    expect(
      await db()
        .select({ n: count() })
        .from(examAttempt)
        .where(sql`finish_time is null`),
    ).toEqual([{ n: 0 }]);
  }, 60_000);

  interface Run {
    phone: string;
    client: string;
    token: string;
    view: AttemptView;
  }
  const runs: Run[] = [];
  const acks: { attemptId: string; problemId: string; seq: number; answer: string[]; via: string }[] = [];

  it('keeps every acknowledged answer when one gateway is killed in the middle of the run', async () => {
    const takers = [
      { phone: '13800000001', exams: [EXAMS.fireQuick, EXAMS.product, EXAMS.compliance] },
      { phone: '13800000103', exams: [EXAMS.product] },
      { phone: '13800000104', exams: [EXAMS.compliance] },
      { phone: '13800000106', exams: [EXAMS.compliance] },
    ];
    // Each member signs in through one gateway and starts each exam through the other.
    for (const [i, taker] of takers.entries()) {
      const client = `198.51.100.${i + 1}`;
      const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
      const login = await call(
        first,
        userApi.loginByPassword,
        { phone: taker.phone, password: DEMO_PASSWORD },
        { client },
      );
      expect(login).toMatchObject({ code: Code.ok, data: { chooseEnterprise: 0 } });
      for (const name of taker.exams) {
        const start = await call(
          second,
          examPaperApi.start,
          { examId: await examId(name) },
          { client, token: login.data.token },
        );
        expect(start.msg).toBe('');
        runs.push({ phone: taker.phone, client, token: login.data.token, view: start.data });
      }
    }

    // Each attempt answers up to six questions, then changes its first two answers: odd sequence numbers
    // go through A, even ones through B. B is killed once half the saves are acknowledged; a save B cannot
    // answer is sent again, with the same sequence number, through A (as the portal retries it).
    const plans = runs.map((run) => {
      const problems = answerable(run.view).slice(0, 6);
      const steps = [
        ...problems.map((p) => ({ p, answer: answerFor(p, 0) })),
        ...problems.slice(0, 2).map((p) => ({ p, answer: answerFor(p, 1) })),
      ];
      return { run, steps };
    });
    const total = plans.reduce((n, plan) => n + plan.steps.length, 0);
    let killed = false;
    await Promise.all(
      plans.map(async ({ run, steps }) => {
        for (const [i, step] of steps.entries()) {
          const seq = i + 1;
          const body = {
            recordId: run.view.record.id,
            answers: [{ problemId: step.p.id, answer: step.answer, seq }],
          };
          const options = { client: run.client, token: run.token };
          const via = seq % 2 === 1 ? a : b;
          let answered: { via: Gateway; res: Envelope<ResponseOf<typeof examPaperApi.saveAnswers>> };
          try {
            answered = { via, res: await call(via, examPaperApi.saveAnswers, body, options) };
          } catch (err) {
            if (via !== b || !killed) throw err;
            answered = { via: a, res: await call(a, examPaperApi.saveAnswers, body, options) };
          }
          expect(answered.res.msg).toBe('');
          expect(answered.res.code).toBe(Code.ok);
          acks.push({
            attemptId: run.view.record.id,
            problemId: step.p.id,
            seq,
            answer: step.answer,
            via: answered.via.name,
          });
          if (!killed && acks.length >= total / 2) {
            killed = true;
            b.child.kill('SIGKILL');
          }
        }
      }),
    );
    await b.exited;
    expect(b.child.signalCode).toBe('SIGKILL');
    expect(acks).toHaveLength(total);
    expect(acks.filter((ack) => ack.via === 'B').length).toBeGreaterThan(0);

    // The newest acknowledged answer to each question is the one stored, whichever gateway took it.
    const newest = new Map<string, (typeof acks)[number]>();
    for (const ack of acks) {
      const key = `${ack.attemptId}:${ack.problemId}`;
      if ((newest.get(key)?.seq ?? 0) < ack.seq) newest.set(key, ack);
    }
    const stored = await db()
      .select({
        attemptId: examAttemptAnswer.attemptId,
        problemId: examAttemptAnswer.problemId,
        answer: examAttemptAnswer.answer,
        seq: examAttemptAnswer.seq,
      })
      .from(examAttemptAnswer)
      .where(
        inArray(
          examAttemptAnswer.attemptId,
          runs.map((r) => r.view.record.id),
        ),
      );
    expect(
      new Map(stored.map((s) => [`${s.attemptId}:${s.problemId}`, { answer: s.answer, seq: s.seq }])),
    ).toEqual(new Map([...newest].map(([key, ack]) => [key, { answer: ack.answer, seq: ack.seq }])));
    // And the surviving gateway shows each member all of them.
    for (const run of runs) {
      const view = await call(a, examPaperApi.view, { id: run.view.record.id }, run);
      expect(view.code).toBe(Code.ok);
      const expected = [...newest.values()]
        .filter((ack) => ack.attemptId === run.view.record.id)
        .map((ack) => ({ problemId: ack.problemId, answer: ack.answer, seq: ack.seq }));
      expect(view.data.answers).toHaveLength(expected.length);
      expect(view.data.answers).toEqual(expect.arrayContaining(expected));
    }
  }, 30_000);

  it('hands in each overdue attempt once while both gateways sweep', async () => {
    const ids = runs.map((r) => r.view.record.id);
    // The deadlines pass for the surviving gateway, and the killed one comes back with the same clock: its
    // start-up pass and the survivor's periodic one both look for overdue attempts.
    await a.setClockOffset(ADVANCE_MS);
    b2 = await startGateway('B2', ADVANCE_MS);
    expect(b2.seeded).toBe(false);
    const open = async () =>
      (
        await db()
          .select({ n: count() })
          .from(examAttempt)
          .where(and(inArray(examAttempt.id, ids), sql`finish_time is null`))
      )[0]?.n;
    await until('every attempt is handed in', async () => (await open()) === 0);
    await until('the hand-ins are logged', () => sweptInLogs([a, b, b2]) >= ids.length);
    expect(sweptInLogs([a, b, b2])).toBe(ids.length);

    const rows = await db()
      .select({
        id: examAttempt.id,
        state: examAttempt.state,
        finishReason: examAttempt.finishReason,
        finishTime: examAttempt.finishTime,
        deadlineAt: examAttempt.deadlineAt,
      })
      .from(examAttempt)
      .where(inArray(examAttempt.id, ids));
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row.finishReason).toBe(FinishReason.closedByServer);
      expect(row.finishTime?.getTime()).toBe(row.deadlineAt.getTime());
      expect(row.state).not.toBe(1);
    }
    const finishes = await db()
      .select({ attemptId: examAttemptEvent.attemptId, n: count() })
      .from(examAttemptEvent)
      .where(and(inArray(examAttemptEvent.attemptId, ids), eq(examAttemptEvent.eventType, 'finish')))
      .groupBy(examAttemptEvent.attemptId);
    expect(new Map(finishes.map((f) => [f.attemptId, f.n]))).toEqual(new Map(ids.map((id) => [id, 1])));

    // One result per attempt, the same through either gateway.
    for (const run of runs) {
      const [fromA, fromB] = await Promise.all(
        [a, b2].map((g) => call(g, examPaperApi.finishView, { id: run.view.record.id }, run)),
      );
      expect(fromA?.code).toBe(Code.ok);
      expect(fromA?.data.record).toMatchObject({ finishReason: FinishReason.closedByServer });
      expect(fromB).toEqual(fromA);
    }
  }, 60_000);

  it('counts sign-in failures and text messages on both gateways together', async () => {
    const client = '203.0.113.7';
    const phone = '13800000002';
    const wrong = { phone, password: 'not-the-password' };
    expect((await call(a, userApi.loginByPassword, wrong, { client })).code).toBe(Code.error);
    // The second failure, on the other gateway, is the one after which the captcha is required.
    expect((await call(b2, userApi.loginByPassword, wrong, { client })).code).toBe(Code.captchaRequired);
    // So even the right password, without a captcha, is refused by the first gateway.
    const right = await call(a, userApi.loginByPassword, { phone, password: DEMO_PASSWORD }, { client });
    expect(right.code).toBe(Code.captchaRequired);
    expect(
      await db()
        .select({ key: loginFailure.key, count: loginFailure.count })
        .from(loginFailure)
        .where(inArray(loginFailure.key, [`acct:${phone}`, `ip:${client}`])),
    ).toEqual(
      expect.arrayContaining([
        { key: `acct:${phone}`, count: 2 },
        { key: `ip:${client}`, count: 2 },
      ]),
    );

    // One text per phone a minute, whichever gateway is asked; the code works on the other one, once.
    const lecturer = { phone: '13800000003', type: SmsPurpose.login };
    const smsClient = { client: '203.0.113.8' };
    expect((await call(a, userApi.sendSmsCode, lecturer, smsClient)).code).toBe(Code.ok);
    const again = await call(b2, userApi.sendSmsCode, lecturer, smsClient);
    expect(again.code).toBe(Code.error);
    expect(sms?.texts.filter((t) => t.phone === lecturer.phone)).toHaveLength(1);
    const code = /\d{6}/.exec(sms?.texts[0]?.text ?? '')?.[0] ?? '';
    const byCode = { phone: lecturer.phone, code };
    expect((await call(b2, userApi.loginBySmsCode, byCode, smsClient)).code).toBe(Code.ok);
    expect((await call(a, userApi.loginBySmsCode, byCode, smsClient)).code).toBe(Code.error);
  });

  it('refuses a token signed out on one gateway at the very next request on the other', async () => {
    // A gateway that saw the attempt start saves its answers on its quickest path; that path must still see a
    // sign-out made through the other gateway.
    const client = '203.0.113.9';
    const login = await call(
      a,
      userApi.loginByPassword,
      { phone: '13800000001', password: DEMO_PASSWORD },
      { client },
    );
    expect(login.code).toBe(Code.ok);
    const learner = { client, token: login.data.token };
    const started = await call(b2, examPaperApi.start, { examId: await examId(EXAMS.proctored) }, learner);
    expect(started.msg).toBe('');
    const [problem] = answerable(started.data);
    if (!problem) throw new Error('a question to answer');
    const save = (seq: number) =>
      call(
        b2,
        examPaperApi.saveAnswers,
        {
          recordId: started.data.record.id,
          answers: [{ problemId: problem.id, answer: answerFor(problem, seq), seq }],
        },
        learner,
      );
    expect((await save(1)).code).toBe(Code.ok);
    expect((await call(a, userApi.logout, {}, learner)).code).toBe(Code.ok);
    expect((await save(2)).code).toBe(Code.tokenInvalid);
    expect((await call(b2, userApi.currentUser, {}, learner)).code).toBe(Code.tokenInvalid);

    // The other way round, for a member who signed in at the start.
    const member = runs.find((r) => r.phone !== '13800000001');
    if (!member) throw new Error('another signed-in member needed');
    expect((await call(a, userApi.currentUser, {}, member)).code).toBe(Code.ok);
    expect((await call(b2, userApi.logout, {}, member)).code).toBe(Code.ok);
    expect((await call(a, userApi.currentUser, {}, member)).code).toBe(Code.tokenInvalid);
  });

  it('hands no attempt in a second time later', async () => {
    const ids = runs.map((r) => r.view.record.id);
    const [finishes] = await db()
      .select({ n: count() })
      .from(examAttemptEvent)
      .where(and(inArray(examAttemptEvent.attemptId, ids), eq(examAttemptEvent.eventType, 'finish')));
    expect(finishes?.n).toBe(ids.length);
    expect(sweptInLogs([a, b, b2])).toBe(ids.length);
  });
});
