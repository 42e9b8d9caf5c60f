// Lighthouse on the bound demo site http://127.0.0.1:PORT: the desktop preset (Lighthouse's own desktop config)
// on the sign-in page, the dashboard, the catalogue, a course, the player and the exam-taking page, and the
// mobile preset (default config) on the sign-in page and the dashboard; signed-in pages as the demo learner.
// Each page is audited BENCH_LIGHTHOUSE_RUNS times (3) and reported as the median of each figure; every run gets
// a browser of its own with an empty profile, so each starts with a cold cache. BENCH_LIGHTHOUSE_PAGES picks
// pages by name or preset:name (`home,mobile:login`). The production server runs on a fresh data directory.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { portalBuildIsStale } from '../scripts/build-state.mjs';
import { demoTargets, landedOn, median } from './demo-targets.mjs';
import { learnerToken, startProductionServer, TOKEN_COOKIE } from './production-server.mjs';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 18182);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 19222);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PRESETS = { desktop: desktopConfig, mobile: undefined };

/** The pages audited, in order; `path` gets the demo ids looked up once the server is up. */
const PAGES = [
  { preset: 'desktop', name: 'login', signedIn: false, path: () => '/login' },
  { preset: 'desktop', name: 'home', signedIn: true, path: () => '/home' },
  { preset: 'desktop', name: 'knowledge', signedIn: true, path: () => '/knowledge' },
  { preset: 'desktop', name: 'course', signedIn: true, path: (t) => `/knowledge/course/${t.courseId}` },
  {
    preset: 'desktop',
    name: 'watch',
    signedIn: true,
    path: (t) => `/watch/course?courseId=${t.watchCourseId}`,
  },
  {
    preset: 'desktop',
    name: 'exam',
    signedIn: true,
    path: (t) => `/account/exam/examQuestion?id=${t.examId}`,
  },
  { preset: 'mobile', name: 'login', signedIn: false, path: () => '/login' },
  { preset: 'mobile', name: 'home', signedIn: true, path: () => '/home' },
];

function chosenPages() {
  const wanted = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted?.length) return PAGES;
  const pages = PAGES.filter((p) => wanted.includes(p.name) || wanted.includes(`${p.preset}:${p.name}`));
  if (pages.length === 0) {
    throw new Error(
      `BENCH_LIGHTHOUSE_PAGES matches none of ${PAGES.map((p) => `${p.preset}:${p.name}`).join(', ')}`,
    );
  }
  return pages;
}

/**
 * One audit in a fresh browser. Lighthouse drives the browser Playwright launched through its debugging port;
 * with storage reset off, the token cookie set beforehand survives into the audited page load.
 */
async function audit({ preset, name, path }, run, token) {
  const profile = mkdtempSync(join(tmpdir(), 'praxis-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    if (token) await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: ORIGIN }]);
    const result = await lighthouse(
      `${ORIGIN}${path}`,
      {
        port: DEBUG_PORT,
        disableStorageReset: true,
        onlyCategories: CATEGORIES,
        logLevel: 'error',
        output: 'html',
      },
      PRESETS[preset],
    );
    if (!result) throw new Error(`lighthouse gave no result for ${path}`);
    const { lhr } = result;
    // The full report of every run, for finding out what a score is made of.
    const file = `bench/results/lighthouse-${preset}-${name}-${run}`;
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`${file}.html`, String(result.report));
    writeFileSync(`${file}.json`, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (!landedOn(path, lhr.finalDisplayedUrl)) {
      throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}: the page did not hold (sign-in, ids)`);
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audits = lhr.audits;
    return {
      report: file,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      // Failing audits name what to fix next; they go to the results file with the scores.
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Each figure's median over the runs; the failing audits of the run whose performance score is the median. */
function summarise(page, path, runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  const performance = m('performance');
  const middle = runs.reduce((best, r) =>
    Math.abs(r.performance - performance) < Math.abs(best.performance - performance) ? r : best,
  );
  return {
    page: page.name,
    preset: page.preset,
    path,
    runs: runs.length,
    performance,
    performanceRuns: runs.map((r) => r.performance),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    medianReport: middle.report,
    failing: middle.failing,
    perRun: runs,
  };
}

export async function lighthouseReport() {
  if (!process.env.STATIC_DIR && portalBuildIsStale()) execSync('npm run build', { stdio: 'inherit' });
  const server = await startProductionServer(PORT);
  try {
    const token = await learnerToken(ORIGIN);
    const targets = await demoTargets(ORIGIN, token);
    const rows = [];
    for (const page of chosenPages()) {
      const path = page.path(targets);
      const runs = [];
      for (let run = 1; run <= RUNS; run++)
        runs.push(await audit({ ...page, path }, run, page.signedIn ? token : null));
      rows.push(summarise(page, path, runs));
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export function printLighthouse(rows) {
  const runs = rows[0]?.runs ?? RUNS;
  console.log(
    `\nLighthouse, median of ${runs} run(s) per page (cold profile each), bound demo site ${ORIGIN}`,
  );
  const head = [
    'preset',
    'page',
    'perf',
    'perf runs',
    'a11y',
    'best',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
  ];
  const widths = [8, 10, 5, 12, 5, 5, 5, 7, 7, 7, 6];
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])));
  console.log(...line(head), ' below 90 (median run)');
  for (const r of rows) {
    console.log(
      ...line([
        r.preset,
        r.page,
        r.performance,
        r.performanceRuns.join('/'),
        r.accessibility,
        r.bestPractices,
        r.seo,
        r.fcpMs,
        r.lcpMs,
        r.tbtMs,
        r.cls,
      ]),
      ` ${r.failing.join(', ')}`,
    );
  }
  for (const r of rows)
    console.log(`  ${r.preset} ${r.page}: ${r.path} (median run: ${r.medianReport}.html)`);
}
