import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_TAG, LOGO_MARK, TITLE_TAG, withNonce } from '../../../gateway/plugins/portal-page';
import { inlineAsset } from '../../../gateway/plugins/static';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';

const INDEX = `<!doctype html><html><head>${TITLE_TAG}${ICON_TAG}</head><body><div id="root">${LOGO_MARK}</div></body></html>`;
const BUNDLE = 'console.log("praxis bundle");'.repeat(20);

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(BUNDLE));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe.each(dialects())('static portal (%s)', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ dialect, staticDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  /** The site record the page should show, as the site's own view call answers it. */
  async function siteOf(host: string) {
    const res = await get('/gateway/system/api/website/view', { host });
    return res.json<{ data: { websiteTitle: string; websiteIco: string; logo: string } }>().data;
  }

  it.each(['/', '/login', '/en/login', '/knowledge', '/en/knowledge/offcourse', '/home/rank?x=1'])(
    "serves index.html for %s with no-cache, with the site's title, icon and logo",
    async (url) => {
      const site = await siteOf('localhost');
      const res = await get(url, { 'accept-encoding': 'identity' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<title>${site.websiteTitle}</title>`);
      expect(res.body).toContain(`<link rel="icon" href="${site.websiteIco}" />`);
      // The demo logos are small files of the gateway's own: they come inline, so nothing waits for them.
      const inline = inlineAsset(site.logo);
      expect(inline).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(inline!.split(',')[1]!, 'base64').toString()).toContain('<svg');
      expect(res.body).toContain(`<img class="boot-logo" src="${inline}" alt="${site.websiteTitle}" />`);
      expect(res.body).not.toContain('rel="preload"');
      expect(res.body).not.toContain(LOGO_MARK);
    },
  );

  it('gives each site its own page, and a host with no site the plain one', async () => {
    const other = await siteOf('other.localhost');
    const mine = await siteOf('localhost');
    expect(other.logo).not.toBe(mine.logo);
    const otherPage = await get('/login', { host: 'other.localhost', 'accept-encoding': 'identity' });
    expect(otherPage.body).toContain(`src="${inlineAsset(other.logo)}"`);
    expect(otherPage.body).not.toContain(`src="${inlineAsset(mine.logo)}"`);
    const nobody = await get('/login', { host: 'nobody.example', 'accept-encoding': 'identity' });
    expect(nobody.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(nobody.headers['content-security-policy']))?.[1];
    expect(nobody.body).toBe(withNonce(INDEX, nonce ?? 'missing'));
  });

  it('links, rather than inlines, what is not a small image of its own', () => {
    expect(inlineAsset('/gateway/files/../../package.json')).toBeUndefined();
    expect(inlineAsset('/gateway/files/missing.svg')).toBeUndefined();
    expect(inlineAsset('https://cdn.example/logo.svg')).toBeUndefined();
    expect(inlineAsset('/gateway/files/lecturers')).toBeUndefined();
  });

  it('sends the page compressed the way the browser accepts', async () => {
    // Every response has a nonce of its own; the rest of the page is the same.
    const sameBut = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    const plain = sameBut((await get('/login', { 'accept-encoding': 'identity' })).body);
    const br = await get('/login', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(sameBut(brotliDecompressSync(br.rawPayload).toString())).toBe(plain);
    const gz = await get('/login', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sameBut(gunzipSync(gz.rawPayload).toString())).toBe(plain);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(BUNDLE);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('serves the precompressed variant the browser accepts', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync(BUNDLE))).toBe(true);
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('serves other files with revalidation', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await get('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
  });

  it('serves the demo images under /gateway/files', async () => {
    const res = await get('/gateway/files/praxis-logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect((await get('/gateway/files/nope.svg')).statusCode).toBe(404);
  });

  it('never falls back to the page for API paths', async () => {
    const res = await get('/gateway/user/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 999 });
  });

  it('does not serve files outside the build', async () => {
    const res = await get('/..%2f..%2fetc/passwd');
    expect(res.body).not.toContain('root:');
  });
});

describe.each(dialects())('static portal without a build (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, staticDir: join(tmpdir(), 'praxis-no-such-dist') });
  });
  afterAll(() => t.close());

  it('explains that the portal must be built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/login', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gateway/health', headers: { host: 'localhost' } });
    expect(res.json()).toMatchObject({ code: 200 });
  });
});
