// Search latency (decision 0064) over 100,000 extra announcements of the demo company, on PGlite and (when
// reachable) PostgreSQL: one page of results for a two-character Chinese keyword (which trigram indexes cannot
// narrow), for a longer one (which they can), and for every section at once, plus the tabs' counts. Requests one
// at a time, after a warm-up. Also prints how the database plans the announcement match for each keyword.
// Settings: BENCH_SEARCH_ROWS (100000), BENCH_SEARCH_REQUESTS (50), BENCH_SEARCH_PORT (18186).
import { gatewayCaller, onFreshPglite, onScratchPostgres } from './gateway-bench.mjs';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 50);
const WARM_UP = 5;
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 18186);
const PASSWORD = 'Praxis@2026';
const LEARNER = '13800000001';

/** Common (one row in five holds it) and rare (one in 500): how a keyword's frequency meets the index. */
const SHORT = '安全';
const LONG = '审计抽查';
const CASES = [
  { name: `news, "${SHORT}" (2 chars)`, type: 8, str: SHORT },
  { name: `news, "${LONG}" (4 chars)`, type: 8, str: LONG },
  { name: `news, "firewall" (8 chars)`, type: 8, str: 'firewall' },
  { name: `all sections, "${SHORT}"`, type: 1, str: SHORT },
  { name: `all sections, "${LONG}"`, type: 1, str: LONG },
  { name: `tab counts, "${SHORT}"`, count: true, str: SHORT },
];

const TOPICS = [
  '季度经营分析会',
  '信息安全周报',
  '新员工入职指引',
  '办公区域调整',
  '差旅报销说明',
  'Quarterly review',
  '培训计划发布',
  'Office move notice',
  '系统升级公告',
  '食堂菜单更新',
];
const SENTENCES = [
  '请各部门负责人组织学习并按时反馈。',
  '本次调整自下周一起生效，如有疑问请联系行政部。',
  '请大家注意账号安全，不要向他人透露验证码。',
  'Please read the attached guide before the end of the month.',
  '系统将在周六凌晨进行维护，届时暂停服务两小时。',
  'The firewall rules change on Friday; VPN users must reconnect.',
  '相关材料已上传至学习平台资料库。',
  '会议纪要请在三个工作日内归档。',
];

const { call, close } = gatewayCaller(PORT, 4);

/** The announcements, straight into the database the gateway seeded; then the planner's statistics. */
async function addAnnouncements(query) {
  const one = async (text, params) => (await query(text, params))[0];
  const site = await one(`select tenant_id from website where domain = '127.0.0.1'`, []);
  const tenant = String(site.tenant_id);
  const ent = String(
    (await one(`select id from enterprise where tenant_id = $1 and name = '星河科技'`, [tenant])).id,
  );
  const began = Date.now();
  // In batches, so neither driver holds 100,000 rows' worth of one statement.
  for (let from = 1; from <= ROWS; from += 10_000) {
    await query(
      `insert into announcement (tenant_id, enterprise_id, title, content, publisher, publish_time)
       select $1, $2,
         ($5::text[])[1 + g % cardinality($5::text[])] || ' 第 ' || g || ' 期',
         '<p>' || ($6::text[])[1 + (g * 7) % cardinality($6::text[])] || '</p><p>'
           || ($6::text[])[1 + (g * 11) % cardinality($6::text[])]
           || (case when g % 500 = 0 then '年度审计抽查将覆盖本部门。' else '' end)
           || ' 编号 ' || md5(g::text) || '</p>',
         '行政部',
         now() - make_interval(mins => g)
       from generate_series($3::int, $4::int) g`,
      [tenant, ent, from, Math.min(ROWS, from + 9_999), TOPICS, SENTENCES],
    );
  }
  await query('analyze announcement', []);
  const insertSeconds = Number(((Date.now() - began) / 1000).toFixed(1));
  return { tenant, ent, insertSeconds, plans: await plans(query, tenant, ent) };
}

/** The plan of the news section's match (as notice/announcements.ts asks it) for each keyword: which index answers it, if any. */
async function plans(query, tenant, ent) {
  const out = {};
  for (const str of [SHORT, LONG, 'firewall']) {
    const rows = await query(
      `explain select count(*) from announcement
       where tenant_id = $1 and enterprise_id = $2 and status_id = 1 and publish_time <= now()
         and search_text like lower($3)`,
      [tenant, ent, `%${str}%`],
    );
    const lines = rows.map((r) => r['QUERY PLAN']);
    out[str] = lines
      .filter((l) => /Scan/.test(l))
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s+\(cost.*$/, ''),
      );
  }
  return out;
}

async function signIn() {
  const { body } = await call('POST', '/user/api/user/info/login/pwd', null, {
    phone: LEARNER,
    password: PASSWORD,
  });
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.msg}`);
  return body.data.token;
}

async function measure(token, c) {
  const path = c.count ? '/system/auth/search/count' : '/system/auth/search/page';
  const body = c.count ? { str: c.str } : { str: c.str, type: c.type, pageCurrent: 1, pageSize: 10 };
  const times = [];
  let found = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const res = await call('POST', path, token, body);
    if (res.body.code !== 200) throw new Error(`${c.name}: ${res.body.msg}`);
    found = c.count ? res.body.data.totalCount : res.body.data.totalCount;
    if (i >= WARM_UP) times.push(res.ms);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const round = (x) => Number(x.toFixed(1));
  return {
    name: c.name,
    found,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    mean: round(times.reduce((s, x) => s + x, 0) / times.length),
    max: round(times.at(-1) ?? 0),
  };
}

async function drive(db, prepared) {
  const token = await signIn();
  const cases = [];
  for (const c of CASES) cases.push(await measure(token, c));
  return { db, insertSeconds: prepared.insertSeconds, plans: prepared.plans, cases };
}

export async function searchReport() {
  try {
    const rows = [
      await onFreshPglite(PORT, 'search', addAnnouncements, (prepared) => drive('PGlite', prepared)),
    ];
    const postgres = await onScratchPostgres(PORT, async (query) =>
      drive('PostgreSQL', await addAnnouncements(query)),
    );
    if (postgres) rows.push(postgres);
    return { rows: ROWS, requests: REQUESTS, results: rows };
  } finally {
    close();
  }
}

export function printSearch(report) {
  console.log(
    `\nSearch over ${report.rows} extra announcements, ${report.requests} requests per case one at a time, loopback`,
  );
  for (const r of report.results) {
    console.log(`${r.db} (rows added in ${r.insertSeconds} s)`);
    console.log(
      '  case'.padEnd(36),
      'found'.padStart(7),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'mean ms'.padStart(8),
      'max ms'.padStart(8),
    );
    for (const c of r.cases) {
      console.log(
        `  ${c.name}`.padEnd(36),
        String(c.found).padStart(7),
        String(c.p50).padStart(8),
        String(c.p95).padStart(8),
        String(c.mean).padStart(8),
        String(c.max).padStart(8),
      );
    }
    for (const [str, scans] of Object.entries(r.plans))
      console.log(`  plan for "${str}": ${scans.join(' / ')}`);
  }
}
