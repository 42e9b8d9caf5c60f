// Offline-course check-ins (decision 0058) on PostgreSQL: N learners of the demo session under way scan its
// rotating code within S seconds, a burst first and the rest spread at random, while the lecturer's screen fetches
// a new code as each one is replaced; some learners scan twice. Reports check-ins/s and latency, then reads the
// attendance rows back. Settings: BENCH_CHECKINS_LEARNERS (300), BENCH_CHECKINS_SECONDS (30),
// BENCH_CHECKINS_BURST (100: how many arrive in the first 3 s), BENCH_CHECKINS_REPEATS (50: learners who scan
// twice), BENCH_CHECKINS_SEED (1: the arrival pattern), BENCH_CHECKINS_PORT (18184).
import { loadavg } from 'node:os';
import { gatewayCaller, onScratchPostgres, seeded } from './gateway-bench.mjs';

const LEARNERS = Number(process.env.BENCH_CHECKINS_LEARNERS ?? 300);
const SECONDS = Number(process.env.BENCH_CHECKINS_SECONDS ?? 30);
const BURST = Number(process.env.BENCH_CHECKINS_BURST ?? 100);
const BURST_SECONDS = 3;
const REPEATS = Number(process.env.BENCH_CHECKINS_REPEATS ?? 50);
const SEED = Number(process.env.BENCH_CHECKINS_SEED ?? 1);
const PORT = Number(process.env.BENCH_CHECKINS_PORT ?? 18184);
const PASSWORD = 'Praxis@2026';
/** The demo lecturer (陈立) and his course with a session under way in the seed (offline.json). */
const LECTURER = '13800000003';
const COURSE = '班组安全管理面授课';
const STATUS = { 1: 'present', 2: 'late', 3: 'absent', 4: 'leave' };

const { call, close } = gatewayCaller(PORT, LEARNERS + 8);

/**
 * Members of 星河科技 who sign in with the demo password, and the seeded session under way of the lecturer's
 * course: written straight into the database the gateway seeded (`query(text, params)` is the driver's own).
 */
async function addLearners(query, n) {
  const one = async (text, params) => (await query(text, params))[0];
  const site = await one(`select tenant_id from website where domain = '127.0.0.1'`, []);
  const tenant = String(site.tenant_id);
  const ent = String(
    (await one(`select id from enterprise where tenant_id = $1 and name = '星河科技'`, [tenant])).id,
  );
  const session = await one(
    `select s.id, s.course_id, s.start_time, c.late_grace_minutes
     from offline_session s join offline_course c on c.tenant_id = s.tenant_id and c.id = s.course_id
     where s.tenant_id = $1 and c.enterprise_id = $2 and c.course_name = $3
       and s.start_time <= now() and s.end_time > now() + make_interval(secs => $4)
     order by s.start_time limit 1`,
    [tenant, ent, COURSE, SECONDS + 60],
  );
  if (!session) throw new Error(`no session of ${COURSE} under way`);
  const before = await one(
    `select count(*)::int as n from offline_attendance where tenant_id = $1 and session_id = $2`,
    [tenant, String(session.id)],
  );
  const hash = await one(
    `select password_hash from user_account where tenant_id = $1 and phone = '13800000001'`,
    [tenant],
  );
  const users = await query(
    `insert into user_account (tenant_id, phone, name, password_hash)
     select $1, '1960000' || lpad(g::text, 4, '0'), '签到学员' || g, $2 from generate_series(1, $3::int) g
     returning id, phone`,
    [tenant, hash.password_hash, n],
  );
  await query(
    `insert into enterprise_member (tenant_id, enterprise_id, user_id)
     select $1, $2, cast(u as bigint) from jsonb_array_elements_text(cast($3 as jsonb)) as u`,
    [tenant, ent, JSON.stringify(users.map((u) => String(u.id)))],
  );
  return {
    tenant,
    sessionId: String(session.id),
    courseId: String(session.course_id),
    // Whoever checks in after this is late (the seeded session began 20 minutes ago with 10 minutes' grace).
    onTimeUntil: new Date(session.start_time).getTime() + session.late_grace_minutes * 60_000,
    seededRows: before.n,
    userIds: users.map((u) => String(u.id)),
    phones: users.map((u) => u.phone),
  };
}

async function signIn(phone) {
  const { body } = await call('POST', '/user/api/user/info/login/pwd', null, { phone, password: PASSWORD });
  if (body.code !== 200) throw new Error(`sign-in of ${phone} failed: ${body.msg}`);
  return body.data.token;
}

