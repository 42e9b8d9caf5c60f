import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { website } from '../../../gateway/db/schema';
import { MAPS_SOURCES, frameAncestorsOf } from '../../../gateway/plugins/security-headers';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';

const INDEX =
  '<!doctype html><html><head><title>Praxis</title><style>.boot{margin:0}</style></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** The content security policy as directive → sources. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

describe.each(dialects())('security headers (%s)', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'praxis-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    t = await createTestApp({ dialect, staticDir: dist, config: { trustProxy: 1 } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host, 'accept-encoding': 'identity', ...headers },
    });

  /** Changes a demo site (before its page is first asked for: pages are kept a minute per host). */
  async function setSite(domain: string, values: Partial<typeof website.$inferInsert>): Promise<void> {
    await t.db.update(website).set(values).where(eq(website.domain, domain));
  }

  it('sends the portal page a strict policy with a nonce of its own on each response', async () => {
    const first = await get('/login');
    expect(first.statusCode).toBe(200);
    const policy = policyOf(first.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    const styles = policy.get('style-src') ?? [];
    expect(styles).not.toContain("'unsafe-inline'");
    const nonce = /^'nonce-(.+)'$/.exec(styles.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // The page's own style and the portal's style engine get the same nonce.
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(first.body).not.toMatch(/<script(?![^>]*\bsrc=)/);

    const second = await get('/login');
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    expect(second.body).not.toContain(nonce);
  });

  it('adds the other headers to pages, assets and API answers alike', async () => {
    for (const res of [
      await get('/knowledge'),
      await get('/gateway/files/praxis-logo.svg'),
      await get('/gateway/system/api/website/view'),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('asks for HTTPS only over https: from the trusted proxy, never from a client on plain http', async () => {
    const viaProxy = await get('/login', 'localhost', { 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    const api = await get('/gateway/system/api/website/view', 'localhost', { 'x-forwarded-proto': 'https' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await get('/login')).headers['strict-transport-security']).toBeUndefined();
  });

  it('lets each site say who may frame its portal', async () => {
    await setSite('other.localhost', { frameAncestors: "'self' https://work.example.com" });
    const res = await get('/login', 'other.localhost');
    expect(policyOf(res.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
      'https://work.example.com',
    ]);
    // X-Frame-Options can only say "same origin"; the policy speaks instead.
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The other sites keep the default.
    const own = await get('/login', '127.0.0.1');
    expect(policyOf(own.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('allows the maps script host only for a site with both parts of its map key', async () => {
    // Fresh host names: a site's page is kept a minute.
    await setSite('127.0.0.1', { domain: 'maps-half.localhost', amapKeyId: 'key-id', amapKeySecret: '' });
    const half = await get('/login', 'maps-half.localhost');
    expect(policyOf(half.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    await setSite('maps-half.localhost', {
      domain: 'maps-full.localhost',
      amapKeyId: 'key-id',
      amapKeySecret: 'key-secret',
    });
    const full = await get('/login', 'maps-full.localhost');
    const policy = policyOf(full.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", ...MAPS_SOURCES]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...MAPS_SOURCES]);
    expect(policyOf((await get('/login')).headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
    ]);
  });

  it('keeps the QR confirm page on its own stricter policy', async () => {
    const page = await get('/gateway/user/api/user/qr/confirm/page?ticket=x');
    const policy = policyOf(page.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('frame-ancestors setting', () => {
  it('keeps host sources and keywords, and falls back to the site itself', () => {
    expect(frameAncestorsOf('')).toEqual(["'self'"]);
    expect(frameAncestorsOf(null)).toEqual(["'self'"]);
    expect(frameAncestorsOf("'self' https://work.example.com *.corp.example:8443")).toEqual([
      "'self'",
      'https://work.example.com',
      '*.corp.example:8443',
    ]);
    expect(frameAncestorsOf("'none'")).toEqual(["'none'"]);
    // Nothing that could end the directive or start another one gets through.
    expect(frameAncestorsOf("https://a.example; script-src 'unsafe-inline'")).toEqual(["'self'"]);
    expect(frameAncestorsOf("'unsafe-inline' data: *")).toEqual(["'self'"]);
  });
});
