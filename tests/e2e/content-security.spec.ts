import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { lecturerRoutes } from '../../contract/lecturer.routes';
import { liveRoutes } from '../../contract/live.routes';
import { announcementRoutes } from '../../contract/notice.routes';
import { surveyRoutes } from '../../contract/survey.routes';
import {
  ACCOUNTS,
  HOSTS,
  enterHome,
  expect,
  gatewayCall,
  localePath,
  test,
  tokenCookie,
  type Locale,
} from './fixtures';

/*
 * Every page of the portal, in both languages, under the gateway's content security policy: not one
 * violation. The pages come from the route tree, so a new route is never left out; their parameters are
 * filled from the links the demo's own pages show, or from the table below.
 */

const ORIGIN = HOSTS.open;
const LOCALES: Locale[] = ['zh', 'en'];

/** The portal's route patterns without the locale segment ('/', '/announcement/$id', …). */
function routePatterns(): string[] {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /\n {2}to:\n((?: {4}\| '[^']+'\n)+)/.exec(tree)?.[1] ?? '';
  const patterns = [...block.matchAll(/'([^']+)'/g)].map(([, p]) => {
    const path = (p ?? '').replace(/^\/\{-\$locale\}/, '');
    return path === '' ? '/' : path;
  });
  return [...new Set(patterns)];
}

/** A path (with its query) matches a pattern when each segment does; optional segments may be absent. */
function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      if (s === '$') return '(?:/.*)?';
      if (/^\{-\$\w+\}$/.test(s)) return '(?:/[^/?]+)?';
      if (/^\$\w+$/.test(s)) return '/[^/?]+';
      return `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?(?:\\?.*)?$`);
}

/**
 * Pages no demo page links to (buttons open them, or they are reached by redirect), with an address that opens
 * them. An unknown id shows the page's own "not found" state, and starts nothing a later test relies on.
 */
const UNLINKED: Record<string, string> = {
  '/redirect/$': '/redirect/home',
  '/permission': '/permission',
  '/appCompany': '/appCompany',
  '/investigate/view': '/investigate/view?id=1',
  '/account/exam/examSuccess': '/account/exam/examSuccess?id=1',
  '/account/exam/examQuestion': '/account/exam/examQuestion?id=1',
  '/watch/practice': '/watch/practice?courseId=1&id=1',
  '/crm/marking/$id': '/crm/marking/1',
  // A classroom course is reached from a task's or a project's items; an unknown one shows the page's own state.
  '/knowledge/offcourse/{-$id}': '/knowledge/offcourse/1',
};

/**
 * Pages opened by buttons with an id from a list (or by links that may not be on screen yet): the first of that
 * list, as the learner's gateway has it.
 */
async function listedPages(page: Page): Promise<Record<string, string>> {
  const token = { token: (await tokenCookie(page.context(), ORIGIN)) ?? '' };
  const first = async (path: string) => {
    const res = await gatewayCall<{ list: { id: string }[] }>(
      page.request,
      ORIGIN,
      'POST',
      path,
      { pageCurrent: 1, pageSize: 1 },
      token,
    );
    expect(res.code, `${path}: ${res.msg}`).toBe(200);
    const id = res.data.list[0]?.id;
    expect(id, path).toBeDefined();
    return id ?? '';
  };
  return {
    '/announcement/$id': `/announcement/${await first(announcementRoutes.recordPage.path)}`,
    '/live/watch/{-$watch}': `/live/watch/${await first(liveRoutes.page.path)}`,
    '/investigate/analyze/{-$id}': `/investigate/analyze/${await first(surveyRoutes.taskPage.path)}`,
    '/lecturer/view/{-$id}': `/lecturer/view/${await first(lecturerRoutes.infoPage.path)}`,
  };
}

/** Pages a visitor sees (the rest need the learner signed in). */
const PUBLIC = ['/login', '/register', '/forget', '/agreement?type=1'];

/** Where the crawl starts: pages with no parameters, plus a few that show more links. */
const STARTS = [
  '/account?change=7',
  '/search-str?str=培训',
  '/account/exam',
  '/knowledge/course',
  '/knowledge/project',
];

interface Violations {
  list: string[];
}

/** Records every policy violation the page reports, and what the browser itself logs about the policy. */
async function watchViolations(page: Page): Promise<Violations> {
  const seen: Violations = { list: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy/i.test(text)) seen.list.push(`${page.url()}: ${text}`);
  });
  return seen;
}

/** Opens a page and waits until the portal has replaced its start-up screen and the network is quiet. */
async function open(page: Page, locale: Locale, path: string): Promise<string[]> {
  const response = await page.goto(`${ORIGIN}${localePath(locale, path)}`);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await expect(page.locator('#root .boot')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/en(?=\/|$|\?)/, '') || '/');
}

// Each crawl opens every page of the portal: minutes on two busy cores, not the usual minute.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('reports a violation when one happens (the watch below is not blind)', async ({ page }) => {
  const violations = await watchViolations(page);
  await open(page, 'zh', '/login');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await expect.poll(() => violations.list.length).toBeGreaterThan(0);
  expect(violations.list.join('\n')).toContain('style-src');
});

for (const locale of LOCALES) {
  test(`every page in ${locale} keeps to the content security policy`, async ({ page }) => {
    const patterns = routePatterns();
    expect(patterns.length).toBeGreaterThan(20);
    const violations = await watchViolations(page);

    for (const path of PUBLIC) await open(page, locale, path);

    await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
    const visited = new Set<string>();
    const links = new Set<string>();
    const visit = async (path: string) => {
      if (visited.has(path)) return;
      visited.add(path);
      for (const href of await open(page, locale, path)) links.add(href);
    };
    for (const pattern of patterns.filter((p) => !p.includes('$'))) await visit(pattern);
    for (const start of STARTS) await visit(start);

    const listed = await listedPages(page);
    const missing: string[] = [];
    for (const pattern of patterns) {
      const match = patternRegExp(pattern);
      const done = [...visited].some((v) => match.test(v));
      if (done) continue;
      const link = [...links].find((l) => match.test(l)) ?? listed[pattern] ?? UNLINKED[pattern];
      if (link) await visit(link);
      else missing.push(pattern);
    }
    expect.soft(missing, 'routes with no demo page to open').toEqual([]);
    expect(violations.list).toEqual([]);
  });
}
