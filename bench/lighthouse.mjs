// Lighthouse (mobile, default config) on /login and, signed in as the demo learner, /home of the bound demo
// site http://127.0.0.1:PORT. The production server runs on a fresh data directory; every page gets a browser
// of its own with an empty profile, so each run starts with a cold cache.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { portalBuildIsStale } from '../scripts/build-state.mjs';
import { learnerToken, startProductionServer, TOKEN_COOKIE } from './production-server.mjs';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 18182);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 19222);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One audit in a fresh browser. Lighthouse drives the browser Playwright launched through its debugging port;
 * with storage reset off, the token cookie set beforehand survives into the audited page load.
 */
async function audit(path, token) {
  const profile = mkdtempSync(join(tmpdir(), 'praxis-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    if (token) await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: ORIGIN }]);
    const result = await lighthouse(`${ORIGIN}${path}`, {
      port: DEBUG_PORT,
      disableStorageReset: true,
      onlyCategories: CATEGORIES,
      logLevel: 'error',
      output: 'html',
    });
    if (!result) throw new Error(`lighthouse gave no result for ${path}`);
    const { lhr } = result;
    // The full report, for finding out what a score is made of.
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/lighthouse${path.replaceAll('/', '-')}.html`, String(result.report));
    writeFileSync(`bench/results/lighthouse${path.replaceAll('/', '-')}.json`, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== path) throw new Error(`${path} ended on ${landed}: the sign-in did not hold`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audits = lhr.audits;
    // Failing audits name what to fix next; they go to the results file with the scores.
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    return {
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failing,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function lighthouseReport() {
  if (!process.env.STATIC_DIR && portalBuildIsStale()) execSync('npm run build', { stdio: 'inherit' });
  const server = await startProductionServer(PORT);
  try {
    const rows = [await audit('/login', null)];
    rows.push(await audit('/home', await learnerToken(ORIGIN)));
    return rows;
  } finally {
    await server.stop();
  }
}

export function printLighthouse(rows) {
  console.log(`\nLighthouse ${'(mobile, default config)'}, bound demo site ${ORIGIN}`);
  console.log(
    'page'.padEnd(8),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'best'.padStart(5),
    'seo'.padStart(5),
    'FCP ms'.padStart(7),
    'LCP ms'.padStart(7),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    ' below 90',
  );
  for (const r of rows) {
    console.log(
      r.page.padEnd(8),
      String(r.performance).padStart(5),
      String(r.accessibility).padStart(5),
      String(r.bestPractices).padStart(5),
      String(r.seo).padStart(5),
      String(r.fcpMs).padStart(7),
      String(r.lcpMs).padStart(7),
      String(r.tbtMs).padStart(7),
      String(r.cls).padStart(6),
      ` ${r.failing.join(', ')}`,
    );
  }
}
