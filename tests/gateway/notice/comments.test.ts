import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { announcementApi } from '../../../contract/notice';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from './support';

describe.each(dialects())('announcement comments and replies (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let security: string;
  let platform: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    const list = (await callApi(t.app, announcementApi.recordPage, {}, { token: c.learner })).data.list;
    security = list[0]?.id ?? '';
    platform = list[1]?.id ?? '';
  });
  afterAll(() => t.close());

  const comments = (announcementId: string, token = c.learner, extra: Record<string, unknown> = {}) =>
    callApi(t.app, announcementApi.commentPage, { announcementId, ...extra }, { token });

  it('pages the seeded comments newest first with their replies oldest first', async () => {
    const res = await comments(security);
    expect(res.code).toBe(Code.ok);
    expect(res.data.totalCount).toBe(2);
    const [newest, oldest] = res.data.list;
    expect(newest).toMatchObject({ userName: '王珊', isMine: 0 });
    expect(newest?.replyList).toHaveLength(1);
    expect(newest?.replyList[0]).toMatchObject({ userName: '周敏', replyUserName: '王珊', isMine: 0 });
    expect(oldest?.userName).toBe('周敏');
    expect(oldest?.replyList.map((r) => [r.userName, r.replyUserName, r.isMine])).toEqual([
      ['林晓', '周敏', 1],
      ['陈立', '周敏', 0],
    ]);
    const other = await comments(platform);
    expect(other.data.list.map((x) => x.userName)).toEqual(['林晓', '陈立']);
    expect(other.data.list[0]?.isMine).toBe(1);
  });

  it('saves a comment and replies, which show in the page and the counts', async () => {
    const saved = await callApi(
      t.app,
      announcementApi.commentSave,
      { announcementId: platform, content: '  手机上也能用吗？  ' },
      { token: c.learner },
    );
    expect(saved.code).toBe(Code.ok);
    expect(saved.data).toMatchObject({
      content: '手机上也能用吗？',
      userName: '林晓',
      isMine: 1,
      replyList: [],
    });
    const reply = await callApi(
      t.app,
      announcementApi.replySave,
      { commentId: saved.data.id, content: '可以，手机浏览器直接打开即可。' },
      { token: c.admin },
    );
    expect(reply.data).toMatchObject({ commentId: saved.data.id, userName: '周敏', replyUserName: '林晓' });
    const answer = await callApi(
      t.app,
      announcementApi.replySave,
      { commentId: saved.data.id, replyId: reply.data.id, content: '好的，谢谢！' },
      { token: c.learner },
    );
    expect(answer.data).toMatchObject({ replyUserName: '周敏', isMine: 1 });
    const page = await comments(platform, c.admin, { pageSize: 1 });
    expect(page.data).toMatchObject({ totalCount: 3, totalPage: 3, pageSize: 1 });
    expect(page.data.list[0]?.replyList.map((r) => [r.content, r.isMine])).toEqual([
      ['可以，手机浏览器直接打开即可。', 1],
      ['好的，谢谢！', 0],
    ]);
    const record = (await callApi(t.app, announcementApi.recordPage, {}, { token: c.learner })).data.list[1];
    expect(record?.commentCount).toBe(7);
  });

  it('validates comment text', async () => {
    const save = (content: unknown) =>
      callApi(
        t.app,
        announcementApi.commentSave,
        { announcementId: platform, content },
        { token: c.learner, lang: 'en' },
      );
    expect(await save('   ')).toMatchObject({ code: Code.error, msg: 'Please enter a comment' });
    expect(await save('x'.repeat(501))).toMatchObject({
      code: Code.error,
      msg: 'A comment may have at most 500 characters',
    });
    expect((await save('y'.repeat(500))).code).toBe(Code.ok);
    expect((await save(undefined)).code).toBe(Code.error);
    const reply = await callApi(
      t.app,
      announcementApi.replySave,
      { commentId: 'abc', content: 'x' },
      { token: c.learner },
    );
    expect(reply.code).toBe(Code.error);
  });

  it('deletes only the caller’s own replies', async () => {
    const list = (await comments(security)).data.list;
    const mine = list[1]?.replyList.find((r) => r.isMine === 1);
    const theirs = list[1]?.replyList.find((r) => r.isMine === 0);
    if (!mine || !theirs) throw new Error('seed replies missing');
    const refused = await callApi(
      t.app,
      announcementApi.replyDelete,
      { id: theirs.id },
      { token: c.learner, lang: 'en' },
    );
    expect(refused).toEqual({
      code: Code.error,
      msg: 'You can only delete your own replies',
      data: null,
      status: 200,
    });
    // A top-level comment is not a reply.
    const notReply = await callApi(
      t.app,
      announcementApi.replyDelete,
      { id: list[1]?.id ?? '' },
      { token: c.admin },
    );
    expect(notReply.code).toBe(Code.error);
    const done = await callApi(t.app, announcementApi.replyDelete, { id: mine.id }, { token: c.learner });
    expect(done).toMatchObject({ code: Code.ok, data: null });
    const again = await callApi(t.app, announcementApi.replyDelete, { id: mine.id }, { token: c.learner });
    expect(again.code).toBe(Code.error);
    const after = (await comments(security)).data.list[1]?.replyList.map((r) => r.id);
    expect(after).toEqual([theirs.id]);
  });

  it('never lets another company or tenant see, answer or delete comments', async () => {
    const list = (await comments(security, c.admin)).data.list;
    const commentId = list[0]?.id ?? '';
    const replyId = list[0]?.replyList[0]?.id ?? '';
    // 13800000001 in 远山制造 and tenant 2's user.
    for (const [token, host] of [
      [c.learnerYuanshan, undefined],
      [c.other, OTHER_HOST],
    ] as const) {
      expect(
        (await callApi(t.app, announcementApi.commentPage, { announcementId: security }, { token, host }))
          .code,
      ).toBe(Code.error);
      expect(
        (await callApi(t.app, announcementApi.replySave, { commentId, content: 'hi' }, { token, host })).code,
      ).toBe(Code.error);
      expect((await callApi(t.app, announcementApi.replyDelete, { id: replyId }, { token, host })).code).toBe(
        Code.error,
      );
    }
    const own = await callApi(t.app, announcementApi.replyDelete, { id: replyId }, { token: c.admin });
    expect(own.code).toBe(Code.ok);
  });
});
