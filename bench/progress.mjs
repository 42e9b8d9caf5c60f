// Study progress reports: N simulated learners on loopback, each signing in, opening a video node of a course
// and reporting every few seconds as the player does, on PGlite and (when reachable) PostgreSQL. Reports
// reports/s and latency. Settings: BENCH_LEARNERS (200), BENCH_SECONDS (20), BENCH_PAUSE_MS (5000: the pause
// between a learner's reports, with ±50 % jitter; smaller values compress time), BENCH_PROGRESS_PORT (18183).
import { gatewayCaller, onFreshPglite, onScratchPostgres } from './gateway-bench.mjs';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 5000);
const WARM_UP_MS = 2_000;
const PORT = Number(process.env.BENCH_PROGRESS_PORT ?? 18183);
const PASSWORD = 'Praxis@2026';
/** What every report claims: the player's interval, whatever BENCH_PAUSE_MS compresses it to. */
const REPORT_SECONDS = 5;
const NODES = 4;

const { call, close } = gatewayCaller(PORT, LEARNERS + 8);

/**
 * Members of 星河科技 who sign in with the demo password, and a course of the company whose nodes play its
 * longest demo video: written straight into the database the gateway seeded (`query(text, params)` is the
 * driver's own).
 */
async function addLearners(query, n) {
  const one = async (text, params) => (await query(text, params))[0];
  const site = await one(`select tenant_id from website where domain = '127.0.0.1'`, []);
  const tenant = String(site.tenant_id);
  const ent = String(
    (await one(`select id from enterprise where tenant_id = $1 and name = '星河科技'`, [tenant])).id,
  );
  const hash = await one(
    `select password_hash from user_account where tenant_id = $1 and phone = '13800000001'`,
    [tenant],
  );
  const video = await one(
    `select id, duration from resource where tenant_id = $1 and enterprise_id = $2 and resource_type = 2
       and status_id = 1 order by duration desc, id limit 1`,
    [tenant, ent],
  );
  if (!video) throw new Error('no demo video to study');
  const users = await query(
    `insert into user_account (tenant_id, phone, name, password_hash)
     select $1, '1970000' || lpad(g::text, 4, '0'), '压测学员' || g, $2 from generate_series(1, $3::int) g
     returning id, phone`,
    [tenant, hash.password_hash, n],
  );
  await query(
    `insert into enterprise_member (tenant_id, enterprise_id, user_id)
     select $1, $2, cast(u as bigint) from jsonb_array_elements_text(cast($3 as jsonb)) as u`,
    [tenant, ent, JSON.stringify(users.map((u) => String(u.id)))],
  );
  const course = await one(
    `insert into course (tenant_id, enterprise_id, course_name, total_duration)
     values ($1, $2, '进度压测课程', $3) returning id`,
    [tenant, ent, Number(video.duration) * NODES],
  );
  const chapter = await one(
    `insert into course_node (tenant_id, course_id, node_name, content_type) values ($1, $2, '第一章', 2) returning id`,
    [tenant, String(course.id)],
  );
  const nodes = await query(
    `insert into course_node (tenant_id, course_id, parent_id, node_name, content_type, resource_id, sort)
     select $1, $2, $3, '第 ' || g || ' 节', 1, $4, g from generate_series(1, $5::int) g returning id`,
    [tenant, String(course.id), String(chapter.id), String(video.id), NODES],
  );
  return {
    courseId: String(course.id),
    nodeIds: nodes.map((r) => String(r.id)),
    duration: Number(video.duration),
    phones: users.map((u) => u.phone),
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const jittered = () => PAUSE_MS * (0.5 + Math.random());

/** Every learner signs in and opens a node, then reports until the time is up. */
async function drive(prepared) {
  // Sign-ins hash passwords (scrypt): twenty at a time, before the measurement starts.
  const learners = [];
  for (let i = 0; i < prepared.phones.length; i += 20) {
    const batch = await Promise.all(
      prepared.phones.slice(i, i + 20).map(async (phone, j) => {
        const login = await call('POST', '/user/api/user/info/login/pwd', null, {
          phone,
          password: PASSWORD,
        });
        if (login.body.code !== 200) throw new Error(`sign-in failed: ${login.body.msg}`);
        const token = login.body.data.token;
        const subResourceId = prepared.nodeIds[(i + j) % prepared.nodeIds.length];
        const q = `courseId=${prepared.courseId}&subResourceId=${subResourceId}`;
        const watch = await call('GET', `/course/auth/course/resource/watch?${q}`, token);
        if (watch.body.code !== 200) throw new Error(`opening the node failed: ${watch.body.msg}`);
        // Each opening starts its sequence from the clock's milliseconds, as the player does.
        return { token, subResourceId, position: watch.body.data.position, seq: Date.now() };
      }),
    );
    learners.push(...batch);
  }
  const latencies = [];
  let errors = 0;
  const began = Date.now();
  const measureFrom = began + WARM_UP_MS;
  const until = measureFrom + SECONDS * 1000;
  await Promise.all(
    learners.map(async (learner) => {
      // Spread the first reports so the learners do not move in lockstep.
      await sleep(Math.random() * PAUSE_MS);
      while (Date.now() < until) {
        learner.position = Math.min(prepared.duration, learner.position + REPORT_SECONDS);
        learner.seq += 1;
        const sentAt = Date.now();
        const outcome = await call('PUT', '/data/auth/resource/log/update', learner.token, {
          courseId: prepared.courseId,
          subResourceId: learner.subResourceId,
          studyProgress: Math.floor((100 * learner.position) / prepared.duration),
          position: learner.position,
          studySeconds: REPORT_SECONDS,
          seq: learner.seq,
        }).catch(() => null);
        if (sentAt >= measureFrom) {
          if (outcome?.body.code === 200) latencies.push(outcome.ms);
          else errors += 1;
        }
        await sleep(jittered());
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    reports: latencies.length,
    reportsPerSecond: latencies.length / SECONDS,
    p50: Number(at(0.5).toFixed(1)),
    p99: Number(at(0.99).toFixed(1)),
    max: Number((latencies.at(-1) ?? 0).toFixed(1)),
    errors,
  };
}

const onPglite = () =>
  onFreshPglite(
    PORT,
    'progress',
    (query) => addLearners(query, LEARNERS),
    async (prepared) => ({ db: 'PGlite', ...(await drive(prepared)) }),
  );

const onPostgres = () =>
  onScratchPostgres(PORT, async (query) => ({
    db: 'PostgreSQL',
    ...(await drive(await addLearners(query, LEARNERS))),
  }));

export async function progressReport() {
  const rows = [await onPglite()];
  const postgres = await onPostgres();
  if (postgres) rows.push(postgres);
  close();
  return { learners: LEARNERS, seconds: SECONDS, pauseMs: PAUSE_MS, rows };
}

export function printProgress(report) {
  console.log(
    `\nProgress reports, ${report.learners} learners, a report every ${report.pauseMs} ms ±50 %, ` +
      `${report.seconds} s, loopback`,
  );
  console.log(
    'db'.padEnd(11),
    'reports/s'.padStart(10),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'max ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const r of report.rows) {
    console.log(
      r.db.padEnd(11),
      r.reportsPerSecond.toFixed(1).padStart(10),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.max).padStart(8),
      String(r.errors).padStart(7),
    );
  }
}
