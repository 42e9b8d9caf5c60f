import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_PICTURE_PATH, PostKind, communityApi } from '../../../contract/community';
import { Code } from '../../../contract/envelope';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';
import { BOUND, PNG, upload } from './support';

describe.each(dialects())('community posts (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const page = (kind: number, token?: string, host?: string, extra: Record<string, unknown> = {}) =>
    callApi(t.app, communityApi.page, { kind, ...extra }, { token, host });
  const save = (body: Record<string, unknown>, token = c.learner, lang: 'zh' | 'en' = 'zh') =>
    callApi(t.app, communityApi.save, body, { token, lang });

  it('lists the seeded posts of each kind, newest first, with their counts and the reader’s likes', async () => {
    const questions = await page(PostKind.question, c.learner);
    expect(questions.code).toBe(Code.ok);
    expect(questions.data.list.map((p) => p.title)).toEqual([
      '线下培训签到二维码过期了怎么办？',
      '学习任务里的课程可以倍速播放吗？',
    ]);
    const speed = questions.data.list[1];
    expect(speed).toMatchObject({ userName: '林晓', isMine: 1, likeCount: 2, commentCount: 3, isLike: 0 });
    expect(speed?.acceptedId).not.toBe('');
    const blogs = await page(PostKind.blog, c.learner);
    expect(blogs.data.list.map((p) => [p.title, p.isLike])).toEqual([
      ['我的第一份学习笔记：信息安全基础', 0],
      ['如何在碎片时间里坚持学习', 1],
    ]);
    const hot = await page(PostKind.blog, c.learner, undefined, { order: 2 });
    expect(hot.data.list[0]?.title).toBe('如何在碎片时间里坚持学习');
    const articles = await page(PostKind.article, c.learner, undefined, { keyword: '手机' });
    expect(articles.data.list.map((p) => p.title)).toEqual(['学习平台手机端使用指南']);
    expect(articles.data.list[0]?.summary).toContain('手机浏览器');
    const literal = await page(PostKind.article, c.learner, undefined, { keyword: '100%_' });
    expect(literal.data.totalCount).toBe(0);
  });

  it('shows the accepted answer first, with replies oldest first', async () => {
    const speed = (await page(PostKind.question, c.learner)).data.list[1];
    const res = await callApi(t.app, communityApi.commentPage, { postId: speed?.id }, { token: c.learner });
    expect(res.data.list.map((x) => [x.userName, x.isAccepted])).toEqual([
      ['陈立', 1],
      ['王珊', 0],
    ]);
    expect(res.data.list[0]?.replyList.map((r) => [r.userName, r.replyUserName, r.isMine])).toEqual([
      ['林晓', '陈立', 1],
    ]);
  });

  it('lets visitors of the bound site read, and refuses their writes', async () => {
    const list = await page(PostKind.blog, undefined, BOUND);
    expect(list.code).toBe(Code.ok);
    expect(list.data.list.every((p) => p.isLike === 0 && p.isMine === 0)).toBe(true);
    expect(list.data.totalCount).toBe(2);
    const id = list.data.list[1]?.id ?? '';
    const view = await callApi(t.app, communityApi.view, { id }, { host: BOUND });
    expect(view.data.content).toContain('<h3>');
    const comments = await callApi(t.app, communityApi.commentPage, { postId: id }, { host: BOUND });
    expect(comments.data.totalCount).toBe(1);
    // A site of several companies has no community to show a visitor.
    expect((await page(PostKind.blog)).data.totalCount).toBe(0);
    for (const [endpoint, body] of [
      [communityApi.save, { kind: 1, title: 't', content: '<p>x</p>' }],
      [communityApi.like, { id, isLike: 1 }],
      [communityApi.commentSave, { postId: id, content: 'x' }],
      [communityApi.minePage, {}],
    ] as const) {
      const res = await callApi(t.app, endpoint, body, { host: BOUND });
      expect(res.code).toBe(Code.tokenExpired);
    }
  });

  it('publishes, edits and deletes a member’s own posts of every kind', async () => {
    for (const kind of [PostKind.blog, PostKind.question, PostKind.article]) {
      const res = await save({ kind, title: `  第 ${kind} 类  `, content: `<p>正文 ${kind}</p>` });
      expect(res.code).toBe(Code.ok);
      expect(res.data).toMatchObject({
        kind,
        title: `第 ${kind} 类`,
        isMine: 1,
        content: `<p>正文 ${kind}</p>`,
      });
      expect((await page(kind, c.learner)).data.list[0]?.id).toBe(res.data.id);
    }
    const mine = await callApi(t.app, communityApi.minePage, {}, { token: c.learner });
    expect(mine.data.list.slice(0, 3).map((p) => p.kind)).toEqual([3, 2, 1]);
    const id = mine.data.list[0]?.id ?? '';
    const edited = await callApi(
      t.app,
      communityApi.edit,
      { id, title: '改过的标题', content: '<p>改过</p>' },
      { token: c.learner },
    );
    expect(edited.data).toMatchObject({ title: '改过的标题', content: '<p>改过</p>', kind: 3 });
    const notOwn = await callApi(
      t.app,
      communityApi.edit,
      { id, title: 'x', content: '<p>x</p>' },
      { token: c.admin },
    );
    expect(notOwn).toMatchObject({ code: Code.error, msg: '只能修改或删除自己的帖子' });
    const refused = await callApi(t.app, communityApi.delete, { id }, { token: c.admin });
    expect(refused.code).toBe(Code.error);
    expect((await callApi(t.app, communityApi.delete, { id }, { token: c.learner })).code).toBe(Code.ok);
    const gone = await callApi(t.app, communityApi.view, { id }, { token: c.learner });
    expect(gone).toMatchObject({ code: Code.error, msg: '帖子不存在或已删除' });
    expect((await page(3, c.learner)).data.list.some((p) => p.id === id)).toBe(false);
  });

  it('keeps one like per member however many arrive at once, and takes it back', async () => {
    const id = (await page(PostKind.article, c.admin)).data.list.at(-1)?.id ?? '';
    const like = () => callApi(t.app, communityApi.like, { id, isLike: 1 }, { token: c.lecturer });
    const [a, b] = await Promise.all([like(), like()]);
    expect([a.code, b.code]).toEqual([Code.ok, Code.ok]);
    expect((await like()).data).toEqual({ isLike: 1, likeCount: 1 });
    const view = await callApi(t.app, communityApi.view, { id }, { token: c.lecturer });
    expect(view.data).toMatchObject({ isLike: 1, likeCount: 1 });
    const undo = await callApi(t.app, communityApi.like, { id, isLike: 0 }, { token: c.lecturer });
    expect(undo.data).toEqual({ isLike: 0, likeCount: 0 });
  });

  it('sanitises the posted HTML and publishes the author’s own pictures for every reader', async () => {
    const mine = await upload(t, c.learner, 'photo.png', PNG);
    const theirs = await upload(t, c.admin, 'their.png', PNG);
    const content = [
      '<p onclick="x()">你好<script>alert(1)</script></p>',
      `<p><img src="/gateway/files/upload/abc" data-upload-id="${mine.id}" alt="图" onerror="alert(1)"></p>`,
      `<img data-upload-id="${theirs.id}" src="/x.png">`,
      '<img src="https://evil.example/track.png">',
      `<img src="${COMMUNITY_PICTURE_PATH}/${'A'.repeat(43)}">`,
      '<a href="javascript:alert(1)">坏链接</a><a href="https://example.com">好链接</a>',
    ].join('');
    const res = await save({ kind: PostKind.blog, title: '带图的帖子', content });
    expect(res.code).toBe(Code.ok);
    const html = res.data.content;
    expect(html).not.toMatch(/script|onerror|onclick|javascript|evil|\/x\.png|AAAA/);
    const srcs = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(srcs).toHaveLength(1);
    expect(srcs[0]).toMatch(new RegExp(`^${COMMUNITY_PICTURE_PATH}/[A-Za-z0-9_-]{43}$`));
    expect(html).toContain('<a>坏链接</a>');
    expect(html).toContain('href="https://example.com"');

    const picture = await t.app.inject({ method: 'GET', url: srcs[0] ?? '', headers: { host: BOUND } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    expect(picture.headers['cache-control']).toContain('max-age');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: srcs[0] ?? '',
      headers: { host: OTHER_HOST },
    });
    expect(elsewhere.statusCode).toBe(404);

    // An edit keeps the published picture under its name; a deleted post's pictures stop.
    const edited = await callApi(
      t.app,
      communityApi.edit,
      { id: res.data.id, title: '带图的帖子', content: `<p>新</p><img src="${srcs[0]}">` },
      { token: c.learner },
    );
    expect(edited.data.content).toBe(`<p>新</p><img src="${srcs[0]}" alt="">`);
    await callApi(t.app, communityApi.delete, { id: res.data.id }, { token: c.learner });
    const after = await t.app.inject({ method: 'GET', url: srcs[0] ?? '', headers: { host: BOUND } });
    expect(after.statusCode).toBe(404);
  });

  it('never lists, shows or writes another company’s or another tenant’s posts', async () => {
    const yuanshan = await page(PostKind.question, c.learnerYuanshan);
    expect(yuanshan.data.list.map((p) => p.title)).toEqual(['远山制造的安全生产课程在哪里？']);
    const foreign = yuanshan.data.list[0]?.id ?? '';
    const xinghe = await page(PostKind.question, c.learner);
    expect(xinghe.data.list.some((p) => p.id === foreign)).toBe(false);
    const otherTenant = await page(PostKind.blog, c.other, OTHER_HOST);
    expect(otherTenant.data.list.map((p) => p.title)).toEqual(['北辰物流的仓储管理心得']);
    const beichen = otherTenant.data.list[0]?.id ?? '';
    const ours = xinghe.data.list[0]?.id ?? '';
    for (const [id, token, host] of [
      [foreign, c.learner, undefined],
      [beichen, c.learner, undefined],
      [ours, c.other, OTHER_HOST],
    ] as const) {
      expect((await callApi(t.app, communityApi.view, { id }, { token, host })).code).toBe(Code.error);
      expect((await callApi(t.app, communityApi.like, { id, isLike: 1 }, { token, host })).code).toBe(
        Code.error,
      );
      const comment = await callApi(
        t.app,
        communityApi.commentSave,
        { postId: id, content: 'x' },
        { token, host },
      );
      expect(comment.code).toBe(Code.error);
      const edit = await callApi(
        t.app,
        communityApi.edit,
        { id, title: 'x', content: '<p>x</p>' },
        { token, host },
      );
      expect(edit.code).toBe(Code.error);
      expect((await callApi(t.app, communityApi.delete, { id }, { token, host })).code).toBe(Code.error);
    }
    expect((await page(PostKind.blog, undefined, OTHER_HOST)).data.totalCount).toBe(0);

    // Comments, replies, deletions and accepting stay inside the company and the tenant too.
    const theirs = await callApi(
      t.app,
      communityApi.commentSave,
      { postId: beichen, content: '同意' },
      { token: c.other, host: OTHER_HOST },
    );
    expect(theirs.code).toBe(Code.ok);
    const foreignComment = theirs.data.id;
    expect(
      (await callApi(t.app, communityApi.commentPage, { postId: beichen }, { token: c.learner })).code,
    ).toBe(Code.error);
    expect(
      (await callApi(t.app, communityApi.commentPage, { postId: foreign }, { token: c.learner })).code,
    ).toBe(Code.error);
    for (const [endpoint, body] of [
      [communityApi.replySave, { commentId: foreignComment, content: 'x' }],
      [communityApi.commentDelete, { id: foreignComment }],
      [communityApi.accept, { id: foreignComment }],
    ] as const) {
      expect((await callApi(t.app, endpoint, body, { token: c.learner })).code).toBe(Code.error);
    }
    const mineThere = await callApi(t.app, communityApi.minePage, {}, { token: c.learnerYuanshan });
    expect(mineThere.data.list.map((p) => p.title)).toEqual(['远山制造的安全生产课程在哪里？']);
    // The other tenant's comment is still there for its own members.
    const still = await callApi(
      t.app,
      communityApi.commentPage,
      { postId: beichen },
      { token: c.other, host: OTHER_HOST },
    );
    expect(still.data.list.map((x) => x.id)).toEqual([foreignComment]);
  });

  it('refuses bad input with 999 and a message in the reader’s language', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 1, title: '   ', content: '<p>x</p>' }, '请输入标题', 'Please enter a title'],
      [
        { kind: 1, title: 'x'.repeat(101), content: '<p>x</p>' },
        '标题不能超过 100 个字符',
        'A title may have at most 100 characters',
      ],
      [
        { kind: 4, title: 'x', content: '<p>x</p>' },
        '请选择帖子类型：博客、问答或资讯',
        'Choose the kind of post: blog, question or info',
      ],
      [
        { kind: 1, title: 'x', content: '<p> </p><script>x</script>' },
        '请输入正文',
        'Please write the text of the post',
      ],
    ];
    for (const [body, zh, en] of cases) {
      expect(await save(body)).toMatchObject({ code: Code.error, msg: zh });
      expect(await save(body, c.learner, 'en')).toMatchObject({ code: Code.error, msg: en });
    }
    const long = await save(
      { kind: 1, title: 'x', content: `<p>${'字'.repeat(10_001)}</p>` },
      c.learner,
      'en',
    );
    expect(long).toMatchObject({
      code: Code.error,
      msg: 'The text is too long: keep it within 10,000 characters',
    });
  });
});
