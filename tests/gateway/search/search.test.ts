import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { announcementApi } from '../../../contract/notice';
import { searchApi, type SearchHit } from '../../../contract/search';
import { SearchType } from '../../../contract/search-type';
import { announcement, course, exam, examUser } from '../../../gateway/db/schema';
import { liveRoom } from '../../../gateway/db/schema-live';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

const SECTIONS = [
  SearchType.live,
  SearchType.resource,
  SearchType.exam,
  SearchType.blog,
  SearchType.question,
  SearchType.info,
] as const;
const DAY = 86_400_000;

describe.each(dialects())('search (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const search = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
    callApi(t.app, searchApi.page, body, { token, lang });
  const titles = (hits: SearchHit[]) => hits.map((h) => h.title);
  const count = (type: SearchType, str: string, token = c.learner) =>
    search(token, { str, type, pageSize: 100 }).then((res) => res.data.totalCount);

  it('finds live rooms, courses, exams and announcements, each holding the keyword', async () => {
    for (const type of SECTIONS) {
      const res = await search(c.learner, { str: '安全', type, pageSize: 100 });
      expect(res.code).toBe(Code.ok);
      expect(res.data.list.length, `section ${type}`).toBeGreaterThan(0);
      expect(res.data.totalCount).toBe(res.data.list.length);
      for (const hit of res.data.list) {
        expect(hit.type).toBe(type);
        expect(hit.summary).not.toMatch(/<[a-z]/);
        expect(`${hit.title}${hit.summary}`).toContain('安全');
      }
    }
    expect(titles((await search(c.learner, { str: '安全', type: SearchType.live })).data.list)).toContain(
      '信息安全月：钓鱼邮件识别实战',
    );
    expect(titles((await search(c.learner, { str: '安全', type: SearchType.resource })).data.list)).toContain(
      '信息安全意识基础',
    );
    expect(titles((await search(c.learner, { str: '安全', type: SearchType.exam })).data.list)).toContain(
      '信息安全知识考试',
    );
  });

  it('finds a Chinese substring inside a longer word, and the longer word itself', async () => {
    const whole = await search(c.learner, {
      str: '信息安全管理制度',
      type: SearchType.default,
      pageSize: 100,
    });
    expect(whole.data.list.map((h) => [h.type, h.title])).toEqual(
      expect.arrayContaining([
        [SearchType.resource, '信息安全意识基础'],
        [SearchType.exam, '信息安全知识考试'],
      ]),
    );
    for (const hit of whole.data.list) expect(hit.summary).toContain('信息安全管理制度');
    const part = await search(c.learner, { str: '安全', type: SearchType.default, pageSize: 100 });
    const ids = part.data.list.map((h) => `${h.type}:${h.id}`);
    for (const hit of whole.data.list) expect(ids).toContain(`${hit.type}:${hit.id}`);
  });

  it('puts title matches before text matches, then the newest', async () => {
    const now = t.clock.now();
    await t.db.insert(announcement).values([
      {
        tenantId: c.refs.tenant1,
        enterpriseId: c.refs.xinghe.id,
        title: '排序校验：标题命中',
        content: '<p>正文</p>',
        publishTime: new Date(now.getTime() - 10 * DAY),
      },
      {
        tenantId: c.refs.tenant1,
        enterpriseId: c.refs.xinghe.id,
        title: '最新的一条通知',
        content: '<p>正文里提到<strong>排序校验</strong>。</p>',
        publishTime: new Date(now.getTime() - DAY),
      },
      {
        tenantId: c.refs.tenant1,
        enterpriseId: c.refs.xinghe.id,
        title: '较早的一条通知',
        content: '<p>同样提到排序校验。</p>',
        publishTime: new Date(now.getTime() - 20 * DAY),
      },
    ]);
    const res = await search(c.learner, { str: '排序校验', type: SearchType.info });
    expect(titles(res.data.list)).toEqual(['排序校验：标题命中', '最新的一条通知', '较早的一条通知']);
    expect(res.data.list[1]?.summary).toContain('排序校验');

    // Across sections too: a live room's name beats an announcement's text.
    await t.db.insert(liveRoom).values({
      tenantId: c.refs.tenant1,
      enterpriseId: c.refs.xinghe.id,
      liveName: '排序校验直播',
      startTime: new Date(now.getTime() - 30 * DAY),
      endTime: new Date(now.getTime() - 29 * DAY),
    });
    const all = await search(c.learner, { str: '排序校验', type: SearchType.default });
    expect(all.data.list.map((h) => [h.type, h.title])).toEqual([
      [SearchType.info, '排序校验：标题命中'],
      [SearchType.live, '排序校验直播'],
      [SearchType.info, '最新的一条通知'],
      [SearchType.info, '较早的一条通知'],
    ]);
  });

  it('pages through every section merged, with totals and the counts of the tabs', async () => {
    const all = await search(c.learner, { str: '安全', type: SearchType.default, pageSize: 100 });
    const counts = await callApi(t.app, searchApi.count, { str: '安全' }, { token: c.learner });
    expect(counts.code).toBe(Code.ok);
    expect(counts.data.typeList.map((x) => x.type)).toEqual([2, 4, 5, 6, 7, 8]);
    for (const type of SECTIONS) {
      const n = counts.data.typeList.find((x) => x.type === type)?.count;
      expect(n, `section ${type}`).toBe(await count(type, '安全'));
      expect(n).toBeGreaterThan(0);
    }
    expect(counts.data.totalCount).toBe(all.data.totalCount);
    expect(all.data.list).toHaveLength(all.data.totalCount);
    expect(new Set(all.data.list.map((h) => h.type))).toEqual(new Set(SECTIONS));

    const pages: SearchHit[] = [];
    for (let page = 1; page <= Math.ceil(all.data.totalCount / 3); page += 1) {
      const res = await search(c.learner, { str: '安全', pageSize: 3, pageCurrent: page });
      expect(res.data).toMatchObject({ pageSize: 3, pageCurrent: page, totalCount: all.data.totalCount });
      pages.push(...res.data.list);
    }
    expect(pages).toEqual(all.data.list);

    const live = await search(c.learner, { str: '安全', type: SearchType.live, pageSize: 100 });
    const second = await search(c.learner, {
      str: '安全',
      type: SearchType.live,
      pageSize: 1,
      pageCurrent: 2,
    });
    expect(second.data.list).toEqual(live.data.list.slice(1, 2));
    expect(second.data.totalPage).toBe(live.data.totalCount);
  });

  it('ignores case, and treats %, _ and \\ as plain characters', async () => {
    const upper = await search(c.learner, { str: 'A 栋', type: SearchType.info });
    const lower = await search(c.learner, { str: 'a 栋', type: SearchType.info });
    expect(titles(upper.data.list)).toEqual(['消防演练通知']);
    expect(lower.data.list.map((h) => h.id)).toEqual(upper.data.list.map((h) => h.id));
    for (const str of ['%', '_', '\\', '%%%', '___']) {
      const res = await search(c.learner, { str, type: SearchType.default });
      expect(res.code).toBe(Code.ok);
      expect(res.data.totalCount, str).toBe(0);
    }
    await t.db.insert(announcement).values({
      tenantId: c.refs.tenant1,
      enterpriseId: c.refs.xinghe.id,
      title: '达标率 100%_A\\B',
      content: '<p>符号</p>',
      publishTime: t.clock.now(),
    });
    for (const str of ['0%_a', '%_', '_A\\', '%']) {
      expect(titles((await search(c.learner, { str, type: SearchType.info })).data.list), str).toEqual([
        '达标率 100%_A\\B',
      ]);
    }
    expect((await search(c.learner, { str: '0_%', type: SearchType.info })).data.totalCount).toBe(0);
    // Markup is not text: the seeded news holds <strong> tags and data-id attributes.
    for (const str of ['strong', 'data-id', '<p>']) {
      expect((await search(c.learner, { str, type: SearchType.info })).data.totalCount, str).toBe(0);
    }
  });

  it("never finds another tenant's or another company's content, nor what the member may not see", async () => {
    // 远山制造's live room and announcement.
    expect(await count(SearchType.live, '安全生产月启动仪式')).toBe(0);
    expect(await count(SearchType.live, '安全生产月启动仪式', c.learnerYuanshan)).toBe(1);
    expect(await count(SearchType.info, '安全生产月')).toBe(0);
    expect(await count(SearchType.info, '安全生产月', c.learnerYuanshan)).toBe(1);

    // Tenant 2 sees its own content only, and tenant 1 none of it.
    const tenant2 = await callApi(
      t.app,
      searchApi.page,
      { str: '安全', type: SearchType.default, pageSize: 100 },
      { token: c.other, host: OTHER_HOST },
    );
    expect(titles(tenant2.data.list)).toContain('仓储安全规范培训');
    const mine = await search(c.learner, { str: '安全', type: SearchType.default, pageSize: 100 });
    const theirs = new Set(tenant2.data.list.map((h) => `${h.type}:${h.id}`));
    for (const hit of mine.data.list) expect(theirs.has(`${hit.type}:${hit.id}`)).toBe(false);
    expect(await count(SearchType.info, '仓储安全规范培训')).toBe(0);

    // Disabled courses, draft exams and exams of someone else.
    const now = t.clock.now();
    await t.db.insert(course).values([
      { tenantId: c.refs.tenant1, enterpriseId: c.refs.xinghe.id, courseName: '停用课程可见性', statusId: 0 },
      { tenantId: c.refs.tenant1, enterpriseId: c.refs.yuanshan.id, courseName: '他司课程可见性' },
      { tenantId: c.refs.tenant1, enterpriseId: c.refs.xinghe.id, courseName: '本司课程可见性' },
    ]);
    expect(
      titles((await search(c.learner, { str: '课程可见性', type: SearchType.resource })).data.list),
    ).toEqual(['本司课程可见性']);
    const exams = await t.db
      .insert(exam)
      .values(
        [
          { name: '草稿考试可见性', statusId: 0 },
          { name: '他人考试可见性', statusId: 1 },
          { name: '本人考试可见性', statusId: 1 },
        ].map((e) => ({
          tenantId: c.refs.tenant1,
          enterpriseId: c.refs.xinghe.id,
          examName: e.name,
          statusId: e.statusId,
          startTime: now,
          endTime: new Date(now.getTime() + DAY),
          duration: 30,
        })),
      )
      .returning({ id: exam.id });
    const [draft, others, own] = exams.map((e) => e.id);
    await t.db.insert(examUser).values([
      {
        tenantId: c.refs.tenant1,
        enterpriseId: c.refs.xinghe.id,
        examId: draft ?? '',
        userId: c.refs.learner.id,
      },
      {
        tenantId: c.refs.tenant1,
        enterpriseId: c.refs.xinghe.id,
        examId: others ?? '',
        userId: c.refs.admin.id,
      },
      {
        tenantId: c.refs.tenant1,
        enterpriseId: c.refs.xinghe.id,
        examId: own ?? '',
        userId: c.refs.learner.id,
      },
    ]);
    expect(titles((await search(c.learner, { str: '考试可见性', type: SearchType.exam })).data.list)).toEqual(
      ['本人考试可见性'],
    );
    expect(titles((await search(c.admin, { str: '考试可见性', type: SearchType.exam })).data.list)).toEqual([
      '他人考试可见性',
    ]);

    // An announcement the lecturer deleted leaves their results, not the learner's; drafts are never found.
    const target = (await search(c.lecturer, { str: '消防演练', type: SearchType.info })).data.list[0];
    if (!target) throw new Error('seeded announcement missing');
    await callApi(t.app, announcementApi.batchDelete, { ids: target.id }, { token: c.lecturer });
    expect(await count(SearchType.info, '消防演练', c.lecturer)).toBe(0);
    expect(await count(SearchType.info, '消防演练')).toBe(1);
    await t.db.insert(announcement).values({
      tenantId: c.refs.tenant1,
      enterpriseId: c.refs.xinghe.id,
      title: '草稿：尚未发布的培训计划',
      content: '<p>draft</p>',
      statusId: 0,
    });
    expect(await count(SearchType.info, '尚未发布')).toBe(0);
  });

  it('finds the community: blog posts, questions, and its articles among the news, each marked as the community’s', async () => {
    const blog = await search(c.learner, { str: '信息安全', type: SearchType.blog });
    expect(titles(blog.data.list)).toContain('我的第一份学习笔记：信息安全基础');
    expect(blog.data.list.every((h) => h.type === SearchType.blog && h.origin === 'community')).toBe(true);
    const questions = await search(c.learner, { str: '签到', type: SearchType.question });
    expect(titles(questions.data.list)).toEqual(['线下培训签到二维码过期了怎么办？']);
    // News holds announcements and the community's articles, ranked together.
    const news = await search(c.learner, { str: '积分规则', type: SearchType.info });
    const article = news.data.list.find((h) => h.title === '积分规则说明');
    expect(article).toMatchObject({ type: SearchType.info, origin: 'community' });
    expect(
      news.data.list.filter((h) => h.origin === 'announcement').every((h) => h.type === SearchType.info),
    ).toBe(true);
    const all = await search(c.learner, { str: '签到', type: SearchType.default, pageSize: 50 });
    expect(titles(all.data.list)).toContain('线下培训签到二维码过期了怎么办？');
    // Another company's question is not found.
    expect(await count(SearchType.question, '远山制造的安全生产课程')).toBe(0);
    expect(await count(SearchType.question, '远山制造的安全生产课程', c.learnerYuanshan)).toBe(1);
  });

  it('refuses an empty, blank or too long keyword and unknown types, in the caller’s language', async () => {
    for (const str of ['', '   ', undefined]) {
      const zh = await search(c.learner, { str, type: SearchType.info });
      expect(zh.code).toBe(Code.error);
      expect(zh.msg).toBe('请输入搜索关键词');
      const en = await search(c.learner, { str, type: SearchType.info }, 'en');
      expect(en.msg).toBe('Please enter a search keyword');
    }
    const long = await search(c.learner, { str: 'x'.repeat(51) }, 'en');
    expect(long.code).toBe(Code.error);
    expect(long.msg).toBe('A search keyword may have at most 50 characters');
    const longZh = await callApi(t.app, searchApi.count, { str: '安'.repeat(51) }, { token: c.learner });
    expect(longZh.code).toBe(Code.error);
    expect(longZh.msg).not.toMatch(/[a-z]{4}/i);
    expect((await search(c.learner, { str: 'x'.repeat(50) })).code).toBe(Code.ok);
    for (const type of [3, 0, 9, '8', null]) {
      const res = await search(c.learner, { str: '培训', type }, 'en');
      expect(res.code).toBe(Code.error);
      expect(res.msg).toContain('Type');
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await callApi(t.app, searchApi.page, { str: '培训' }, {});
    expect(res.code).toBeGreaterThanOrEqual(300);
    expect(res.code).toBeLessThanOrEqual(400);
  });
});
