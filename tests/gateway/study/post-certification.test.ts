import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { exportApi } from '../../../contract/export';
import { PostCertStatus, postCertApi } from '../../../contract/study-task';
import { studyTask } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

describe.each(dialects())('post certification (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const page = (body: Record<string, unknown> = {}, token = c.learner) =>
    callApi(t.app, postCertApi.page, body, { token });

  it('lists the posts the learner’s tasks certify, certified first, with the time it was earned', async () => {
    const all = await page();
    expect(all.code).toBe(Code.ok);
    expect(all.data.list.map((p) => [p.postName, p.taskName, p.status])).toEqual([
      ['安全员', '安全生产月专题学习', PostCertStatus.certified],
      // Then the others, ending soonest first.
      ['内训师', '2026 内训师认证研修班', PostCertStatus.notStarted],
      ['班组长', '2026 新任班组长培养计划', PostCertStatus.inProgress],
    ]);
    expect(all.data.list[0]?.certifiedTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(all.data.list[2]).toMatchObject({ certifiedTime: null, studyProgress: 50 });
    const count = await callApi(t.app, postCertApi.count, {}, { token: c.learner });
    expect(count.data).toEqual({
      totalCount: 3,
      notStarted: 1,
      inProgress: 1,
      certified: 1,
      notCertified: 0,
    });
    const certified = await page({ status: PostCertStatus.certified });
    expect(certified.data.list.map((p) => p.postName)).toEqual(['安全员']);
  });

  it('a window that ends before the task is learned leaves the post not certified', async () => {
    const [task] = await t.db
      .update(studyTask)
      .set({ endTime: new Date(t.clock.now().getTime() - 86_400_000) })
      .where(and(eq(studyTask.tenantId, c.refs.tenant1), eq(studyTask.taskName, '2026 内训师认证研修班')))
      .returning({ id: studyTask.id });
    expect(task?.id).toMatch(/^\d+$/);
    const ended = await page({ status: PostCertStatus.notCertified });
    expect(ended.data.list.map((p) => p.postName)).toEqual(['内训师']);
    const count = await callApi(t.app, postCertApi.count, {}, { token: c.learner });
    expect(count.data).toMatchObject({ notStarted: 0, notCertified: 1 });
  });

  it('exports the list as filtered, in the reader’s language', async () => {
    const made = await callApi(
      t.app,
      postCertApi.export,
      { status: PostCertStatus.certified },
      {
        token: c.learner,
        lang: 'en',
      },
    );
    expect(made.code, made.msg).toBe(Code.ok);
    const records = await callApi(t.app, exportApi.page, {}, { token: c.learner });
    const record = records.data.list.find((r) => r.id === made.data.id);
    expect(record?.fileName).toMatch(/^my-post-certifications-\d{14}\.csv$/);
    const link = await callApi(t.app, exportApi.downloadUrl, { id: made.data.id }, { token: c.learner });
    const file = await t.app.inject({ method: 'GET', url: link.data.url, headers: { host: 'localhost' } });
    const rows = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Post,Certifying task,Kind,Start,End,Status,Progress (%),Certified at');
    expect(
      rows.slice(1).map((r) =>
        r
          .split(',')
          .slice(0, 3)
          .concat(r.split(',')[5] ?? ''),
      ),
    ).toEqual([['安全员', '安全生产月专题学习', 'Required', 'Certified']]);
  });

  it('keeps to the caller, the company and the tenant; refuses a status that does not exist', async () => {
    expect((await page({}, c.admin)).data.totalCount).toBe(0);
    expect((await page({}, c.learnerYuanshan)).data.totalCount).toBe(0);
    const other = await callApi(t.app, postCertApi.page, {}, { token: c.other, host: OTHER_HOST });
    expect(other.data.totalCount).toBe(0);
    const bad = await page({ status: 9 });
    expect(bad.code).toBe(Code.error);
    expect(bad.msg).toContain('状态');
    expect((await callApi(t.app, postCertApi.page, {})).code).toBe(Code.tokenExpired);
  });
});
