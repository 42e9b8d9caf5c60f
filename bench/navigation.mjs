// Click to content: how long a signed-in learner waits between clicking a link in the portal and seeing the
// page's data, on the production build served by the gateway. Each target is opened from a page that links to
// it, twice over: a plain click, and a click after the pointer rested on the link (the router's intent
// preloading). "Content" means the address has changed, no skeleton or busy region is left in the page, and the
// page's own content selector is there. Median of RUNS tries, each in a fresh page with a warm code cache.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { portalBuildIsStale } from '../scripts/build-state.mjs';
import { learnerToken, startProductionServer, TOKEN_COOKIE } from './production-server.mjs';

const PORT = Number(process.env.BENCH_NAVIGATION_PORT ?? 18183);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_NAVIGATION_RUNS ?? 7);
/** How long the pointer rests on the link before the click, as a reader's would. */
const HOVER_MS = 400;

/**
 * Each target, the page that links to it and the link a reader clicks there (the header's home link is "/",
 * which lands on /home), the start of the target's own heading, and what shows that its data is on screen.
 */
const TARGETS = [
  { to: '/home', from: '/knowledge', link: 'header a[href="/"]', heading: '您好，', content: 'main h2' },
  {
    to: '/knowledge',
    from: '/home',
    link: 'header a[href="/knowledge"]',
    heading: '课程中心',
    content: 'main li h3',
  },
  {
    to: '/account/exam',
    from: '/account',
    link: 'main a[href="/account/exam"]',
    heading: '我的考试',
    content: 'main ul li',
  },
];
/** Where the first pass of each target leaves a screenshot, to check by eye what "content" was. */
const SHOTS = process.env.BENCH_NAVIGATION_SHOTS;

/** Milliseconds from the click to the target's content, measured inside the page. */
async function clickToContent(context, target, hover, shot) {
  const page = await context.newPage();
  try {
    await page.goto(`${ORIGIN}${target.from}`);
    const link = page.locator(target.link).first();
    await link.waitFor({ state: 'visible', timeout: 30_000 });
    // Let the start page settle so its own requests do not count against the next one.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      document.addEventListener('click', () => (window.__clickedAt = performance.now()), {
        capture: true,
        once: true,
      });
    });
    if (hover) {
      await link.hover();
      await page.waitForTimeout(HOVER_MS);
    }
    await link.click();
    const handle = await page.waitForFunction(
      ({ to, heading, content }) => {
        if (location.pathname !== to) return false;
        const main = document.querySelector('main');
        // The address changes before the page does: the target's own heading says its page is the one shown.
        if (!main?.querySelector('h1')?.textContent?.startsWith(heading)) return false;
        if (!main || main.querySelector('[aria-busy="true"], .chakra-skeleton, .chakra-spinner'))
          return false;
        if (!main.querySelector(content)) return false;
        return performance.now() - window.__clickedAt;
      },
      target,
      { polling: 'raf', timeout: 30_000 },
    );
    const ms = Math.round(await handle.jsonValue());
    if (shot) await page.screenshot({ path: shot });
    return ms;
  } finally {
    await page.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function navigationReport() {
  if (!process.env.STATIC_DIR && portalBuildIsStale()) execSync('npm run build', { stdio: 'inherit' });
  const server = await startProductionServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: TOKEN_COOKIE, value: await learnerToken(ORIGIN), url: ORIGIN }]);
    const rows = [];
    for (const target of TARGETS) {
      // One untimed pass fills the code cache, as a reader who has used the portal before has it.
      await clickToContent(
        context,
        target,
        false,
        SHOTS ? join(SHOTS, `navigation${target.to.replaceAll('/', '-')}.png`) : undefined,
      );
      const click = [];
      const hovered = [];
      for (let i = 0; i < RUNS; i += 1) {
        click.push(await clickToContent(context, target, false));
        hovered.push(await clickToContent(context, target, true));
      }
      rows.push({
        page: target.to,
        from: target.from,
        clickMs: median(click),
        hoverClickMs: median(hovered),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printNavigation(rows) {
  console.log(`\nClick to content (median of ${RUNS}), desktop Chromium, ${ORIGIN}`);
  console.log('page'.padEnd(15), 'from'.padEnd(12), 'click ms'.padStart(9), 'hover+click ms'.padStart(15));
  for (const r of rows) {
    console.log(
      r.page.padEnd(15),
      r.from.padEnd(12),
      String(r.clickMs).padStart(9),
      String(r.hoverClickMs).padStart(15),
    );
  }
}
