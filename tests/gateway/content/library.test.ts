import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { libraryApi } from '../../../contract/library';
import { announcementApi } from '../../../contract/notice';
import { announcement, libraryFile } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

describe.each(dialects())('library downloads (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let handbook: { id: string; fileSize: number };
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    const [row] = await t.db
      .select({ id: libraryFile.id, fileSize: libraryFile.fileSize })
      .from(libraryFile)
      .where(and(eq(libraryFile.tenantId, c.refs.tenant1), eq(libraryFile.fileName, '信息安全培训手册.pdf')));
    if (!row) throw new Error('seeded library file missing');
    handbook = row;
  });
  afterAll(() => t.close());

  const fetchFile = (url: string, host = 'localhost') =>
    t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en-US' } });

  it('seeded announcements link their files by data-id, and the id survives sanitising', async () => {
    const [row] = await t.db
      .select({ id: announcement.id })
      .from(announcement)
      .where(eq(announcement.title, '关于 2026 年度信息安全全员培训的通知'));
    if (!row) throw new Error('seeded announcement missing');
    const res = await callApi(t.app, announcementApi.view, { id: row.id }, { token: c.learner });
    expect(res.data.content).toContain(`<a href="#" data-id="${handbook.id}">《信息安全培训手册》</a>`);
  });

  it('hands a member a short-lived link that downloads the file once opened', async () => {
    const res = await callApi(t.app, libraryApi.download, { id: handbook.id }, { token: c.learner });
    expect(res.code).toBe(Code.ok);
    expect(res.data.fileName).toBe('信息安全培训手册.pdf');
    expect(res.data.expiresIn).toBe(300);
    expect(res.data.url).toMatch(/^\/gateway\/files\/library\/[A-Za-z0-9_-]{43}$/);

    const file = await fetchFile(res.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(String(file.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('信息安全培训手册.pdf')}`,
    );
    expect(file.rawPayload.length).toBe(handbook.fileSize);
    expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(file.body).toContain('Information Security Handbook 2026');

    // Two links at once both work (each member gets their own).
    const again = await callApi(t.app, libraryApi.download, { id: handbook.id }, { token: c.admin });
    expect(again.data.url).not.toBe(res.data.url);
    expect((await fetchFile(res.data.url)).statusCode).toBe(200);
    expect((await fetchFile(again.data.url)).statusCode).toBe(200);
  });

  it('links die after five minutes, on other tenants’ hosts, and when made up', async () => {
    const res = await callApi(t.app, libraryApi.download, { id: handbook.id }, { token: c.learner });
    expect((await fetchFile(res.data.url, OTHER_HOST)).statusCode).toBe(404);
    const madeUp = await fetchFile(`/gateway/files/library/${'A'.repeat(43)}`);
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.body).toBe('The download link has expired, please download again');
    expect((await fetchFile('/gateway/files/library/short')).statusCode).toBe(404);
    t.clock.advance(301_000);
    expect((await fetchFile(res.data.url)).statusCode).toBe(404);
  });

  it("refuses other companies' and other tenants' files, unknown ids and bad input", async () => {
    const yuanshan = await callApi(
      t.app,
      libraryApi.download,
      { id: handbook.id },
      { token: c.learnerYuanshan, lang: 'en' },
    );
    expect(yuanshan.code).toBe(Code.error);
    expect(yuanshan.msg).toBe('The file does not exist or has been withdrawn');
    const tenant2 = await callApi(
      t.app,
      libraryApi.download,
      { id: handbook.id },
      { token: c.other, host: OTHER_HOST },
    );
    expect(tenant2.code).toBe(Code.error);
    expect(tenant2.data).toBeNull();
    for (const id of ['999999999', 'abc', '', '0', '-1']) {
      const res = await callApi(t.app, libraryApi.download, { id }, { token: c.learner });
      expect(res.code).toBe(Code.error);
    }
    await t.db.update(libraryFile).set({ statusId: 0 }).where(eq(libraryFile.id, handbook.id));
    const withdrawn = await callApi(t.app, libraryApi.download, { id: handbook.id }, { token: c.learner });
    expect(withdrawn.code).toBe(Code.error);
    await t.db.update(libraryFile).set({ statusId: 1 }).where(eq(libraryFile.id, handbook.id));
  });

  it('needs a signed-in caller', async () => {
    const res = await callApi(t.app, libraryApi.download, { id: handbook.id }, {});
    expect(res.code).toBeGreaterThanOrEqual(300);
    expect(res.code).toBeLessThanOrEqual(400);
  });
});

describe.each(dialects())('public announcements (%s)', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const rows = await t.db.select({ id: announcement.id, title: announcement.title }).from(announcement);
    for (const r of rows) ids[r.title] = r.id;
  });
  afterAll(() => t.close());

  const view = (id: string | undefined, host: string, lang: 'zh' | 'en' = 'zh') =>
    callApi(t.app, announcementApi.publicView, { id }, { host, lang });

  it('shows a public announcement to a visitor without a token, with its counts and no reader state', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const res = await view(ids['学习平台新版上线说明'], host);
      expect(res.code).toBe(Code.ok);
      expect(res.data.title).toBe('学习平台新版上线说明');
      expect(res.data.publisher).toBe('培训中心');
      expect(res.data.content).toContain('<ul><li><strong>首页</strong>');
      expect(res.data.admireCount).toBeGreaterThanOrEqual(0);
      expect(Object.keys(res.data)).not.toContain('isRead');
      expect(Object.keys(res.data)).not.toContain('isAdmire');
    }
  });

  it('keeps the rest private: not public, other tenant, another company on a bound site', async () => {
    const internal = await view(ids['关于 2026 年度信息安全全员培训的通知'], 'localhost', 'en');
    expect(internal.code).toBe(Code.error);
    expect(internal.msg).toBe('The announcement does not exist or has been deleted');
    expect((await view(ids['学习平台新版上线说明'], OTHER_HOST)).code).toBe(Code.error);

    // 127.0.0.1 is bound to 星河科技: a public announcement of 远山制造 is not its to show.
    const yuanshanId = ids['安全生产月活动启动'];
    if (!yuanshanId) throw new Error('seeded announcement missing');
    await t.db.update(announcement).set({ isPublic: 1 }).where(eq(announcement.id, yuanshanId));
    expect((await view(yuanshanId, '127.0.0.1')).code).toBe(Code.error);
    expect((await view(yuanshanId, 'localhost')).code).toBe(Code.ok);
    for (const id of [undefined, 'x', '0']) expect((await view(id, 'localhost')).code).toBe(Code.error);
  });
});
