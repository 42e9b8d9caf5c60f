// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { CourseCard } from '../../../../contract/course';
import type { LecturerCard } from '../../../../contract/lecturer';
import { ApiError } from '../../../../src/services/api-error';
import {
  lecturerViewData,
  type LecturerViewData,
} from '../../../../src/ui/features/lecturer/lecturer-view-data';
import { LecturerViewPage } from '../../../../src/ui/features/lecturer/lecturer-view-page';
import { lecturersData, type LecturersData } from '../../../../src/ui/features/lecturer/lecturers-data';
import { LecturersPage } from '../../../../src/ui/features/lecturer/lecturers-page';
import { readLecturersSearch, searchFor } from '../../../../src/ui/features/lecturer/lecturers-search';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const lecturer = (id: string, lecturerName: string, over: Partial<LecturerCard> = {}): LecturerCard => ({
  id,
  lecturerName,
  headImg: '',
  position: '信息安全负责人',
  introduce: '负责公司信息安全体系建设十余年。',
  courseCount: 4,
  studyCount: 9,
  markScore: 4.3,
  ...over,
});

const page = <T,>(list: T[], pageCurrent = 1, totalCount = list.length, pageSize = 10) => ({
  list,
  pageCurrent,
  pageSize,
  totalCount,
  totalPage: Math.max(1, Math.ceil(totalCount / pageSize)),
});

const lecturers = [
  lecturer('1', '陈立'),
  lecturer('2', '吴昊', { position: '研发中心高级工程师', markScore: 0 }),
];

/** The lecturers page as its route renders it: the search from the address, the data from its loader. */
function Lecturers({ data }: { data: LecturersData }) {
  return <LecturersPage search={readLecturersSearch(useSearch({ strict: false }))} data={data} />;
}

async function openList(path: string, handlers: Record<string, (payload: unknown) => unknown>) {
  const { http, calls } = fakeHttp({
    '/user/auth/lecturer/info/page': () => page(lecturers, 1, 14),
    '/user/auth/lecturer/rank': () =>
      page(
        lecturers.map((l, i) => ({ ...l, rank: i + 1 })),
        1,
        2,
        10,
      ),
    '/course/auth/course/info/lecturer/count': () => ({ totalCount: 0, enabledCount: 0 }),
    ...handlers,
  });
  const session = await startSession(demoSite, undefined, demoUser);
  const view = renderPage(Lecturers, {
    path,
    session,
    http,
    load: (client, search) => lecturersData(client, readLecturersSearch(search), false),
  });
  return {
    router: view.router,
    payloads: (p: string) => calls.filter((c) => c.path === p).map((c) => c.payload),
  };
}

