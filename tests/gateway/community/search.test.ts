import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostKind, communityApi } from '../../../contract/community';
import { SearchType } from '../../../contract/search-type';
import { findBlogPosts, findInfoArticles, findQuestions } from '../../../gateway/modules/community/search';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { callers, type Callers } from '../notice/support';

describe.each(dialects())('community search finders (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const scope = () => ({
    tenantId: c.refs.tenant1,
    enterpriseId: c.refs.xinghe.id,
    userId: c.refs.learner.id,
  });
  const window = { limit: 10, offset: 0 };

  it('ranks a title match above a text match, then newest first, in the caller’s company only', async () => {
    await callApi(
      t.app,
      communityApi.save,
      { kind: PostKind.blog, title: '通勤路上的学习', content: '<p>坚持每天学一节。</p>' },
      { token: c.learner },
    );
    const found = await findBlogPosts(t.db, scope(), '通勤', window, t.clock.now());
    expect(found.total).toBe(2);
    expect(found.hits.map((h) => [h.title, h.rank, h.type])).toEqual([
      ['通勤路上的学习', 2, SearchType.blog],
      ['如何在碎片时间里坚持学习', 1, SearchType.blog],
    ]);
    expect(found.hits[1]?.summary).toContain('通勤');
    expect(found.hits[1]?.source).toBe('陈立');
    const questions = await findQuestions(t.db, scope(), '签到', window, t.clock.now());
    expect(questions.hits.map((h) => h.type)).toEqual([SearchType.question]);
    const info = await findInfoArticles(t.db, scope(), '积分', window, t.clock.now());
    expect(info.hits.map((h) => [h.title, h.type])).toEqual([['积分规则说明', SearchType.info]]);
    // Wildcards are literal; another company's question is not found.
    expect((await findQuestions(t.db, scope(), '%', window, t.clock.now())).total).toBe(0);
    expect((await findQuestions(t.db, scope(), '安全生产', window, t.clock.now())).total).toBe(0);
  });
});
