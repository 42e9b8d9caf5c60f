import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePreloads, withPreloads } from '../../../gateway/plugins/portal-preloads';
import { parseRouteList } from '../../../gateway/plugins/portal-routes';
import { ICON_TAG, LOGO_MARK, TITLE_TAG } from '../../../gateway/plugins/portal-page';
import { createTestApp, type TestApp } from '../helpers/app';

const INDEX = `<!doctype html><html><head>${TITLE_TAG}${ICON_TAG}</head><body><div id="root">${LOGO_MARK}</div></body></html>`;
const PATTERNS = [
  '/',
  '/login',
  '/account/exam/{-$id}',
  '/account/exam/record',
  '/crm',
  '/crm/',
  '/announcement/$id',
];
const PRELOADS = {
  patterns: {
    '/login': ['assets/login-a1.js', 'assets/tabs-b2.js'],
    '/account/exam/{-$id}': ['assets/exam-c3.js'],
    '/account/exam/record': ['assets/record-d4.js'],
    '/crm/': ['assets/crm-e5.js'],
  },
};

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

describe('preload hints of the portal page', () => {
  let t: TestApp;
  let bare: TestApp;
  const dirs: string[] = [];
  beforeAll(async () => {
    for (const withPreloadList of [true, false]) {
      const dir = mkdtempSync(join(tmpdir(), 'praxis-dist-'));
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'index.html'), INDEX);
      writeFileSync(join(dir, 'routes.json'), JSON.stringify({ localePrefixes: ['en'], patterns: PATTERNS }));
      if (withPreloadList) writeFileSync(join(dir, 'preloads.json'), JSON.stringify(PRELOADS));
      dirs.push(dir);
    }
    t = await createTestApp({ dialect: 'pglite', staticDir: dirs[0] });
    bare = await createTestApp({ dialect: 'pglite', staticDir: dirs[1] });
  });
  afterAll(async () => {
    await Promise.all([t.close(), bare.close()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const page = async (app: TestApp, url: string) =>
    (
      await app.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', 'accept-encoding': 'identity' },
      })
    ).body;

  it('names the scripts of the page an address opens, in either language', async () => {
    expect(preloadsOf(await page(t, '/login'))).toEqual(['/assets/login-a1.js', '/assets/tabs-b2.js']);
    expect(preloadsOf(await page(t, '/en/login?redirect=%2Fhome'))).toEqual([
      '/assets/login-a1.js',
      '/assets/tabs-b2.js',
    ]);
    expect(preloadsOf(await page(t, '/account/exam/42'))).toEqual(['/assets/exam-c3.js']);
    expect(preloadsOf(await page(t, '/crm/'))).toEqual(['/assets/crm-e5.js']);
  });

  it('takes the most specific page when an optional segment could also match', async () => {
    expect(preloadsOf(await page(t, '/account/exam/record'))).toEqual(['/assets/record-d4.js']);
  });

  it('names nothing for a page without a list, an unknown address or a build without the file', async () => {
    expect(preloadsOf(await page(t, '/announcement/7'))).toEqual([]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { host: 'localhost' },
    });
    expect(missing.statusCode).toBe(404);
    expect(preloadsOf(missing.body)).toEqual([]);
    expect(preloadsOf(await page(bare, '/login'))).toEqual([]);
  });

  it('refuses a list that names anything but the build’s own scripts', () => {
    expect(parsePreloads('not json')).toBeNull();
    expect(parsePreloads(JSON.stringify({ patterns: { '/': ['https://evil.example/x.js'] } }))).toBeNull();
    expect(parsePreloads(JSON.stringify({ patterns: { '/': ['assets/x.js"><script>'] } }))).toBeNull();
    expect(parsePreloads(JSON.stringify({ patterns: { '/': ['../secret.js'] } }))).toBeNull();
    expect(withPreloads('<head></head>', ['assets/a.js', 'assets/b.css', '/etc/passwd'])).toBe(
      '<head>  <link rel="modulepreload" crossorigin href="/assets/a.js" />\n  </head>',
    );
  });

  it('finds the page of a path as the route list knows it', () => {
    const routes = parseRouteList(JSON.stringify({ localePrefixes: ['en'], patterns: PATTERNS }));
    expect(routes?.patternOf('/en/account/exam/record')).toBe('/account/exam/record');
    expect(routes?.patternOf('/account/exam')).toBe('/account/exam/{-$id}');
    expect(routes?.patternOf('/fr/login')).toBeNull();
    expect(routes?.isPage('/login')).toBe(true);
  });
});
