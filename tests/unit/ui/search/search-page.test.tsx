// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { SearchType } from '../../../../contract/search-type';
import { ApiError } from '../../../../src/services/api-error';
import { searchData, type SearchData } from '../../../../src/ui/features/search/search-data';
import { SearchPage } from '../../../../src/ui/features/search/search-page';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

/** The page as its route gives it: keyword, section and page from the address, data from the loader. */
function RoutedSearch({ data }: { data: SearchData }) {
  const { str, type, page } = useSearch({ strict: false }) as { str?: string; type?: number; page?: number };
  return <SearchPage str={str ?? ''} type={(type ?? 1) as SearchType} page={page ?? 1} data={data} />;
}

const load = (http: Parameters<typeof searchData>[0], search: Record<string, unknown>) =>
  searchData(http, {
    str: String(search.str ?? ''),
    type: (search.type ?? 1) as SearchType,
    page: Number(search.page ?? 1),
  });

const hit = (id: string, title: string) => ({
  type: SearchType.info,
  id,
  title,
  summary: `${title}的摘要`,
  source: '行政部',
  gmtCreate: '2026-11-20 09:00:00',
});

describe('the search page', () => {
  it('shows the counts and a page of hits from the loader, and pages through the address', async () => {
    const { http, calls } = fakeHttp({
      '/system/auth/search/count': () => ({
        totalCount: 11,
        typeList: [
          { type: SearchType.info, count: 11 },
          { type: SearchType.live, count: 0 },
        ],
      }),
      '/system/auth/search/page': (payload) => {
        const page = (payload as { pageCurrent: number }).pageCurrent;
        return {
          list: [hit(`${page}`, `第 ${page} 页的培训通知`)],
          pageCurrent: page,
          pageSize: 10,
          totalCount: 11,
          totalPage: 2,
        };
      },
    });
    const session = await startSession(demoSite, undefined, demoUser);
    const { router } = renderPage(RoutedSearch, {
      path: '/search-str?str=培训&type=1',
      session,
      http,
      load,
    });

    expect(await screen.findByRole('heading', { level: 1, name: '“培训”的搜索结果' })).toBeInstanceOf(
      HTMLElement,
    );
    const sections = screen.getByRole('navigation', { name: '搜索分类' });
    expect(within(sections).getByRole('link', { name: '全部（11）' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(sections).getByRole('link', { name: '资讯（11）' }).getAttribute('href')).toContain(
      'type=8',
    );
    const results = screen.getByRole('list', { name: '搜索结果' });
    expect(within(results).getByRole('link', { name: '第 1 页的培训通知' })).toBeInstanceOf(
      HTMLAnchorElement,
    );
    expect(screen.getByText('共找到 11 条结果')).toBeInstanceOf(HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByRole('link', { name: '第 2 页的培训通知' })).toBeInstanceOf(HTMLAnchorElement);
    expect(router.state.location.search).toEqual({ str: '培训', type: 1, page: 2 });
    expect(calls.filter((c) => c.path.endsWith('/search/page')).map((c) => c.payload)).toEqual([
      { str: '培训', type: 1, pageCurrent: 1, pageSize: 10 },
      { str: '培训', type: 1, pageCurrent: 2, pageSize: 10 },
    ]);
  });

  it('asks nothing for a blank keyword', async () => {
    const { http, calls } = fakeHttp({});
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(RoutedSearch, { path: '/search-str?str=&type=1', session, http, load });
    expect(await screen.findByText('请输入搜索关键词')).toBeInstanceOf(HTMLElement);
    expect(calls).toEqual([]);
  });

  it('shows a failed search with its message and retry, and keeps the counts', async () => {
    let fails = true;
    const { http } = fakeHttp({
      '/system/auth/search/count': () => ({ totalCount: 1, typeList: [{ type: SearchType.info, count: 1 }] }),
      '/system/auth/search/page': () => {
        if (fails) throw new ApiError(500, '搜索服务暂不可用');
        return {
          list: [hit('9', '消防演练通知')],
          pageCurrent: 1,
          pageSize: 10,
          totalCount: 1,
          totalPage: 1,
        };
      },
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(RoutedSearch, { path: '/search-str?str=消防&type=1', session, http, load });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('搜索服务暂不可用');
    expect(screen.getByRole('link', { name: '全部（1）' })).toBeInstanceOf(HTMLAnchorElement);
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '消防演练通知' })).toBeInstanceOf(HTMLAnchorElement);
  });

  it('links every section to its page and marks the keyword in text, never as markup', async () => {
    const of = (type: SearchType, id: string, title: string, summary: string) => ({
      type,
      id,
      title,
      summary,
      source: '',
      gmtCreate: '2026-11-20 09:00:00',
    });
    const { http } = fakeHttp({
      '/system/auth/search/count': () => ({ totalCount: 4, typeList: [] }),
      '/system/auth/search/page': () => ({
        list: [
          of(SearchType.live, '21', '信息安全月直播', '直播简介'),
          of(SearchType.resource, '22', '信息安全意识基础', '公司<b>信息安全管理制度</b>的要点'),
          of(SearchType.exam, '23', '信息安全知识考试', '考试说明'),
          of(SearchType.info, '24', '通知', '关于安全的通知'),
        ],
        pageCurrent: 1,
        pageSize: 10,
        totalCount: 4,
        totalPage: 1,
      }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(RoutedSearch, { path: '/search-str?str=安全&type=1', session, http, load });

    const results = within(await screen.findByRole('list', { name: '搜索结果' }));
    const href = (name: string) => results.getByRole('link', { name }).getAttribute('href');
    expect(href('信息安全月直播')).toBe('/live/watch/21');
    expect(href('信息安全意识基础')).toBe('/knowledge/course/22');
    expect(href('信息安全知识考试')).toBe('/account/exam/detail?id=23');
    expect(href('通知')).toBe('/account?change=6&id=24');
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['安全', '安全', '安全', '安全', '安全']);
    // The summary's angle brackets are text: nothing was parsed as an element.
    expect(document.querySelector('li b')).toBeNull();
    expect(results.getByText('</b>的要点', { exact: false })).toBeInstanceOf(HTMLElement);
  });
});
