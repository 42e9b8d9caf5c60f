// Cold load to content: how long after navigation start a page's own main content is painted, on a phone
// over a slow network. Chromium gets Lighthouse's mobile throttling applied for real through the DevTools
// protocol (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4×, a 412×823 screen), a new browser
// context with the cache off for every run, and the page's element marked `elementtiming="main-content"` is
// read from the Element Timing API. Median of BENCH_COLDLOAD_RUNS runs (5) per page; FCP and when the last
// JavaScript file finished loading are reported beside it. Signed-in pages carry the demo learner's token.
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { portalBuildIsStale } from '../scripts/build-state.mjs';
import { landedOn, median } from './demo-targets.mjs';
import { learnerToken, startProductionServer, TOKEN_COOKIE } from './production-server.mjs';

const PORT = Number(process.env.BENCH_COLDLOAD_PORT ?? 18183);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_COLDLOAD_RUNS ?? 5);
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/knowledge', signedIn: true },
];
/** Lighthouse's mobile throttling (simulated there, applied here). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 120_000;

/** Runs in the page before its own scripts: keeps the first paint of the marked element. */
function observeMainContent() {
  const w = /** @type {Window & { __mainContentMs?: number }} */ (window);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const e =
        /** @type {PerformanceEntry & { identifier: string; renderTime: number; loadTime: number }} */ (
          entry
        );
      if (e.identifier === 'main-content' && w.__mainContentMs === undefined) {
        w.__mainContentMs = e.renderTime || e.loadTime;
      }
    }
  }).observe({ type: 'element', buffered: true });
}

/** Read in the page once the content is there and the network has gone quiet. */
function pageFigures() {
  const w = /** @type {Window & { __mainContentMs?: number }} */ (window);
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const scripts = performance
    .getEntriesByType('resource')
    .filter((r) => new URL(r.name).pathname.endsWith('.js'))
    .map((r) => /** @type {PerformanceResourceTiming} */ (r));
  return {
    mainContentMs: w.__mainContentMs ?? null,
    fcpMs: fcp ? fcp.startTime : null,
    lastJsMs: scripts.length ? Math.max(...scripts.map((r) => r.responseEnd)) : null,
    jsFiles: scripts.length,
  };
}

async function coldLoad(browser, path, token) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (token) await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: ORIGIN }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeMainContent);
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.waitForFunction(
      () => /** @type {Window & { __mainContentMs?: number }} */ (window).__mainContentMs !== undefined,
      null,
      {
        timeout: TIMEOUT_MS,
        polling: 100,
      },
    );
    if (!landedOn(path, page.url()))
      throw new Error(`${path} ended on ${page.url()}: the sign-in did not hold`);
    // Chunks fetched after the content are part of the load too.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const figures = await page.evaluate(pageFigures);
    const round = (v) => (v === null ? null : Math.round(v));
    return {
      mainContentMs: round(figures.mainContentMs),
      fcpMs: round(figures.fcpMs),
      lastJsMs: round(figures.lastJsMs),
      jsFiles: figures.jsFiles,
    };
  } finally {
    await context.close();
  }
}

export async function coldloadReport() {
  if (!process.env.STATIC_DIR && portalBuildIsStale()) execSync('npm run build', { stdio: 'inherit' });
  const server = await startProductionServer(PORT);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const token = await learnerToken(ORIGIN);
    const rows = [];
    for (const { path, signedIn } of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, path, signedIn ? token : null));
      const m = (key) => median(runs.map((r) => r[key]).filter((v) => v !== null));
      rows.push({
        page: path,
        runs: runs.length,
        mainContentMs: m('mainContentMs'),
        fcpMs: m('fcpMs'),
        lastJsMs: m('lastJsMs'),
        jsFiles: m('jsFiles'),
        perRun: runs,
      });
    }
    return { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, viewport: '412x823', rows };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printColdload({ rows }) {
  const runs = rows[0]?.runs ?? RUNS;
  console.log(
    `\nCold load to main content, median of ${runs} run(s): mobile throttling applied (150 ms RTT, 1.6 Mbps down, ` +
      `750 kbps up, CPU ×${CPU_SLOWDOWN}, 412×823), cache off, bound demo site ${ORIGIN}`,
  );
  console.log(
    'page'.padEnd(11),
    'content ms'.padStart(11),
    'FCP ms'.padStart(8),
    'last JS ms'.padStart(11),
    'JS files'.padStart(9),
    '  content ms per run',
  );
  for (const r of rows) {
    console.log(
      r.page.padEnd(11),
      String(r.mainContentMs).padStart(11),
      String(r.fcpMs).padStart(8),
      String(r.lastJsMs).padStart(11),
      String(r.jsFiles).padStart(9),
      ` ${r.perRun.map((x) => x.mainContentMs).join(' / ')}`,
    );
  }
}
