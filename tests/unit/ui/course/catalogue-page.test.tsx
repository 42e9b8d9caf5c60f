// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Category, CourseCard } from '../../../../contract/course';
import { ApiError } from '../../../../src/services/api-error';
import { sessionAudience } from '../../../../src/ui/features/course/audience';
import { catalogueData, type CatalogueData } from '../../../../src/ui/features/course/catalogue-data';
import { CatalogueContent } from '../../../../src/ui/features/course/catalogue-page';
import { readCatalogueSearch } from '../../../../src/ui/features/course/catalogue-params';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const categories: Category[] = [
  { id: '1', parentId: '0', categoryName: '通用能力', courseCount: 3 },
  { id: '5', parentId: '1', categoryName: '沟通协作', courseCount: 1 },
  { id: '2', parentId: '0', categoryName: '专业技术', courseCount: 6 },
  { id: '7', parentId: '2', categoryName: '信息安全', courseCount: 3 },
];

const card = (id: string, courseName: string, over: Partial<CourseCard> = {}): CourseCard => ({
  id,
  courseName,
  cover: '',
  categoryId: '7',
  categoryName: '信息安全',
  lecturerId: '1',
  lecturerName: '陈立',
  totalDuration: 3720,
  periodCount: 4,
  studyCount: 9,
  markScore: 4.5,
  markCount: 4,
  admireCount: 3,
  studyProgress: 45,
  studyStatus: 2,
  gmtCreate: '2026-11-01 09:00:00',
  ...over,
});

const page = <T,>(list: T[], pageCurrent = 1, totalCount = list.length) => ({
  list,
  pageCurrent,
  pageSize: 10,
  totalCount,
  totalPage: Math.max(1, Math.ceil(totalCount / 10)),
});

const live = {
  id: '3',
  liveName: '季度学习简报',
  cover: '',
  lecturerName: '郑佳',
  startTime: '2026-11-21 10:00:00',
  endTime: '2026-11-21 11:00:00',
  liveStatus: 2,
  hasReplay: 0,
  viewerCount: 12,
};

/** The catalogue as its route renders it: the filters come from the address, the data from its loader. */
function Page({ data }: { data: CatalogueData }) {
  return <CatalogueContent search={readCatalogueSearch(useSearch({ strict: false }))} data={data} />;
}

const memberHandlers = (over: Record<string, (payload: unknown) => unknown> = {}) => ({
  '/system/auth/category/list': () => categories,
  '/course/auth/course/info/page': (p: unknown) =>
    (p as { pageCurrent: number }).pageCurrent === 2
      ? page([card('13', '第十三门课')], 2, 13)
      : page(
          [
            card('2', '数据分类分级与保密要求'),
            card('1', '信息安全意识基础', { studyProgress: 100, studyStatus: 3 }),
          ],
          1,
          13,
        ),
  '/course/auth/course/info/count': () => ({
    totalCount: 13,
    notStartedCount: 6,
    learningCount: 3,
    learnedCount: 4,
  }),
  '/course/auth/live/page': () => page([live]),
  ...over,
});

async function open(
  path: string,
  handlers: Record<string, (payload: unknown) => unknown>,
  who: 'member' | 'visitor' | 'stranger' = 'member',
) {
  const { http, calls } = fakeHttp(handlers);
  const site = who === 'visitor' ? { ...demoSite, eid: '11', domain: '127.0.0.1' } : demoSite;
  const session = await startSession(site, undefined, who === 'member' ? demoUser : undefined);
  const view = renderPage(Page, {
    path,
    session,
    http,
    load: (h, search) =>
      catalogueData(h, { search: readCatalogueSearch(search), audience: sessionAudience(session) }),
  });
  return {
    calls,
    router: view.router,
    payloads: (p: string) => calls.filter((c) => c.path === p).map((c) => c.payload),
  };
}

