import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_DIR } from '../../../gateway/config';
import { mediaGrant } from '../../../gateway/db/schema-course';
import { hashToken } from '../../../gateway/http/tokens';
import { mediaInfo } from '../../../gateway/media/manifest';
import { GRANT_CACHE_MS } from '../../../gateway/modules/media/check';
import { MEDIA_GRANT_SECONDS, grantMedia } from '../../../gateway/modules/media/grant';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoRefs, type DemoRefs } from '../helpers/demo';
import { dialects } from '../helpers/dialects';

const VIDEO_DIR = 'demo/video/onboarding/';
const VIDEO = `${VIDEO_DIR}onboarding.mp4`;
const HLS_DIR = `${VIDEO_DIR}hls/`;
const videoBytes = readFileSync(join(DEFAULT_MEDIA_DIR, VIDEO));

describe.each(dialects())('media addresses (%s)', (dialect) => {
  let t: TestApp;
  let refs: DemoRefs;
  let start: Date;

  const grant = (dir: string) =>
    grantMedia(t.db, { tenantId: refs.tenant1, userId: refs.learner.id }, dir, t.clock.now());
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { host: 'localhost', ...headers } });
  /** The token of an address the grant made. */
  const tokenOf = (url: string) => url.split('/')[3] ?? '';

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    refs = await demoRefs(t.db);
    start = t.clock.now();
  });
  beforeEach(() => t.clock.set(start));
  afterAll(() => t.close());

  it('answers the whole file with its type, length, ranges and a private cache for the grant', async () => {
    const g = await grant(VIDEO_DIR);
    expect(g.expiresIn).toBe(MEDIA_GRANT_SECONDS);
    const url = g.urlOf(VIDEO);
    expect(url).toMatch(/^\/gateway\/media\/[A-Za-z0-9_-]{43}\/demo\/video\/onboarding\/onboarding\.mp4$/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(Number(res.headers['content-length'])).toBe(mediaInfo(VIDEO).size);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe(`private, max-age=${MEDIA_GRANT_SECONDS}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="onboarding\.mp4"/);
    expect(res.rawPayload.equals(videoBytes)).toBe(true);
  });

  it('answers byte ranges: the first bytes, a suffix and an open range', async () => {
    const url = (await grant(VIDEO_DIR)).urlOf(VIDEO);
    const size = videoBytes.length;

    const first = await get(url, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(videoBytes.subarray(0, 100))).toBe(true);

    const suffix = await get(url, { range: 'bytes=-500' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(videoBytes.subarray(size - 500))).toBe(true);

    const open = await get(url, { range: 'bytes=1000-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(open.rawPayload.equals(videoBytes.subarray(1000))).toBe(true);
    // A range answer is still the member's own: same type and cache policy as the whole file.
    expect(open.headers['content-type']).toBe('video/mp4');
    expect(open.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('answers 416 with the length for a range past the end', async () => {
    const url = (await grant(VIDEO_DIR)).urlOf(VIDEO);
    const res = await get(url, { range: `bytes=${videoBytes.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${videoBytes.length}`);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const url = (await grant(VIDEO_DIR)).urlOf(VIDEO);
    const res = await get(url, {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(Number(res.headers['content-length'])).toBe(videoBytes.length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves an HLS playlist and its segments under one grant', async () => {
    const g = await grant(HLS_DIR);
    const playlist = await get(g.urlOf(`${HLS_DIR}index.m3u8`));
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const first = /^seg\d+\.ts$/m.exec(playlist.body)?.[0];
    expect(first).toBe('seg0.ts');
    // A player resolves the segment name against the playlist's address: the same token, the same directory.
    const segmentUrl = new URL(first ?? '', `http://localhost${g.urlOf(`${HLS_DIR}index.m3u8`)}`).pathname;
    const segment = await get(segmentUrl);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
  });

  it('sends office files and archives as downloads, documents and pictures inline', async () => {
    const docs = await grant('demo/doc/');
    const docx = await get(docs.urlOf('demo/doc/policy/policy.docx'));
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toMatch(/^attachment; filename="policy\.docx"/);
    const doc = await get(docs.urlOf('demo/doc/legacy/legacy.doc'));
    expect(doc.headers['content-disposition']).toMatch(/^attachment;/);
    const pdf = await get(docs.urlOf('demo/doc/policy/policy.pdf'));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline;/);
    const txt = await get(docs.urlOf('demo/doc/notes/notes.txt'));
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.body).toContain('星河科技');

    const zip = await get((await grant('demo/archive/toolkit/')).urlOf('demo/archive/toolkit/toolkit.zip'));
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="toolkit\.zip"/);
  });

  it('refuses another tenant’s host with 404 text', async () => {
    const url = (await grant(VIDEO_DIR)).urlOf(VIDEO);
    const res = await get(url, { host: 'other.localhost', 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/expired or does not exist/);
    // The tenant's bound site (127.0.0.1) is the same tenant: the address works there.
    expect((await get(url, { host: '127.0.0.1' })).statusCode).toBe(200);
  });

  it('stops answering once the grant has expired', async () => {
    const url = (await grant(VIDEO_DIR)).urlOf(VIDEO);
    t.clock.advance((MEDIA_GRANT_SECONDS - 10) * 1000);
    const late = await get(url);
    expect(late.statusCode).toBe(200);
    expect(late.headers['cache-control']).toBe('private, max-age=10');
    t.clock.advance(10_000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe('链接已失效或不存在，请回到页面重新打开');
  });

  it('refuses keys outside the grant’s directory', async () => {
    const g = await grant(VIDEO_DIR);
    const token = tokenOf(g.urlOf(VIDEO));
    expect((await get(`/gateway/media/${token}/demo/video/security/security.mp4`)).statusCode).toBe(404);
    // A prefix of the directory's name is not the directory.
    const narrow = await grant('demo/video/on/');
    expect(() => narrow.urlOf(VIDEO)).toThrow();
    expect(() => g.urlOf('demo/video/onboarding/../security/security.mp4')).toThrow();
    expect(
      (await get(`/gateway/media/${tokenOf(narrow.urlOf('demo/video/on/x'))}/${VIDEO}`)).statusCode,
    ).toBe(404);
  });

  it('refuses traversal and malformed keys', async () => {
    const token = tokenOf((await grant('demo/')).urlOf(VIDEO));
    const attempts = [
      `demo/../config.ts`,
      `demo/%2e%2e/config.ts`,
      `demo/video/%2e%2e/%2e%2e/../package.json`,
      `demo%2f..%2f..%2fconfig.ts`,
      `demo/video%5conboarding%5conboarding.mp4`,
      `demo/video/onboarding/onboarding.mp4%00.txt`,
      `demo//video/onboarding/onboarding.mp4`,
      `/demo/video/onboarding/onboarding.mp4`,
      `%2fetc/passwd`,
      `demo/video/onboarding`,
      `demo/video/onboarding/missing.mp4`,
    ];
    for (const key of attempts) {
      const res = await get(`/gateway/media/${token}/${key}`);
      // (Some of these never reach the media route: the address is normalised on the way. Still 404.)
      expect(res.statusCode, key).toBe(404);
    }
    // The same token reaches a real file, so the refusals above are about the keys.
    expect((await get(`/gateway/media/${token}/${VIDEO}`)).statusCode).toBe(200);
  });

  it('refuses dot segments and backslashes sent as they are over HTTP', async () => {
    const token = tokenOf((await grant('demo/')).urlOf(VIDEO));
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    // A path given to node:http as an option is sent untouched (a URL string would be normalised first).
    const raw = (path: string) =>
      new Promise<{ status: number; type: string }>((resolve, reject) => {
        const req = request(
          { host: address.hostname, port: address.port, path, headers: { host: 'localhost' } },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '' }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    for (const key of [
      'demo/../gateway/config.ts',
      'demo/video/./onboarding/onboarding.mp4',
      'demo/video\\onboarding\\onboarding.mp4',
      'demo/..',
    ]) {
      const res = await raw(`/gateway/media/${token}/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.type, key).toBe('text/plain; charset=utf-8');
    }
    expect((await raw(`/gateway/media/${token}/${VIDEO}`)).status).toBe(200);
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await get(`/gateway/media/${'A'.repeat(43)}/${VIDEO}`)).statusCode).toBe(404);
    expect((await get(`/gateway/media/short/${VIDEO}`)).statusCode).toBe(404);
    expect((await get(`/gateway/media/${'A'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('keeps a checked grant for a minute, then asks the database again', async () => {
    const url = (await grant(VIDEO_DIR)).urlOf(VIDEO);
    expect((await get(url)).statusCode).toBe(200);
    await t.db.delete(mediaGrant).where(eq(mediaGrant.tokenHash, hashToken(tokenOf(url))));
    // Within the minute the cached check answers (a seeking video does not reach the database each time).
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    t.clock.advance(GRANT_CACHE_MS + 1);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('stores only the hash of the token, and sweeps expired grants of the tenant', async () => {
    const url = (await grant(VIDEO_DIR)).urlOf(VIDEO);
    const token = tokenOf(url);
    const rows = await t.db
      .select()
      .from(mediaGrant)
      .where(eq(mediaGrant.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.dir).toBe(VIDEO_DIR);
    const all = await t.db.select({ hash: mediaGrant.tokenHash }).from(mediaGrant);
    expect(all.some((r) => r.hash === token)).toBe(false);

    t.clock.advance((MEDIA_GRANT_SECONDS + 3600) * 1000);
    await grant(VIDEO_DIR);
    const left = await t.db.select({ expiresAt: mediaGrant.expiresAt }).from(mediaGrant);
    expect(left.every((r) => r.expiresAt.getTime() > t.clock.now().getTime())).toBe(true);
  });
});