describe('the lecturers page', { timeout: 30_000 }, () => {
  it('reads its address: keyword, page, the lecturer’s own tab', () => {
    expect(readLecturersSearch({ keyword: ' 陈 ', pageCurrent: '2', tab: 'mine' })).toEqual({
      keyword: '陈',
      pageCurrent: 2,
      tab: 'mine',
    });
    expect(readLecturersSearch({ keyword: '  ', pageCurrent: 1, tab: 'other' })).toEqual({});
    expect(searchFor(' 吴 ')).toEqual({ keyword: '吴' });
    expect(searchFor('   ')).toEqual({});
  });

  it('lists lecturers with their figures beside the rank, and pages through the address', async () => {
    const { router, payloads } = await openList('/lecturer', {});
    const list = await screen.findByRole('list', { name: '讲师列表' });
    const chen = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(chen).getByRole('link', { name: '陈立' }).getAttribute('href')).toBe('/lecturer/view/1');
    expect(within(chen).getByText('4 门课程')).toBeInstanceOf(HTMLElement);
    expect(within(chen).getByText('9 人学习')).toBeInstanceOf(HTMLElement);
    expect(within(chen).getByText('评分 4.3')).toBeInstanceOf(HTMLElement);
    expect(within(list).getByText('暂无评分')).toBeInstanceOf(HTMLElement);

    const rank = await screen.findByRole('list', { name: '讲师排行' });
    const first = within(rank).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toMatch(/^1/);
    expect(within(first).getByRole('link', { name: '陈立' })).toBeInstanceOf(HTMLElement);
    // A learner teaches nothing: no "my courses" tab.
    expect(screen.queryByRole('link', { name: /^我的课程/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ pageCurrent: 2 }));
    expect(payloads('/user/auth/lecturer/info/page')).toEqual([
      { pageCurrent: 1, pageSize: 10 },
      { pageCurrent: 2, pageSize: 10 },
    ]);
    // The rank does not change with the list's page: the second page shows the first ten read moments ago.
    expect(payloads('/user/auth/lecturer/rank')).toEqual([{ pageCurrent: 1, pageSize: 10 }]);
    // A learner's page never reads the own-courses list.
    expect(payloads('/course/auth/course/info/lecturer/page')).toEqual([]);
  });

  it('searches by keyword, says what it found, and a blank search lists everyone again', async () => {
    const { router, payloads } = await openList('/lecturer', {
      '/user/auth/lecturer/query/page': () => page([lecturers[1]]),
    });
    await screen.findByRole('list', { name: '讲师列表' });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索讲师' }), { target: { value: ' 吴 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '吴' }));
    expect((await screen.findByRole('status')).textContent).toContain('“吴”共找到 1 位讲师');
    expect(payloads('/user/auth/lecturer/query/page')).toEqual([
      { keyword: '吴', pageCurrent: 1, pageSize: 10 },
    ]);

    fireEvent.change(screen.getByRole('searchbox', { name: '搜索讲师' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await within(await screen.findByRole('list', { name: '讲师列表' })).findByRole('link', { name: '陈立' });
    expect(payloads('/user/auth/lecturer/info/page')).toHaveLength(2);
  });

  it('gives a lecturer a tab of their own courses when the count call reports some', async () => {
    const { router, payloads } = await openList('/lecturer', {
      '/course/auth/course/info/lecturer/count': () => ({ totalCount: 5, enabledCount: 4 }),
      '/course/auth/course/info/lecturer/page': () =>
        page(
          [
            {
              id: '15',
              courseName: '多媒体学习示例',
              cover: '',
              categoryName: '通用能力',
              totalDuration: 125,
              periodCount: 13,
              studyCount: 6,
              learnedCount: 2,
              markScore: 4.6,
              statusId: 1,
              gmtCreate: '2026-11-20 09:00:00',
            },
            {
              id: '12',
              courseName: '旧版差旅报销办法',
              cover: '',
              categoryName: '新员工',
              totalDuration: 0,
              periodCount: 1,
              studyCount: 0,
              learnedCount: 0,
              markScore: 0,
              statusId: 0,
              gmtCreate: '2025-10-17 09:00:00',
            },
          ],
          1,
          2,
          10,
        ),
    });
    const tab = await screen.findByRole('link', { name: '我的课程 5' });
    expect(tab.getAttribute('href')).toBe('/lecturer?tab=mine');
    fireEvent.click(tab);
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'mine' }));
    const mine = await screen.findByRole('list', { name: '我的课程' });
    expect(within(mine).getByRole('link', { name: '多媒体学习示例' }).getAttribute('href')).toBe(
      '/knowledge/course/15',
    );
    expect(within(mine).getByText('6 人学习，2 人学完')).toBeInstanceOf(HTMLElement);
    expect(within(mine).getByText('已上架')).toBeInstanceOf(HTMLElement);
    // An unpublished course is listed without a link to a page learners cannot open.
    expect(within(mine).getByText('已下架')).toBeInstanceOf(HTMLElement);
    expect(within(mine).queryByRole('link', { name: '旧版差旅报销办法' })).toBeNull();
    expect(screen.getByRole('link', { name: '我的课程 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '全部讲师' }).getAttribute('aria-current')).toBeNull();
    expect(payloads('/course/auth/course/info/lecturer/page')).toEqual([{ pageCurrent: 1, pageSize: 10 }]);
  });

  it('pages through a lecturer’s own courses in the address', async () => {
    const mine = (id: string, courseName: string) => ({
      id,
      courseName,
      cover: '',
      categoryName: '通用能力',
      totalDuration: 0,
      periodCount: 1,
      studyCount: 0,
      learnedCount: 0,
      markScore: 0,
      statusId: 1,
      gmtCreate: '2026-11-20 09:00:00',
    });
    const { router, payloads } = await openList('/lecturer?tab=mine', {
      '/course/auth/course/info/lecturer/count': () => ({ totalCount: 12, enabledCount: 12 }),
      '/course/auth/course/info/lecturer/page': (p) =>
        (p as { pageCurrent: number }).pageCurrent === 1
          ? page([mine('1', '第一门课')], 1, 12)
          : page([mine('11', '第十一门课')], 2, 12),
    });
    const first = await screen.findByRole('list', { name: '我的课程' });
    expect(within(first).getByRole('link', { name: '第一门课' })).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'mine', pageCurrent: 2 }));
    const second = await screen.findByRole('list', { name: '我的课程' });
    expect(await within(second).findByRole('link', { name: '第十一门课' })).toBeInstanceOf(HTMLElement);
    expect(payloads('/course/auth/course/info/lecturer/page')).toEqual([
      { pageCurrent: 1, pageSize: 10 },
      { pageCurrent: 2, pageSize: 10 },
    ]);
    // The own-courses tab shows neither the list nor the rank, so it does not read them.
    expect(payloads('/user/auth/lecturer/info/page')).toEqual([]);
    expect(payloads('/user/auth/lecturer/rank')).toEqual([]);
  });

  it('keeps the list when the count call is refused (not a lecturer)', async () => {
    await openList('/lecturer', {
      '/course/auth/course/info/lecturer/count': () => {
        throw new ApiError(999, '你不是讲师');
      },
    });
    await screen.findByRole('list', { name: '讲师列表' });
    expect(screen.queryByRole('navigation', { name: '讲师页面' })).toBeNull();
  });
});

