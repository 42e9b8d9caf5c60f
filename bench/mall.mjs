// Exchanges in the integral mall (decision 0066) with contention on one goods, on PGlite and (when reachable)
// PostgreSQL. N members of 星河科技, each with enough points, exchange one goods at once from C connections:
// first a goods whose stock runs out part-way (every exchange after it is refused), then one with ample stock
// (every exchange takes its row in turn). Reports exchanges/s and latency, then checks what the database holds:
// orders = stock taken, no balance below zero, every member's ledger sum equal to their balance.
// Settings: BENCH_MALL_MEMBERS (100), BENCH_MALL_REQUESTS (400), BENCH_MALL_CONCURRENCY (50),
// BENCH_MALL_STOCK (150), BENCH_MALL_PORT (18187).
import { gatewayCaller, onFreshPglite, onScratchPostgres } from './gateway-bench.mjs';

const MEMBERS = Number(process.env.BENCH_MALL_MEMBERS ?? 100);
const REQUESTS = Number(process.env.BENCH_MALL_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_MALL_CONCURRENCY ?? 50);
const STOCK = Number(process.env.BENCH_MALL_STOCK ?? 150);
const PORT = Number(process.env.BENCH_MALL_PORT ?? 18187);
const PASSWORD = 'Praxis@2026';
const PRICE = 10;
/** Enough for every request a member may send. */
const POINTS = 100_000;

const { call, close } = gatewayCaller(PORT, CONCURRENCY + 4);

/** Members with points (and the opening entry that explains them) and the two goods, straight into the database. */
async function prepare(query) {
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
  const users = await query(
    `insert into user_account (tenant_id, phone, name, password_hash)
     select $1, '1970000' || lpad(g::text, 4, '0'), '兑换会员' || g, $2 from generate_series(1, $3::int) g
     returning id, phone`,
    [tenant, hash.password_hash, MEMBERS],
  );
  const ids = JSON.stringify(users.map((u) => String(u.id)));
  await query(
    `insert into enterprise_member (tenant_id, enterprise_id, user_id)
     select $1, $2, cast(u as bigint) from jsonb_array_elements_text(cast($3 as jsonb)) as u`,
    [tenant, ent, ids],
  );
  await query(
    `insert into member_points (tenant_id, enterprise_id, user_id, integral)
     select $1, $2, cast(u as bigint), $4 from jsonb_array_elements_text(cast($3 as jsonb)) as u`,
    [tenant, ent, ids, POINTS],
  );
  await query(
    `insert into points_ledger (tenant_id, enterprise_id, user_id, rule_code, amount, balance_after, source_kind,
       source_id, local_day)
     select $1, $2, cast(u as bigint), 'opening', $4, $4, 'opening', 'bench', to_char(now(), 'YYYY-MM-DD')
     from jsonb_array_elements_text(cast($3 as jsonb)) as u`,
    [tenant, ent, ids, POINTS],
  );
  const category = await one(
    `select id from mall_category where tenant_id = $1 and enterprise_id = $2 order by sort limit 1`,
    [tenant, ent],
  );
  const goods = async (name, stock) =>
    String(
      (
        await one(
          `insert into mall_goods (tenant_id, enterprise_id, category_id, name, price, stock, pictures)
           values ($1, $2, $3, $4, $5, $6, '[]') returning id`,
          [tenant, ent, String(category.id), name, PRICE, stock],
        )
      ).id,
    );
  return {
    tenant,
    ent,
    phones: users.map((u) => u.phone),
    scarce: await goods('压测限量礼品', STOCK),
    ample: await goods('压测常备礼品', REQUESTS * 10),
  };
}

