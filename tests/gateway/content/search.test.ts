import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { announcementApi } from '../../../contract/notice';
import { searchApi } from '../../../contract/search';
import { SearchType } from '../../../contract/search-type';
import { announcement } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

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

  it('finds announcements by title and by text, newest first, with the text around the match', async () => {
    const res = await search(c.learner, { str: '培训', type: SearchType.info });
    expect(res.code).toBe(Code.ok);
    const titles = res.data.list.map((h) => h.title);
    expect(titles).toContain('关于 2026 年度信息安全全员培训的通知');
    expect(titles).toContain('内部讲师招募启动'); // matched in the text only ("培训中心")
    expect(res.data.totalCount).toBe(res.data.list.length);
    for (const hit of res.data.list) {
      expect(hit.type).toBe(SearchType.info);
      expect(hit.summary).not.toMatch(/<[a-z]/);
      expect(`${hit.title}${hit.summary}`).toContain('培训');
    }
    const times = res.data.list.map((h) => h.gmtCreate);
    expect([...times].sort().reverse()).toEqual(times);

    const deep = await search(c.learner, { str: '分机 8021', type: SearchType.info });
    expect(deep.data.list.map((h) => h.title)).toEqual(['关于 2026 年度信息安全全员培训的通知']);
    expect(deep.data.list[0]?.summary).toContain('分机 8021');
  });

  it('ignores case, and treats % and _ as plain characters', async () => {
    const upper = await search(c.learner, { str: 'A 栋', type: SearchType.info });
    const lower = await search(c.learner, { str: 'a 栋', type: SearchType.info });
    expect(upper.data.list.map((h) => h.title)).toEqual(['消防演练通知']);
    expect(lower.data.list.map((h) => h.id)).toEqual(upper.data.list.map((h) => h.id));
    for (const str of ['%', '_', '\\']) {
      const res = await search(c.learner, { str, type: SearchType.info });
      expect(res.code).toBe(Code.ok);
      expect(res.data.totalCount).toBe(0);
    }
  });

  it('type 1 searches every section and pages through the merged results', async () => {
    const all = await search(c.learner, { str: '培训', type: SearchType.default, pageSize: 100 });
    const info = await search(c.learner, { str: '培训', type: SearchType.info, pageSize: 100 });
    expect(all.data.list).toEqual(info.data.list);
    const first = await search(c.learner, { str: '培训', pageSize: 2, pageCurrent: 1 });
    const second = await search(c.learner, { str: '培训', pageSize: 2, pageCurrent: 2 });
    expect(first.data).toMatchObject({ pageSize: 2, totalCount: all.data.totalCount });
    expect([...first.data.list, ...second.data.list]).toEqual(all.data.list.slice(0, 4));
  });

  it('sections without content answer an honest empty page', async () => {
    for (const type of [
      SearchType.live,
      SearchType.resource,
      SearchType.exam,
      SearchType.blog,
      SearchType.question,
    ]) {
      const res = await search(c.learner, { str: '培训', type });
      expect(res.code).toBe(Code.ok);
      expect(res.data).toEqual({ list: [], pageCurrent: 1, pageSize: 10, totalCount: 0, totalPage: 0 });
    }
  });

  it('counts every section for the tabs', async () => {
    const res = await callApi(t.app, searchApi.count, { str: '培训' }, { token: c.learner });
    expect(res.code).toBe(Code.ok);
    const info = await search(c.learner, { str: '培训', type: SearchType.info });
    expect(res.data.typeList.map((x) => x.type)).toEqual([2, 4, 5, 6, 7, 8]);
    expect(res.data.typeList.find((x) => x.type === SearchType.info)?.count).toBe(info.data.totalCount);
    expect(res.data.totalCount).toBe(info.data.totalCount);
  });

  it('never shows what the caller cannot see: other companies, other tenants, hidden ones', async () => {
    const other = await search(c.learner, { str: '安全生产月', type: SearchType.info });
    expect(other.data.totalCount).toBe(0); // 远山制造's announcement
    const inYuanshan = await search(c.learnerYuanshan, { str: '安全生产月', type: SearchType.info });
    expect(inYuanshan.data.totalCount).toBe(1);
    const tenant2 = await callApi(
      t.app,
      searchApi.page,
      { str: '培训', type: SearchType.info },
      { token: c.other, host: OTHER_HOST },
    );
    expect(tenant2.data.list.map((h) => h.title)).toEqual(['仓储安全规范培训']);

    // The lecturer hides one: it leaves their results, not the learner's.
    const target = (await search(c.lecturer, { str: '消防演练', type: SearchType.info })).data.list[0];
    if (!target) throw new Error('seeded announcement missing');
    await callApi(t.app, announcementApi.batchDelete, { ids: target.id }, { token: c.lecturer });
    expect((await search(c.lecturer, { str: '消防演练', type: SearchType.info })).data.totalCount).toBe(0);
    expect((await search(c.learner, { str: '消防演练', type: SearchType.info })).data.totalCount).toBe(1);

    // Unpublished ones are never found.
    await t.db.insert(announcement).values({
      tenantId: c.refs.tenant1,
      enterpriseId: c.refs.xinghe.id,
      title: '草稿：尚未发布的培训计划',
      content: '<p>draft</p>',
      statusId: 0,
    });
    expect((await search(c.learner, { str: '尚未发布', type: SearchType.info })).data.totalCount).toBe(0);
  });

  it('refuses an empty or blank keyword with the localised message, and bad types', async () => {
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
