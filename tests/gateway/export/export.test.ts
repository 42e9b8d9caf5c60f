import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { ExportStatus, exportApi } from '../../../contract/export';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

describe.each(dialects())('export records (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const page = (token: string, host?: string) => callApi(t.app, exportApi.page, {}, { token, host });
  const download = (url: string, host = 'localhost') =>
    t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en-US' } });

  it('pages 20 by default, newest first, ready or failed (the demo leaves nothing generating)', async () => {
    const res = await page(c.learner);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ pageCurrent: 1, pageSize: 20, totalCount: 6, totalPage: 1 });
    const statuses = res.data.list.map((r) => r.exportStatus);
    expect(statuses.filter((s) => s === ExportStatus.ready)).toHaveLength(5);
    expect(statuses.filter((s) => s === ExportStatus.generating)).toHaveLength(0);
    expect(statuses.filter((s) => s === ExportStatus.failed)).toHaveLength(1);
    const times = res.data.list.map((r) => r.gmtCreate);
    expect([...times].sort().reverse()).toEqual(times);
    for (const r of res.data.list) expect(r.fileSize > 0).toBe(r.exportStatus === ExportStatus.ready);
  });

  it('hands out a short-lived link for ready files only, and the link downloads the file', async () => {
    const list = (await page(c.learner)).data.list;
    for (const r of list.filter((x) => x.exportStatus !== ExportStatus.ready)) {
      const res = await callApi(t.app, exportApi.downloadUrl, { id: r.id }, { token: c.learner, lang: 'en' });
      expect(res.code).toBe(Code.error);
      expect(res.data).toBeNull();
    }
    const ready = list.find((x) => x.fileName === '我的学习记录-2026年11月.csv');
    if (!ready) throw new Error('seeded ready file missing');
    const link = await callApi(t.app, exportApi.downloadUrl, { id: ready.id }, { token: c.learner });
    expect(link.code).toBe(Code.ok);
    expect(link.data.url).toMatch(/^\/gateway\/files\/exports\/[A-Za-z0-9_-]{43}$/);
    expect(link.data.expiresIn).toBe(300);

    const file = await download(link.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(ready.fileName)}`,
    );
    expect(file.rawPayload.length).toBe(ready.fileSize);
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.body).toContain('课程名称,学习进度');
    expect(file.body).toContain('新员工入职必修：信息安全基础');

    // Not on another tenant's host, not with a made-up token, not after it expired.
    expect((await download(link.data.url, OTHER_HOST)).statusCode).toBe(404);
    expect((await download('/gateway/files/exports/' + 'A'.repeat(43))).statusCode).toBe(404);
    t.clock.advance(301_000);
    const late = await download(link.data.url);
    expect(late.statusCode).toBe(404);
    expect(late.body).toBe('The download link has expired, please download again');
  });

  it("never serves or deletes another user's, company's or tenant's records", async () => {
    const foreign = [
      ...(await page(c.admin)).data.list,
      ...(await page(c.learnerYuanshan)).data.list,
      ...(await page(c.other, OTHER_HOST)).data.list,
    ];
    expect(foreign).toHaveLength(3);
    for (const r of foreign) {
      expect(r.exportStatus).toBe(ExportStatus.ready);
      const url = await callApi(t.app, exportApi.downloadUrl, { id: r.id }, { token: c.learner, lang: 'en' });
      expect(url).toMatchObject({
        code: Code.error,
        msg: 'The export record does not exist or has been deleted',
      });
      expect((await callApi(t.app, exportApi.delete, { id: r.id }, { token: c.learner })).code).toBe(
        Code.error,
      );
    }
    expect((await page(c.admin)).data.totalCount).toBe(1);
    expect((await page(c.learnerYuanshan)).data.totalCount).toBe(1);
    expect((await page(c.other, OTHER_HOST)).data.totalCount).toBe(1);
  });

  it('rejects bad input', async () => {
    expect((await callApi(t.app, exportApi.delete, {}, { token: c.learner })).code).toBe(Code.error);
    expect((await callApi(t.app, exportApi.downloadUrl, { id: '-1' }, { token: c.learner })).code).toBe(
      Code.error,
    );
    expect((await callApi(t.app, exportApi.page, { pageSize: 101 }, { token: c.learner })).code).toBe(
      Code.error,
    );
    expect((await callApi(t.app, exportApi.deleteAll, {})).code).toBe(Code.tokenExpired);
  });

  it('deletes one record, then all of the caller’s', async () => {
    const list = (await page(c.learner)).data.list;
    const failed = list.find((r) => r.exportStatus === ExportStatus.failed);
    const one = await callApi(t.app, exportApi.delete, { id: failed?.id ?? '' }, { token: c.learner });
    expect(one).toMatchObject({ code: Code.ok, data: null });
    expect(
      (await callApi(t.app, exportApi.delete, { id: failed?.id ?? '' }, { token: c.learner })).code,
    ).toBe(Code.error);
    expect((await page(c.learner)).data.totalCount).toBe(5);
    const all = await callApi(t.app, exportApi.deleteAll, {}, { token: c.learner });
    expect(all.data.count).toBe(5);
    expect((await page(c.learner)).data).toMatchObject({ totalCount: 0, list: [] });
    // Other companies and users keep theirs.
    expect((await page(c.learnerYuanshan)).data.totalCount).toBe(1);
    expect((await page(c.admin)).data.totalCount).toBe(1);
  });
});