async function signIn(phone) {
  const { body } = await call('POST', '/user/api/user/info/login/pwd', null, { phone, password: PASSWORD });
  if (body.code !== 200) throw new Error(`sign-in of ${phone} failed: ${body.msg}`);
  return body.data.token;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** REQUESTS exchanges of one goods, CONCURRENCY at a time, spread over the members round-robin. */
async function burst(tokens, goodsId, label) {
  let next = 0;
  const times = [];
  let ok = 0;
  const refusals = new Map();
  const began = process.hrtime.bigint();
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next;
      next += 1;
      const { body, ms } = await call('POST', '/mall/auth/order/exchange', tokens[i % tokens.length], {
        idempotencyKey: `bench-${label.replaceAll(' ', '-')}-${i}-${Date.now().toString(36)}`,
        lines: [{ goodsId, quantity: 1 }],
        receiverName: '兑换会员',
        receiverPhone: '13800000001',
        address: '星河大厦',
      });
      times.push(ms);
      if (body.code === 200) ok += 1;
      else refusals.set(body.msg, (refusals.get(body.msg) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = Number(process.hrtime.bigint() - began) / 1e9;
  times.sort((a, b) => a - b);
  return {
    label,
    requests: REQUESTS,
    placed: ok,
    refused: Object.fromEntries(refusals),
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(REQUESTS / seconds),
    placedPerSecond: Math.round(ok / seconds),
    p50: Number(percentile(times, 50).toFixed(1)),
    p95: Number(percentile(times, 95).toFixed(1)),
    max: Number(times.at(-1).toFixed(1)),
  };
}

/** What the database holds afterwards, read through the gateway's own rows. */
async function check(query, prepared) {
  const one = async (text, params) => (await query(text, params))[0];
  const goods = async (id) =>
    one(`select stock, exchanged_count from mall_goods where tenant_id = $1 and id = $2`, [
      prepared.tenant,
      id,
    ]);
  const orders = async (id) =>
    Number(
      (
        await one(`select count(*)::int as n from mall_order_line where tenant_id = $1 and goods_id = $2`, [
          prepared.tenant,
          id,
        ])
      ).n,
    );
  const ledger = await one(
    `select count(*)::int as mismatched from member_points p
     where p.tenant_id = $1 and p.enterprise_id = $2 and (p.integral < 0 or p.integral <> (
       select coalesce(sum(l.amount), 0) from points_ledger l
       where l.tenant_id = p.tenant_id and l.enterprise_id = p.enterprise_id and l.user_id = p.user_id))`,
    [prepared.tenant, prepared.ent],
  );
  return {
    scarce: { ...(await goods(prepared.scarce)), orders: await orders(prepared.scarce) },
    ample: { ...(await goods(prepared.ample)), orders: await orders(prepared.ample) },
    balancesOffLedger: ledger.mismatched,
  };
}

async function drive(db, prepared, query) {
  const tokens = [];
  for (let i = 0; i < prepared.phones.length; i += 20) {
    tokens.push(...(await Promise.all(prepared.phones.slice(i, i + 20).map(signIn))));
  }
  const runs = [
    await burst(tokens, prepared.scarce, 'stock runs out'),
    await burst(tokens, prepared.ample, 'ample stock'),
  ];
  return { db, runs, check: query ? await check(query, prepared) : null };
}

export async function mallReport() {
  try {
    const results = [];
    // PGlite is one process's: its rows are checked by the PostgreSQL run's reading alone, and here by the
    // gateway's answers (placed = stock taken).
    results.push(await onFreshPglite(PORT, 'mall', prepare, (prepared) => drive('PGlite', prepared, null)));
    const postgres = await onScratchPostgres(PORT, async (query) =>
      drive('PostgreSQL', await prepare(query), query),
    );
    if (postgres) results.push(postgres);
    return { members: MEMBERS, requests: REQUESTS, concurrency: CONCURRENCY, stock: STOCK, results };
  } finally {
    close();
  }
}

export function printMall(report) {
  console.log(
    `\nMall exchanges of one goods: ${report.requests} requests from ${report.members} members, ${report.concurrency} at a time; the scarce goods holds ${report.stock}`,
  );
  for (const r of report.results) {
    console.log(r.db);
    for (const run of r.runs) {
      console.log(
        `  ${run.label.padEnd(16)} placed ${String(run.placed).padStart(4)} in ${run.seconds} s: ${run.placedPerSecond} exchanges/s, ${run.requestsPerSecond} requests/s, p50 ${run.p50} ms, p95 ${run.p95} ms, max ${run.max} ms`,
      );
      for (const [msg, n] of Object.entries(run.refused)) console.log(`    refused ${n}: ${msg}`);
    }
    if (r.check) console.log(`  held afterwards: ${JSON.stringify(r.check)}`);
  }
}
