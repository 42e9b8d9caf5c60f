import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { announcementApi, msgNoticeApi } from '../../../contract/notice';
import { announcement } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from './support';

describe.each(dialects())('announcements (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const page = (token: string, body: Record<string, unknown> = {}, host?: string) =>
    callApi(t.app, announcementApi.recordPage, body, { token, host });
  const idOf = async (title: string, token = c.learner) => {
    const found = (await page(token, { pageSize: 100 })).data.list.find((a) => a.title === title);
    if (!found) throw new Error(`no announcement ${title}`);
    return found.id;
  };

  it('lists the company announcements with read flags, likes and comment counts', async () => {
    const res = await page(c.learner);
    expect(res.code).toBe(Code.ok);
    expect(res.data.totalCount).toBe(8);
    const first = res.data.list[0];
    expect(first).toMatchObject({
      title: '关于 2026 年度信息安全全员培训的通知',
      publisher: '信息安全部',
      isRead: 0,
      commentCount: 5,
      admireCount: 2,
      isAdmire: 0,
    });
    expect(first?.summary.startsWith('各位同事：为提升全员信息安全意识')).toBe(true);
    expect(first?.summary).not.toContain('<');
    const third = res.data.list[2];
    expect(third).toMatchObject({ admireCount: 3, isAdmire: 1, isRead: 0 });
    const counts = await callApi(t.app, announcementApi.readCount, {}, { token: c.learner });
    expect(counts.data).toEqual({ totalCount: 8, readCount: 5, unreadCount: 3 });
    expect((await page(c.learner, { isRead: 0 })).data.totalCount).toBe(3);
    expect((await page(c.learner, { isRead: 1 })).data.totalCount).toBe(5);
    const badge = await callApi(t.app, msgNoticeApi.count, {}, { token: c.learner });
    expect(badge.data.announcementCount).toBe(3);
  });

  it('shows only the announcements of the token company and tenant', async () => {
    const yuanshan = await page(c.learnerYuanshan);
    expect(yuanshan.data.list.map((a) => a.title)).toEqual(['安全生产月活动启动', '设备点检培训安排']);
    const other = await page(c.other, {}, OTHER_HOST);
    expect(other.data.list.map((a) => a.title)).toEqual(['仓储安全规范培训']);
    const foreignId = other.data.list[0]?.id ?? '';
    const yuanshanId = yuanshan.data.list[0]?.id ?? '';
    for (const id of [foreignId, yuanshanId]) {
      const view = await callApi(t.app, announcementApi.view, { id }, { token: c.learner, lang: 'en' });
      expect(view).toMatchObject({
        code: Code.error,
        msg: 'The announcement does not exist or has been deleted',
      });
      expect((await callApi(t.app, announcementApi.admire, { id }, { token: c.learner })).code).toBe(
        Code.error,
      );
      const comments = await callApi(
        t.app,
        announcementApi.commentPage,
        { announcementId: id },
        { token: c.learner },
      );
      expect(comments.code).toBe(Code.error);
      const save = await callApi(
        t.app,
        announcementApi.commentSave,
        { announcementId: id, content: 'hello' },
        { token: c.learner },
      );
      expect(save.code).toBe(Code.error);
    }
    const read = await callApi(
      t.app,
      announcementApi.batchRead,
      { ids: [foreignId, yuanshanId] },
      { token: c.learner },
    );
    expect(read.data.count).toBe(0);
    const hide = await callApi(
      t.app,
      announcementApi.batchDelete,
      { ids: `${foreignId},${yuanshanId}` },
      { token: c.learner },
    );
    expect(hide.data.count).toBe(0);
    expect((await page(c.learnerYuanshan)).data.totalCount).toBe(2);
  });

  it('serves the content as sanitised HTML and marks it read', async () => {
    const id = await idOf('学习平台新版上线说明');
    // Even if stored HTML carried something dangerous, it leaves sanitised.
    const [row] = await t.db.select().from(announcement).where(eq(announcement.id, id));
    await t.db
      .update(announcement)
      .set({
        content: `${row?.content ?? ''}<script>alert(1)</script><p onclick="x()">ok</p><a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)>`,
      })
      .where(eq(announcement.id, id));
    const view = await callApi(t.app, announcementApi.view, { id }, { token: c.learner });
    expect(view.code).toBe(Code.ok);
    expect(view.data.content).toContain('<ul><li><strong>首页</strong>');
    expect(view.data.content).toMatch(/<a href="#" data-id="[1-9][0-9]*">《学习平台使用指南》<\/a>/);
    expect(view.data.content).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(view.data.content).toContain('<p>ok</p><a>bad</a>');
    expect(view.data.isRead).toBe(1);
    const counts = await callApi(t.app, announcementApi.readCount, {}, { token: c.learner });
    expect(counts.data).toEqual({ totalCount: 8, readCount: 6, unreadCount: 2 });
    // Read only for this user.
    const admin = (await page(c.admin, { pageSize: 20 })).data.list.find((a) => a.id === id);
    expect(admin?.isRead).toBe(0);
  });

  it('toggles a like and counts likes across users', async () => {
    const id = await idOf('消防演练通知');
    const like = await callApi(t.app, announcementApi.admire, { id }, { token: c.learner });
    expect(like.data).toEqual({ isAdmire: 1, admireCount: 1 });
    const second = await callApi(t.app, announcementApi.admire, { id }, { token: c.admin });
    expect(second.data).toEqual({ isAdmire: 1, admireCount: 2 });
    const unlike = await callApi(t.app, announcementApi.admire, { id }, { token: c.learner });
    expect(unlike.data).toEqual({ isAdmire: 0, admireCount: 1 });
    const row = (await page(c.admin, { pageSize: 20 })).data.list.find((a) => a.id === id);
    expect(row).toMatchObject({ isAdmire: 1, admireCount: 1 });
  });

  it('reads in batches and hides deleted ones for the caller only', async () => {
    const token = c.lecturer;
    const before = await callApi(t.app, announcementApi.readCount, {}, { token });
    expect(before.data).toEqual({ totalCount: 8, readCount: 2, unreadCount: 6 });
    const unread = (await page(token, { isRead: 0, pageSize: 2 })).data.list.map((a) => a.id);
    expect((await callApi(t.app, announcementApi.batchRead, { ids: unread }, { token })).data.count).toBe(2);
    expect((await callApi(t.app, announcementApi.readCount, {}, { token })).data.unreadCount).toBe(4);

    const hideIds = (await page(token, { isRead: 0, pageSize: 1 })).data.list.map((a) => a.id);
    const hidden = await callApi(t.app, announcementApi.batchDelete, { ids: hideIds.join(',') }, { token });
    expect(hidden.data.count).toBe(1);
    expect((await callApi(t.app, announcementApi.readCount, {}, { token })).data).toEqual({
      totalCount: 7,
      readCount: 4,
      unreadCount: 3,
    });
    const gone = await callApi(t.app, announcementApi.view, { id: hideIds[0] ?? '' }, { token });
    expect(gone.code).toBe(Code.error);
    // Still there for colleagues.
    expect((await page(c.admin)).data.totalCount).toBe(8);

    const all = await callApi(t.app, announcementApi.batchRead, { all: 1 }, { token });
    expect(all.data.count).toBe(3);
    const badge = await callApi(t.app, msgNoticeApi.count, {}, { token });
    expect(badge.data).toEqual({ count: 0, announcementCount: 0, userMsgNoticeCount: 0 });
  });

  it('rejects bad input', async () => {
    const token = c.learner;
    expect((await callApi(t.app, announcementApi.view, { id: 'x1' }, { token })).code).toBe(Code.error);
    expect((await callApi(t.app, announcementApi.view, {}, { token })).code).toBe(Code.error);
    expect((await callApi(t.app, announcementApi.view, { id: '999999999' }, { token })).code).toBe(
      Code.error,
    );
    expect((await callApi(t.app, announcementApi.batchDelete, { ids: '' }, { token })).code).toBe(Code.error);
    expect((await callApi(t.app, announcementApi.batchRead, { ids: ['0'] }, { token })).code).toBe(
      Code.error,
    );
    expect((await callApi(t.app, announcementApi.recordPage, { isRead: 2 }, { token })).code).toBe(
      Code.error,
    );
  });
});