/** Every learner signs in and enrols in the course as they would on its page; none of it is measured. */
async function prepareLearners(prepared) {
  // Sign-ins hash passwords (scrypt): twenty at a time.
  const tokens = [];
  for (let i = 0; i < prepared.phones.length; i += 20) {
    const batch = await Promise.all(
      prepared.phones.slice(i, i + 20).map(async (phone) => {
        const token = await signIn(phone);
        const { body } = await call('PUT', '/course/auth/offline/course/enrol', token, {
          courseId: prepared.courseId,
        });
        if (body.code !== 200 || body.data.enrolled !== 1) throw new Error(`enrolment failed: ${body.msg}`);
        return token;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/**
 * When each scan is sent (ms after the start): the burst at random within its first seconds, the others at
 * random over the rest. Half of those who scan twice tap twice at once (the two requests race for one row);
 * the other half scan again within a few seconds.
 */
function arrivals(random) {
  const span = SECONDS * 1000;
  const burstMs = Math.min(BURST_SECONDS * 1000, span);
  const scans = Array.from({ length: LEARNERS }, (_, learner) => ({
    learner,
    at: learner < BURST ? random() * burstMs : burstMs + random() * (span - burstMs),
    second: false,
  }));
  const order = [...scans];
  for (let i = 0; i < REPEATS; i += 1) {
    const j = i + Math.floor(random() * (LEARNERS - i));
    [order[i], order[j]] = [order[j], order[i]];
    const first = order[i];
    const at = i % 2 === 0 ? first.at : first.at + random() * Math.min(5000, span - first.at);
    scans.push({ learner: first.learner, at, second: true });
  }
  return scans.sort((a, b) => a.at - b.at);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * The lecturer's screen: shows the session's current check-in code and asks for the next when the gateway says
 * it replaces it (`refreshAt`, against the gateway's `now`), as the portal's screen does.
 */
async function showCodes(token, sessionId) {
  const screen = { code: '', shown: [], timer: null, failure: null, off: false };
  const fetchCode = async () => {
    const { body, ms } = await call('POST', '/course/auth/offline/attendance/code', token, {
      sessionId,
      kind: 1,
    });
    if (body.code !== 200 || body.data.open !== 1) throw new Error(`no open code: ${body.msg}`);
    screen.code = body.data.code;
    screen.shown.push({ issuedAt: body.data.issuedAt, ms: Number(ms.toFixed(1)) });
    if (screen.off) return;
    screen.timer = setTimeout(() => {
      fetchCode().catch((err) => {
        screen.failure = err;
      });
    }, body.data.refreshAt - body.data.now);
  };
  await fetchCode();
  screen.switchOff = () => {
    screen.off = true;
    clearTimeout(screen.timer);
  };
  return screen;
}

/** Sends every scan at its time with the code on the screen then; resolves with what each got, in order sent. */
async function scanAll(screen, tokens, plan) {
  const start = Date.now();
  const outcomes = await Promise.all(
    plan.map(async (scan) => {
      await sleep(start + scan.at - Date.now());
      const sentAt = Date.now();
      const answer = await call('POST', '/course/auth/offline/attendance/scan', tokens[scan.learner], {
        code: screen.code,
      }).catch(() => null);
      return {
        ...scan,
        sentAt: sentAt - start,
        doneAt: Date.now() - start,
        ms: answer?.ms ?? null,
        code: answer?.body.code ?? null,
        msg: answer?.body.msg ?? 'no answer',
        repeated: answer?.body.data?.repeated ?? null,
      };
    }),
  );
  screen.switchOff();
  if (screen.failure) throw screen.failure;
  return outcomes;
}

/** The figures of the scans: outcomes, check-ins/s over 1 s windows of completion, and latency. */
function figures(outcomes) {
  const ok = outcomes.filter((o) => o.code === 200);
  const checkIns = ok.filter((o) => o.repeated === 0);
  const failures = {};
  for (const o of outcomes.filter((x) => x.code !== 200)) {
    const key = o.code === null ? o.msg : `${o.code} ${o.msg}`;
    failures[key] = (failures[key] ?? 0) + 1;
  }
  const windows = new Array(Math.ceil(Math.max(1, ...outcomes.map((o) => o.doneAt)) / 1000)).fill(0);
  for (const o of checkIns) windows[Math.floor(o.doneAt / 1000)] += 1;
  const lastDone = Math.max(...checkIns.map((o) => o.doneAt), 1);
  const latencies = ok.map((o) => o.ms).sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const round = (x) => Number(x.toFixed(1));
  // Each learner who scanned twice should have had one check-in and one answer saying it was already recorded.
  const pairs = new Map();
  for (const o of outcomes.filter((x) => x.second)) pairs.set(o.learner, []);
  for (const o of outcomes) pairs.get(o.learner)?.push(o);
  const pairsOk = [...pairs.values()].filter(
    (p) => p.length === 2 && p.every((o) => o.code === 200) && p[0].repeated + p[1].repeated === 1,
  ).length;
  return {
    scans: outcomes.length,
    successes: ok.length,
    checkIns: checkIns.length,
    repeatedAnswers: ok.length - checkIns.length,
    failures,
    peakPerSecond: Math.max(...windows),
    meanPerSecond: round(checkIns.length / (lastDone / 1000)),
    perSecond: windows,
    // How late the busiest moment sent a scan: the client shares the machine's two cores with the gateway.
    sendLagMaxMs: Math.round(Math.max(...outcomes.map((o) => o.sentAt - o.at))),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(latencies.at(-1) ?? 0),
    repeatPairs: pairs.size,
    repeatPairsOk: pairsOk,
  };
}

/** Reads the session's attendance back: one row per learner, with the status its check-in time calls for. */
async function verify(query, prepared, outcomes) {
  const rows = await query(
    `select user_id, status, source, check_in_time, code_issued_at
     from offline_attendance where tenant_id = $1 and session_id = $2`,
    [prepared.tenant, prepared.sessionId],
  );
  const ours = new Set(prepared.userIds);
  const repeaters = new Set(outcomes.filter((o) => o.second).map((o) => prepared.userIds[o.learner]));
  const mine = rows.filter((r) => ours.has(String(r.user_id)));
  const statuses = {};
  let statusMismatches = 0;
  let auditMismatches = 0;
  for (const r of mine) {
    statuses[STATUS[r.status] ?? r.status] = (statuses[STATUS[r.status] ?? r.status] ?? 0) + 1;
    const checkIn = new Date(r.check_in_time).getTime();
    const expected = checkIn <= prepared.onTimeUntil ? 1 : 2;
    if (r.status !== expected || r.source !== 1) statusMismatches += 1;
    // The code scanned was at most 30 s old when it was accepted.
    const age = checkIn - new Date(r.code_issued_at).getTime();
    if (!(age >= 0 && age <= 30_000)) auditMismatches += 1;
  }
  const result = {
    learnerRows: mine.length,
    distinctLearners: new Set(mine.map((r) => String(r.user_id))).size,
    sessionRows: rows.length,
    seededRows: prepared.seededRows,
    repeaterRows: mine.filter((r) => repeaters.has(String(r.user_id))).length,
    repeaters: repeaters.size,
    statuses,
    statusMismatches,
    auditMismatches,
  };
  result.ok =
    result.learnerRows === LEARNERS &&
    result.distinctLearners === LEARNERS &&
    result.sessionRows === prepared.seededRows + LEARNERS &&
    result.repeaterRows === result.repeaters &&
    statusMismatches === 0 &&
    auditMismatches === 0;
  return result;
}

export async function checkInsReport() {
  if (BURST > LEARNERS || REPEATS > LEARNERS) throw new Error('burst and repeats cannot exceed the learners');
  // The machine's load before the gateway starts: figures from a busy machine are not comparable.
  const load = loadavg()[0];
  try {
    return await onScratchPostgres(PORT, async (query) => {
      const prepared = await addLearners(query, LEARNERS);
      const tokens = await prepareLearners(prepared);
      const screen = await showCodes(await signIn(LECTURER), prepared.sessionId);
      const outcomes = await scanAll(screen, tokens, arrivals(seeded(SEED)));
      return {
        db: 'PostgreSQL',
        learners: LEARNERS,
        seconds: SECONDS,
        burst: BURST,
        burstSeconds: BURST_SECONDS,
        repeats: REPEATS,
        seed: SEED,
        loadAverage: Number(load.toFixed(2)),
        ...figures(outcomes),
        codesShown: screen.shown,
        database: await verify(query, prepared, outcomes),
      };
    });
  } finally {
    close();
  }
}

export function printCheckIns(report) {
  if (!report) return;
  console.log(
    `\nOffline check-ins on ${report.db}, ${report.learners} learners within ${report.seconds} s ` +
      `(${report.burst} in the first ${report.burstSeconds} s), ${report.repeats} scanning twice, ` +
      `code every 15 s, loopback, load ${report.loadAverage}`,
  );
  const columns = [
    ['scans', report.scans],
    ['ok', report.successes],
    ['check-ins', report.checkIns],
    ['repeated', report.repeatedAnswers],
    ['failed', report.scans - report.successes],
    ['peak/s', report.peakPerSecond],
    ['mean/s', report.meanPerSecond],
    ['p50 ms', report.p50],
    ['p95 ms', report.p95],
    ['p99 ms', report.p99],
    ['max ms', report.max],
  ];
  const width = (name) => Math.max(7, name.length + 1);
  console.log(columns.map(([name]) => name.padStart(width(name))).join(''));
  console.log(columns.map(([name, value]) => String(value).padStart(width(name))).join(''));
  const failures = Object.entries(report.failures);
  console.log(
    'failures:',
    failures.length === 0 ? 'none' : failures.map(([why, n]) => `${n} × ${why}`).join('; '),
    `(scans sent up to ${report.sendLagMaxMs} ms after their time)`,
  );
  const d = report.database;
  console.log(
    `database: ${d.learnerRows} rows for ${report.learners} learners (${d.sessionRows} in the session with ` +
      `${d.seededRows} seeded), ${d.repeaterRows} for the ${d.repeaters} who scanned twice ` +
      `(${report.repeatPairsOk}/${report.repeatPairs} answered once as repeated), ` +
      `${Object.entries(d.statuses)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}: ${d.ok ? 'as expected' : 'NOT as expected'}`,
  );
}
