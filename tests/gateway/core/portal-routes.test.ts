import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRouteList } from '../../../gateway/plugins/portal-routes';
import { ICON_TAG, LOGO_MARK, TITLE_TAG } from '../../../gateway/plugins/portal-page';
import { routePatterns, type RouteList } from '../../../scripts/route-list';
import { createTestApp, type TestApp } from '../helpers/app';

const INDEX = `<!doctype html><html><head>${TITLE_TAG}${ICON_TAG}</head><body><div id="root">${LOGO_MARK}</div></body></html>`;

/** The portal's patterns as the build writes them, from the route tree of the sources. */
function portalPatterns(): string[] {
  execSync('npx tsr generate', { stdio: 'ignore' });
  return routePatterns(readFileSync('src/routeTree.gen.ts', 'utf8'));
}

/** Addresses a pattern answers: each optional segment left out and given, params and the splat filled in. */
function addressesOf(pattern: string): string[] {
  let paths = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (/^\{-\$\w+\}$/.test(segment)) paths = paths.flatMap((p) => [p, `${p}/1002`]);
    else if (segment === '$') paths = paths.flatMap((p) => [p, `${p}/a/b`]);
    else if (segment.startsWith('$')) paths = paths.map((p) => `${p}/1001`);
    else paths = paths.map((p) => `${p}/${segment}`);
  }
  return paths.map((p) => p || '/');
}

/** A page without its per-response nonce, so two responses of one page compare equal. */
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '');

function dist(list: RouteList | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (list) writeFileSync(join(dir, 'routes.json'), JSON.stringify(list));
  return dir;
}

describe('portal routes', () => {
  let t: TestApp;
  let plain: TestApp;
  let dirs: string[];
  let patterns: string[];
  beforeAll(async () => {
    patterns = portalPatterns();
    dirs = [dist({ localePrefixes: ['en'], patterns }), dist(null)];
    t = await createTestApp({ dialect: 'pglite', staticDir: dirs[0] });
    plain = await createTestApp({ dialect: 'pglite', staticDir: dirs[1] });
  });
  afterAll(async () => {
    await Promise.all([t.close(), plain.close()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const get = (app: TestApp, url: string, host = 'localhost') =>
    app.app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'identity' } });

  it('reads the patterns of the route tree without the locale segment', () => {
    expect(patterns).toContain('/');
    expect(patterns).toContain('/login');
    expect(patterns).toContain('/knowledge/course/{-$id}');
    expect(patterns).toContain('/announcement/$id');
    expect(patterns).toContain('/redirect/$');
    expect(patterns.some((p) => p.includes('locale'))).toBe(false);
  });

  it('answers every page of the route tree with 200, in Chinese and in English', async () => {
    const addresses = patterns.flatMap(addressesOf);
    expect(addresses.length).toBeGreaterThan(patterns.length);
    for (const address of addresses) {
      for (const url of [address, address === '/' ? '/en' : `/en${address}`, `${address}?x=1`]) {
        const res = await get(t, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
      }
    }
    // A trailing slash and encoded characters are the same page.
    expect((await get(t, '/login/')).statusCode).toBe(200);
    expect((await get(t, '/announcement/%E5%85%AC%E5%91%8A')).statusCode).toBe(200);
  });

  it('answers any other address with the branded portal page and 404, so the portal shows its 404 there', async () => {
    const page = await get(t, '/login');
    for (const url of [
      '/nope',
      '/en/nope',
      '/fr/login',
      '/en/en/login',
      '/login/extra',
      '/knowledge/course/1/2',
      '/announcement',
      '/favicon.ico',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(withoutNonce(res.body)).toBe(withoutNonce(page.body));
      expect(res.body).not.toContain(LOGO_MARK);
    }
    const other = await get(t, '/nope', 'other.localhost');
    expect(other.statusCode).toBe(404);
    expect(withoutNonce(other.body)).not.toBe(withoutNonce(page.body));
  });

  it('keeps asset and API misses plain', async () => {
    const asset = await get(t, '/assets/missing-1.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.body).toBe('Not Found');
    const api = await get(t, '/gateway/user/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 999 });
  });

  it('treats every address as a page when the build lists no routes', async () => {
    for (const url of ['/nope', '/en/nope', '/login']) expect((await get(plain, url)).statusCode).toBe(200);
  });

  it('ignores a route list it cannot read', () => {
    expect(parseRouteList('not json')).toBeNull();
    expect(parseRouteList(JSON.stringify({ patterns: ['/login'] }))).toBeNull();
    expect(parseRouteList(JSON.stringify({ localePrefixes: ['en'], patterns: [] }))).toBeNull();
  });
});