describe('the catalogue of a member', { timeout: 30_000 }, () => {
  it('lists the company’s courses with progress, categories with counts, status tabs and live sessions', async () => {
    const { payloads } = await open('/knowledge', memberHandlers());
    const list = await screen.findByRole('list', { name: '课程列表' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: '数据分类分级与保密要求' }).getAttribute('href')).toBe(
      '/knowledge/course/2',
    );
    expect(within(first).getByText('讲师：陈立 · 信息安全')).toBeInstanceOf(HTMLElement);
    expect(within(first).getByText('1 小时 2 分钟')).toBeInstanceOf(HTMLElement);
    expect(within(first).getByText('4 节')).toBeInstanceOf(HTMLElement);
    expect(within(first).getByText('9 人学习')).toBeInstanceOf(HTMLElement);
    expect(within(first).getByRole('img', { name: '评分 4.5（4 人评价）' })).toBeInstanceOf(HTMLElement);
    expect(within(first).getByRole('img', { name: '3 人点赞' })).toBeInstanceOf(HTMLElement);
    expect(within(first).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    expect(within(first).getByText('学习中')).toBeInstanceOf(HTMLElement);
    // The first text that needs the list is the page's main content for the cold-load benchmark.
    expect(screen.getByText('共 13 门课程').getAttribute('elementtiming')).toBe('main-content');
    expect(document.querySelectorAll('[elementtiming="main-content"]')).toHaveLength(1);

    const tabs = screen.getByRole('navigation', { name: '学习状态' });
    expect(within(tabs).getByRole('link', { name: '全部 13' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: '已学完 4' }).getAttribute('href')).toBe(
      '/knowledge?studyStatus=3',
    );

    // Narrow screens (and jsdom, which applies no media queries) fold the tree behind a button.
    const fold = screen.getByRole('button', { name: '分类：全部课程' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(fold);
    const tree = screen.getByRole('navigation', { name: '课程分类' });
    expect(within(tree).getByRole('link', { name: '专业技术 6' }).getAttribute('href')).toBe(
      '/knowledge?categoryId=2',
    );
    // Children wait behind their branch's toggle.
    expect(within(tree).queryByRole('link', { name: '信息安全 3' })).toBeNull();
    const toggle = within(tree).getByRole('button', { name: '展开“专业技术”的子分类' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(tree).getByRole('link', { name: '信息安全 3' }).getAttribute('href')).toBe(
      '/knowledge?categoryId=7',
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const lives = await screen.findByRole('list', { name: '直播' });
    expect(within(lives).getByRole('link', { name: '季度学习简报' }).getAttribute('href')).toBe(
      '/live/watch/3',
    );
    expect(within(lives).getByText('直播中')).toBeInstanceOf(HTMLElement);

    expect(payloads('/course/auth/course/info/page')).toEqual([{ pageCurrent: 1, pageSize: 10 }]);
    expect(payloads('/course/auth/course/info/count')).toEqual([{}]);
  });

  it('fetches the first row’s covers at once and first, and the others lazily', async () => {
    const covered = Array.from({ length: 5 }, (_, i) =>
      card(String(i + 1), `课程 ${i + 1}`, { cover: `/c/${i}.png` }),
    );
    await open('/knowledge', memberHandlers({ '/course/auth/course/info/page': () => page(covered, 1, 5) }));
    const list = await screen.findByRole('list', { name: '课程列表' });
    const covers = [...list.querySelectorAll('img')];
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      null,
      null,
    ]);
  });

  it('reads every filter from the address and sends it; filter links keep the others and restart paging', async () => {
    const { payloads } = await open(
      '/knowledge?categoryId=7&keyword=安全&resourceType=2&studyStatus=2&sort=3&pageCurrent=2',
      memberHandlers(),
    );
    await screen.findByRole('list', { name: '课程列表' });
    expect(payloads('/course/auth/course/info/page')).toEqual([
      {
        categoryId: '7',
        keyword: '安全',
        resourceType: 2,
        sort: 3,
        studyStatusList: [2],
        pageCurrent: 2,
        pageSize: 10,
      },
    ]);
    expect(payloads('/course/auth/course/info/count')).toEqual([
      { categoryId: '7', keyword: '安全', resourceType: 2 },
    ]);
    // The chosen category's branch is open and marked; the folded tree's button names it.
    fireEvent.click(screen.getByRole('button', { name: '分类：信息安全' }));
    const tree = screen.getByRole('navigation', { name: '课程分类' });
    expect(within(tree).getByRole('link', { name: '信息安全 3' }).getAttribute('aria-current')).toBe('page');
    const types = screen.getByRole('navigation', { name: '资源类型' });
    expect(within(types).getByRole('link', { name: '视频' }).getAttribute('aria-current')).toBe('page');
    expect(within(types).getByRole('link', { name: '全部类型' }).getAttribute('aria-current')).toBeNull();
    const audio = new URL(
      within(types).getByRole('link', { name: '音频' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(Object.fromEntries(audio.searchParams)).toEqual({
      categoryId: '7',
      keyword: '安全',
      resourceType: '3',
      studyStatus: '2',
      sort: '3',
    });
    expect((screen.getByRole('combobox', { name: '排序' }) as HTMLSelectElement).value).toBe('3');
    expect(screen.getByText('“安全”的搜索结果')).toBeInstanceOf(HTMLElement);
    expect((screen.getByRole('searchbox', { name: '搜索课程' }) as HTMLInputElement).value).toBe('安全');
  });

  it('searches, orders and pages through the address; a blank keyword clears it', async () => {
    const { router, payloads } = await open('/knowledge?categoryId=7', memberHandlers());
    await screen.findByRole('list', { name: '课程列表' });
    const box = screen.getByRole('searchbox', { name: '搜索课程' });
    fireEvent.change(box, { target: { value: '  保密 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ categoryId: 7, keyword: '保密' }));

    fireEvent.change(screen.getByRole('combobox', { name: '排序' }), { target: { value: '2' } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ categoryId: 7, keyword: '保密', sort: 2 }),
    );

    fireEvent.click(await screen.findByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        categoryId: 7,
        keyword: '保密',
        sort: 2,
        pageCurrent: 2,
      }),
    );
    expect(await screen.findByRole('link', { name: '第十三门课' })).toBeInstanceOf(HTMLElement);

    fireEvent.change(screen.getByRole('searchbox', { name: '搜索课程' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ categoryId: 7, sort: 2 }));
    expect(payloads('/course/auth/course/info/page').at(-1)).toEqual({
      categoryId: '7',
      sort: 2,
      pageCurrent: 1,
      pageSize: 10,
    });
  });

  it('says when nothing matches and offers to clear the filters; a failed load offers a retry', async () => {
    let fail = true;
    await open(
      '/knowledge?resourceType=6',
      memberHandlers({
        '/course/auth/course/info/page': () => {
          if (fail) {
            fail = false;
            throw new ApiError(999, '课程加载失败');
          }
          return page([]);
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('课程加载失败')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有符合条件的课程')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '清除筛选条件' }).getAttribute('href')).toBe('/knowledge');
  });
});

describe('the catalogue of a visitor', { timeout: 30_000 }, () => {
  it('shows the bound site’s public courses without progress, status tabs or live sessions', async () => {
    const { calls, payloads } = await open(
      '/en/knowledge?studyStatus=2&keyword=safety',
      {
        '/system/api/category/list': () => categories,
        '/course/api/course/info/page': () =>
          page([card('1', 'Security awareness', { studyProgress: null, studyStatus: null })]),
      },
      'visitor',
    );
    const list = await screen.findByRole('list', { name: 'Course list' });
    expect(within(list).getByRole('link', { name: 'Security awareness' })).toBeInstanceOf(HTMLElement);
    expect(within(list).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Learning status' })).toBeNull();
    expect(screen.getByText('1 course')).toBeInstanceOf(HTMLElement);
    // The visitor's call never carries a learning status.
    expect(payloads('/course/api/course/info/page')).toEqual([
      { keyword: 'safety', pageCurrent: 1, pageSize: 10 },
    ]);
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/course/api/course/info/page',
      '/system/api/category/list',
    ]);
  });

  it('is asked to sign in on a site open to several companies, without any call', async () => {
    const { calls } = await open('/knowledge', {}, 'stranger');
    expect(await screen.findByRole('heading', { level: 1, name: '课程中心' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe(
      '/login?t=login&redirect=%2Fknowledge',
    );
    expect(calls).toEqual([]);
  });
});