const course = (id: string, courseName: string): CourseCard => ({
  id,
  courseName,
  cover: '',
  categoryId: '7',
  categoryName: '信息安全',
  lecturerId: '1',
  lecturerName: '陈立',
  totalDuration: 60,
  periodCount: 3,
  studyCount: 5,
  markScore: 4.5,
  markCount: 4,
  admireCount: 3,
  studyProgress: 100,
  studyStatus: 3,
  gmtCreate: '2026-07-24 09:00:00',
});

/** The lecturer page as its route renders it for lecturer 1: the page of courses comes from the address. */
function View({ data }: { data: LecturerViewData }) {
  return <LecturerViewPage id="1" data={data} />;
}

const loadLecturer1 = (http: Parameters<typeof lecturerViewData>[0], search: Record<string, unknown>) =>
  lecturerViewData(http, {
    id: '1',
    pageCurrent: typeof search.pageCurrent === 'number' ? search.pageCurrent : undefined,
  });

describe('a lecturer’s page', { timeout: 30_000 }, () => {
  it('shows the lecturer with figures and rank, and their courses with pages', async () => {
    const { http, calls } = fakeHttp({
      '/user/auth/lecturer/detail/view': () => ({ ...lecturers[0], rank: 1 }),
      '/course/auth/course/info/page': (p) =>
        (p as { pageCurrent: number }).pageCurrent === 1
          ? page([course('1', '信息安全意识基础')], 1, 13)
          : page([course('9', '第十三门课')], 2, 13),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    const { router } = renderPage(View, {
      path: '/en/lecturer/view/1',
      session,
      http,
      load: loadLecturer1,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '陈立' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('No. 1 in the lecturer rank')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Average rating').parentElement?.textContent).toContain('4.3');
    const courses = await screen.findByRole('list', { name: 'Courses by this lecturer' });
    expect(within(courses).getByRole('link', { name: '信息安全意识基础' }).getAttribute('href')).toBe(
      '/en/knowledge/course/1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ pageCurrent: 2 }));
    expect(calls.filter((c) => c.path === '/course/auth/course/info/page').map((c) => c.payload)).toEqual([
      { lecturerId: '1', pageCurrent: 1, pageSize: 10 },
      { lecturerId: '1', pageCurrent: 2, pageSize: 10 },
    ]);
  });

  it('says so when no lecturer is given', async () => {
    const { http, calls } = fakeHttp({});
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(() => <LecturerViewPage id={null} data={null} />, { path: '/lecturer/view', session, http });
    expect(await screen.findByText('没有指定讲师。请从讲师列表中选择一位讲师。')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '← 返回讲师列表' }).getAttribute('href')).toBe('/lecturer');
    expect(calls).toEqual([]);
  });

  it('shows the gateway’s refusal with a retry', async () => {
    let refuse = true;
    const { http } = fakeHttp({
      '/user/auth/lecturer/detail/view': () => {
        if (refuse) {
          refuse = false;
          throw new ApiError(999, '讲师不存在');
        }
        return { ...lecturers[1], rank: 2 };
      },
      '/course/auth/course/info/page': () => page([]),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(View, { path: '/lecturer/view/1', session, http, load: loadLecturer1 });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('讲师不存在')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '吴昊' })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('这位讲师还没有课程。')).toBeInstanceOf(HTMLElement);
  });
});
