// Answer saves under an exam: N simulated takers on loopback, each with its own attempt, each looping
// save → pause (random 0–PAUSE ms), on PGlite and (when reachable) PostgreSQL. Reports saves/s and latency.
// Settings: BENCH_TAKERS (200), BENCH_SECONDS (20), BENCH_PAUSE_MS (100), BENCH_PORT (18182).
import { createHash, randomBytes } from 'node:crypto';
import { gatewayCaller, onFreshPglite, onScratchPostgres } from './gateway-bench.mjs';

const TAKERS = Number(process.env.BENCH_TAKERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 100);
const WARM_UP_MS = 2_000;
const PORT = Number(process.env.BENCH_SAVES_PORT ?? 18182);
const EXAM = '2026 年度合规与安全综合测评';

const gateway = gatewayCaller(PORT, TAKERS + 8);
/** Every call of this bench is a POST with a token. */
const call = (path, token, body) => gateway.call('POST', path, token, body);

/**
 * Members of 星河科技 to take the compliance exam, each with a token: written straight into the database the
 * gateway seeded (`query(text, params)` is the driver's own).
 */
async function addTakers(query, n) {
  const one = async (text, params) => (await query(text, params))[0];
  const site = await one(`select tenant_id, id from website where domain = '127.0.0.1'`, []);
  const tenant = String(site.tenant_id);
  const ent = await one(`select id from enterprise where tenant_id = $1 and name = '星河科技'`, [tenant]);
  const exam = await one(`select id from exam where tenant_id = $1 and exam_name = $2`, [tenant, EXAM]);
  const hash = await one(
    `select password_hash from user_account where tenant_id = $1 and phone = '13800000001'`,
    [tenant],
  );
  const users = await query(
    `insert into user_account (tenant_id, phone, name, password_hash)
     select $1, '1990000' || lpad(g::text, 4, '0'), '压测考生' || g, $2 from generate_series(1, $3::int) g
     returning id`,
    [tenant, hash.password_hash, n],
  );
  const ids = JSON.stringify(users.map((u) => String(u.id)));
  await query(
    `insert into enterprise_member (tenant_id, enterprise_id, user_id)
     select $1, $2, cast(u as bigint) from jsonb_array_elements_text(cast($3 as jsonb)) as u`,
    [tenant, String(ent.id), ids],
  );
  await query(
    `insert into exam_user (tenant_id, enterprise_id, exam_id, user_id)
     select $1, $2, $3, cast(u as bigint) from jsonb_array_elements_text(cast($4 as jsonb)) as u`,
    [tenant, String(ent.id), String(exam.id), ids],
  );
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  const rows = JSON.stringify(
    tokens.map((token, i) => ({
      h: createHash('sha256').update(token).digest('hex'),
      u: String(users[i].id),
    })),
  );
  await query(
    `insert into session_token (token_hash, tenant_id, user_id, enterprise_id, website_id, expires_at)
     select r.h, $1, r.u, $2, $3, now() + interval '1 day'
     from jsonb_to_recordset(cast($4 as jsonb)) as r(h text, u bigint)`,
    [tenant, String(ent.id), String(site.id), rows],
  );
  return { examId: String(exam.id), tokens };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every taker starts the exam, then saves one answer after another until the time is up. */
async function drive(examId, tokens) {
  // Takers start a hundred at a time: thousands of simultaneous first connections overflow the listen backlog.
  const takers = [];
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = await Promise.all(
      tokens.slice(i, i + 100).map(async (token) => {
        const { body } = await call('/exam/auth/user/exam/paper/record/start/exam', token, { examId });
        if (body.code !== 200) throw new Error(`start failed: ${body.msg}`);
        const choices = body.data.paper.titleList
          .flatMap((s) => s.problemList)
          .filter((p) => p.problemType === 1);
        return { token, recordId: body.data.record.id, choices, seq: 0 };
      }),
    );
    takers.push(...batch);
  }
  const latencies = [];
  let errors = 0;
  const began = Date.now();
  const measureFrom = began + WARM_UP_MS;
  const until = measureFrom + SECONDS * 1000;
  await Promise.all(
    takers.map(async (taker) => {
      // Spread the first saves so the takers do not move in lockstep.
      await sleep(Math.random() * PAUSE_MS);
      while (Date.now() < until) {
        const problem = taker.choices[taker.seq % taker.choices.length];
        const key = problem.options[Math.floor(Math.random() * problem.options.length)].optionKey;
        taker.seq += 1;
        const sentAt = Date.now();
        // An overloaded gateway ends requests it cannot answer in time (its request timeout resets the
        // connection): that is an error of the run, not the end of it.
        const outcome = await call('/exam/auth/user/exam/paper/record/answer/save', taker.token, {
          recordId: taker.recordId,
          answers: [{ problemId: problem.id, answer: [key], seq: taker.seq }],
        }).catch(() => null);
        if (sentAt >= measureFrom) {
          if (outcome?.body.code === 200) latencies.push(outcome.ms);
          else errors += 1;
        }
        await sleep(Math.random() * PAUSE_MS);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    saves: latencies.length,
    savesPerSecond: latencies.length / SECONDS,
    p50: Number(at(0.5).toFixed(1)),
    p99: Number(at(0.99).toFixed(1)),
    max: Number((latencies.at(-1) ?? 0).toFixed(1)),
    errors,
  };
}

const onPglite = () =>
  onFreshPglite(
    PORT,
    'saves',
    (query) => addTakers(query, TAKERS),
    async (prepared) => ({ db: 'PGlite', ...(await drive(prepared.examId, prepared.tokens)) }),
  );

const onPostgres = () =>
  onScratchPostgres(PORT, async (query) => {
    const prepared = await addTakers(query, TAKERS);
    return { db: 'PostgreSQL', ...(await drive(prepared.examId, prepared.tokens)) };
  });

export async function savesReport() {
  const rows = [await onPglite()];
  const postgres = await onPostgres();
  if (postgres) rows.push(postgres);
  gateway.close();
  return { takers: TAKERS, seconds: SECONDS, pauseMs: PAUSE_MS, rows };
}

export function printSaves(report) {
  console.log(
    `\nExam answer saves, ${report.takers} takers, pause 0–${report.pauseMs} ms, ${report.seconds} s, loopback`,
  );
  console.log(
    'db'.padEnd(11),
    'saves/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'max ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const r of report.rows) {
    console.log(
      r.db.padEnd(11),
      r.savesPerSecond.toFixed(0).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.max).padStart(8),
      String(r.errors).padStart(7),
    );
  }
}
