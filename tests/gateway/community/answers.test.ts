import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostKind, communityApi } from '../../../contract/community';
import { Code } from '../../../contract/envelope';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { dialects } from '../helpers/dialects';
import { DAY_MS, pointsDemo, stored, type PointsDemo } from '../points/support';

describe.each(dialects())('community answers, replies and points (%s)', (dialect) => {
  let t: TestApp;
  let d: PointsDemo;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    // A day of its own, so the seeded ledger's entries count against no cap.
    t.clock.advance(3 * DAY_MS);
    d = await pointsDemo(t);
  });
  afterAll(() => t.close());

  const ask = async (token: string, title = '怎么导出学习记录？') => {
    const res = await callApi(
      t.app,
      communityApi.save,
      { kind: PostKind.question, title, content: '<p>在哪里导出？</p>' },
      { token },
    );
    expect(res.code).toBe(Code.ok);
    return res.data.id;
  };
  const answer = async (postId: string, token: string, content = '在我的档案里导出。') => {
    const res = await callApi(t.app, communityApi.commentSave, { postId, content }, { token });
    expect(res.code).toBe(Code.ok);
    return res.data.id;
  };
  const accept = (id: string, token: string, lang: 'zh' | 'en' = 'zh') =>
    callApi(t.app, communityApi.accept, { id }, { token, lang });

  it('accepts one answer of someone else, by the question’s author only, once, and pays its author', async () => {
    const asker = await d.member('13800000001');
    const helper = await d.member('13800000003');
    const other = await d.member('13800000004');
    const postId = await ask(asker);
    const own = await answer(postId, asker, '我自己补充一下。');
    const good = await answer(postId, helper);
    const second = await answer(postId, other, '也可以找管理员。');
    const before = await stored(t, await d.scopeOf('13800000003'));

    expect(await accept(good, other)).toMatchObject({ code: Code.error, msg: '只有提问者可以采纳回答' });
    expect(await accept(own, asker, 'en')).toMatchObject({
      code: Code.error,
      msg: 'You cannot accept your own answer',
    });
    const reply = await callApi(
      t.app,
      communityApi.replySave,
      { commentId: good, content: '谢谢' },
      { token: asker },
    );
    expect((await accept(reply.data.id, asker)).code).toBe(Code.error);
    const [a, b] = await Promise.all([accept(good, asker), accept(second, asker)]);
    const winners = [a, b].filter((r) => r.code === Code.ok);
    expect(winners).toHaveLength(1);
    expect([a, b].find((r) => r.code !== Code.ok)?.msg).toBe('这个问题已经采纳过回答了');
    const acceptedId = winners[0]?.data.acceptedId ?? '';
    const view = await callApi(t.app, communityApi.view, { id: postId }, { token: other });
    expect(view.data.acceptedId).toBe(acceptedId);
    const comments = await callApi(t.app, communityApi.commentPage, { postId }, { token: other });
    expect(comments.data.list[0]).toMatchObject({ id: acceptedId, isAccepted: 1 });

    // The accepted answer stays; its author earned the rule's points once.
    const winner = acceptedId === good ? helper : other;
    const deleted = await callApi(t.app, communityApi.commentDelete, { id: acceptedId }, { token: winner });
    expect(deleted).toMatchObject({ code: Code.error, msg: '已被采纳的回答不能删除' });
    if (acceptedId === good) {
      const after = await stored(t, await d.scopeOf('13800000003'));
      expect(after.sum - before.sum).toBe(15);
      expect(after.integral).toBe(after.sum);
    }
    // A blog post has no answers to accept.
    const blog = await callApi(
      t.app,
      communityApi.save,
      { kind: PostKind.blog, title: '博客', content: '<p>正文</p>' },
      { token: asker },
    );
    const onBlog = await answer(blog.data.id, helper);
    expect(await accept(onBlog, asker)).toMatchObject({ code: Code.error, msg: '只有问答帖可以采纳回答' });
  });

  it('replies to comments and replies, and deletes only the member’s own', async () => {
    const asker = await d.member('13800000002');
    const helper = await d.member('13800000003');
    const postId = await ask(asker, '新员工入职培训在哪里看？');
    const comment = await answer(postId, helper, '在学习任务里。');
    const reply = await callApi(
      t.app,
      communityApi.replySave,
      { commentId: comment, content: '找到了' },
      { token: asker },
    );
    expect(reply.data).toMatchObject({
      commentId: comment,
      userName: '周敏',
      replyUserName: '陈立',
      isMine: 1,
    });
    const back = await callApi(
      t.app,
      communityApi.replySave,
      { commentId: comment, replyId: reply.data.id, content: '不客气' },
      { token: helper },
    );
    expect(back.data.replyUserName).toBe('周敏');
    const page = await callApi(t.app, communityApi.commentPage, { postId }, { token: asker });
    expect(page.data.list[0]?.replyList.map((r) => [r.content, r.isMine])).toEqual([
      ['找到了', 1],
      ['不客气', 0],
    ]);
    expect(
      (await callApi(t.app, communityApi.commentDelete, { id: back.data.id }, { token: asker })).msg,
    ).toBe('只能删除自己的评论');
    expect(
      (await callApi(t.app, communityApi.commentDelete, { id: reply.data.id }, { token: asker })).code,
    ).toBe(Code.ok);
    // A comment goes with its replies.
    expect((await callApi(t.app, communityApi.commentDelete, { id: comment }, { token: helper })).code).toBe(
      Code.ok,
    );
    const view = await callApi(t.app, communityApi.view, { id: postId }, { token: asker });
    expect(view.data.commentCount).toBe(0);
    const empty = await callApi(
      t.app,
      communityApi.commentSave,
      { postId, content: '   ' },
      { token: asker },
    );
    expect(empty).toMatchObject({ code: Code.error, msg: '请输入内容' });
  });

  it('awards a post’s and a comment’s points once each, within the day’s cap', async () => {
    t.clock.advance(DAY_MS);
    const scope = await d.scopeOf('13800000004');
    const token = await tokenFor(t, { ...scope, websiteId: d.c.refs.localhost.id });
    const before = await stored(t, scope);
    const postId = await ask(token, '积分怎么算？');
    const afterPost = await stored(t, scope);
    expect(afterPost.sum - before.sum).toBe(5);
    // The comment rule gives 2 a time, at most 10 a day: the sixth comment earns nothing.
    for (let i = 0; i < 6; i++) await answer(postId, token, `第 ${i + 1} 条`);
    const afterComments = await stored(t, scope);
    expect(afterComments.sum - afterPost.sum).toBe(10);
    expect(afterComments.entries - afterPost.entries).toBe(5);
    expect(afterComments.integral).toBe(afterComments.sum);
  });
});
