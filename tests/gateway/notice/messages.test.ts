import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { msgNoticeApi } from '../../../contract/notice';
import { userApi } from '../../../contract/user';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from './support';

describe.each(dialects())('message notices (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  it('seeds enough unread messages for the 99+ badge, with varied text', async () => {
    const count = await callApi(t.app, msgNoticeApi.count, {}, { token: c.learner });
    expect(count.code).toBe(Code.ok);
    expect(count.data.userMsgNoticeCount).toBe(125);
    expect(count.data.count).toBe(count.data.userMsgNoticeCount + count.data.announcementCount);
    expect(count.data.count).toBeGreaterThan(99);

    const page = await callApi(t.app, msgNoticeApi.page, { pageSize: 100 }, { token: c.learner });
    expect(page.data.totalCount).toBe(140);
    expect(page.data.totalPage).toBe(2);
    expect(page.data.list).toHaveLength(100);
    expect(new Set(page.data.list.map((m) => m.msgContent)).size).toBeGreaterThan(50);
    expect(page.data.list[0]?.gmtCreate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Newest first.
    const times = page.data.list.map((m) => m.gmtCreate);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with the default size and filters by read state and type', async () => {
    const first = await callApi(t.app, msgNoticeApi.page, {}, { token: c.learner });
    expect(first.data).toMatchObject({ pageCurrent: 1, pageSize: 10, totalCount: 140, totalPage: 14 });
    const read = await callApi(t.app, msgNoticeApi.page, { isRead: 1 }, { token: c.learner });
    expect(read.data.totalCount).toBe(15);
    expect(read.data.list.every((m) => m.isRead === 1)).toBe(true);
    const unread = await callApi(t.app, msgNoticeApi.page, { isRead: 0 }, { token: c.learner });
    expect(unread.data.totalCount).toBe(125);
    const exams = await callApi(t.app, msgNoticeApi.page, { msgType: 3 }, { token: c.learner });
    expect(exams.data.list.every((m) => m.msgType === 3)).toBe(true);
    expect(exams.data.totalCount).toBeGreaterThan(0);
  });

  it('collects counts by read state and type that add up', async () => {
    const collect = await callApi(t.app, msgNoticeApi.collectCount, {}, { token: c.learner });
    expect(collect.data).toMatchObject({ totalCount: 140, readCount: 15, unreadCount: 125 });
    const sum = collect.data.typeList.reduce((s, x) => s + x.totalCount, 0);
    const unread = collect.data.typeList.reduce((s, x) => s + x.unreadCount, 0);
    expect(sum).toBe(140);
    expect(unread).toBe(125);
    expect(collect.data.typeList.map((x) => x.msgType)).toEqual([1, 2, 3, 4]);
  });

  it('scopes messages to the company of the token', async () => {
    const yuanshan = await callApi(t.app, msgNoticeApi.collectCount, {}, { token: c.learnerYuanshan });
    expect(yuanshan.data).toMatchObject({ totalCount: 6, unreadCount: 3 });
    const admin = await callApi(t.app, msgNoticeApi.count, {}, { token: c.admin });
    expect(admin.data.userMsgNoticeCount).toBe(6);
  });

  it("never reads or deletes another user's, company's or tenant's messages", async () => {
    const ids = async (token: string, host?: string) =>
      (await callApi(t.app, msgNoticeApi.page, { isRead: 0 }, { token, host })).data.list.map((m) => m.id);
    const foreign = [
      ...(await ids(c.admin)),
      ...(await ids(c.learnerYuanshan)),
      ...(await ids(c.other, OTHER_HOST)),
    ];
    expect(foreign.length).toBeGreaterThan(10);
    const read = await callApi(t.app, msgNoticeApi.batchRead, { ids: foreign }, { token: c.learner });
    expect(read.data.count).toBe(0);
    const del = await callApi(
      t.app,
      msgNoticeApi.batchDelete,
      { ids: foreign.join(',') },
      { token: c.learner },
    );
    expect(del.data.count).toBe(0);
    expect((await callApi(t.app, msgNoticeApi.count, {}, { token: c.admin })).data.userMsgNoticeCount).toBe(
      6,
    );
    const otherCount = await callApi(t.app, msgNoticeApi.count, {}, { token: c.other, host: OTHER_HOST });
    expect(otherCount.data.userMsgNoticeCount).toBe(4);
    // A tenant-2 token is not accepted on tenant 1's host at all.
    expect((await callApi(t.app, msgNoticeApi.count, {}, { token: c.other })).code).toBe(Code.tokenInvalid);
  });

  it('rejects bad input with a message naming the field', async () => {
    const noIds = await callApi(t.app, msgNoticeApi.batchRead, {}, { token: c.learner, lang: 'en' });
    expect(noIds).toMatchObject({ code: Code.error, msg: 'Please select the records' });
    const empty = await callApi(t.app, msgNoticeApi.batchRead, { ids: [] }, { token: c.learner });
    expect(empty.code).toBe(Code.error);
    const badId = await callApi(
      t.app,
      msgNoticeApi.batchDelete,
      { ids: '12,abc' },
      { token: c.learner, lang: 'en' },
    );
    expect(badId).toMatchObject({ code: Code.error, msg: 'Records is not a valid id' });
    const missing = await callApi(t.app, msgNoticeApi.batchDelete, {}, { token: c.learner });
    expect(missing.code).toBe(Code.error);
    const tooBig = await callApi(t.app, msgNoticeApi.page, { pageSize: 1000 }, { token: c.learner });
    expect(tooBig.code).toBe(Code.error);
    const badType = await callApi(t.app, msgNoticeApi.page, { msgType: 9 }, { token: c.learner });
    expect(badType.code).toBe(Code.error);
    expect((await callApi(t.app, msgNoticeApi.page, {})).code).toBe(Code.tokenExpired);
  });

  it('keeps the counts consistent through read and delete', async () => {
    const token = c.learner;
    const unread = await callApi(t.app, msgNoticeApi.page, { isRead: 0, pageSize: 5 }, { token });
    const five = unread.data.list.map((m) => m.id);
    expect((await callApi(t.app, msgNoticeApi.batchRead, { ids: five }, { token })).data.count).toBe(5);
    // Reading again changes nothing.
    expect((await callApi(t.app, msgNoticeApi.batchRead, { ids: five }, { token })).data.count).toBe(0);
    let count = await callApi(t.app, msgNoticeApi.count, {}, { token });
    expect(count.data.userMsgNoticeCount).toBe(120);
    const collect = await callApi(t.app, msgNoticeApi.collectCount, {}, { token });
    expect(collect.data).toMatchObject({ totalCount: 140, readCount: 20, unreadCount: 120 });

    // Delete two read and one unread message.
    const next = await callApi(t.app, msgNoticeApi.page, { isRead: 0, pageSize: 1 }, { token });
    const del = [...five.slice(0, 2), next.data.list[0]?.id ?? ''];
    const deleted = await callApi(t.app, msgNoticeApi.batchDelete, { ids: del.join(',') }, { token });
    expect(deleted.data.count).toBe(3);
    count = await callApi(t.app, msgNoticeApi.count, {}, { token });
    expect(count.data.userMsgNoticeCount).toBe(119);
    expect((await callApi(t.app, msgNoticeApi.page, {}, { token })).data.totalCount).toBe(137);

    // Everything read: the badge loses its messages part, other companies are untouched.
    const all = await callApi(t.app, msgNoticeApi.batchRead, { all: 1 }, { token });
    expect(all.data.count).toBe(119);
    count = await callApi(t.app, msgNoticeApi.count, {}, { token });
    expect(count.data.userMsgNoticeCount).toBe(0);
    expect(count.data.count).toBe(count.data.announcementCount);
    const yuanshan = await callApi(t.app, msgNoticeApi.count, {}, { token: c.learnerYuanshan });
    expect(yuanshan.data.userMsgNoticeCount).toBe(3);
  });

  it('needs a chosen company', async () => {
    const login = await callApi(t.app, userApi.loginByPassword, {
      phone: '13800000001',
      password: 'Praxis@2026',
    });
    expect(login.data.chooseEnterprise).toBe(1);
    const res = await callApi(t.app, msgNoticeApi.count, {}, { token: login.data.token });
    expect(res.code).toBe(Code.error);
  });
});
