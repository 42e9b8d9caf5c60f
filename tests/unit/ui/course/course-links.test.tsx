// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionAudience } from '../../../../src/ui/features/course/audience';
import { categoryPanelData } from '../../../../src/ui/features/course/catalogue-data';
import { CategoryPanelContent } from '../../../../src/ui/features/course/category-panel-page';
import { CoursesInProgressCard } from '../../../../src/ui/features/home/courses-in-progress-card';
import { coursesInProgressData } from '../../../../src/ui/features/home/home-data';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

describe('ways into the course pages', { timeout: 20_000 }, () => {
  it('opens a course of the home page’s “courses in progress” on its page', async () => {
    const { http } = fakeHttp({
      '/data/auth/course/user/progress/course/page': () => ({
        list: [
          {
            courseId: '6',
            courseName: '星河云平台产品知识',
            cover: '',
            lecturerName: '吴昊',
            totalDuration: 60,
            studyProgress: 20,
            studyStatus: 2,
            lastStudyTime: '2026-11-18 21:00:00',
          },
        ],
        pageCurrent: 1,
        pageSize: 4,
        totalCount: 1,
        totalPage: 1,
      }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(({ data }) => <CoursesInProgressCard data={data} studyLink />, {
      path: '/en/home',
      session,
      http,
      load: coursesInProgressData,
    });
    const card = await screen.findByRole('region', { name: 'Courses in progress' });
    const link = await within(card).findByRole('link', { name: '星河云平台产品知识' });
    expect(link.getAttribute('href')).toBe('/en/knowledge/course/6');
    expect(within(card).getByRole('link', { name: 'My study' }).getAttribute('href')).toBe('/en/watch');
  });

  it('lists every category with its children and counts on the category panel, each leading into the catalogue', async () => {
    const { http, calls } = fakeHttp({
      '/system/api/category/list': () => [
        { id: '1', parentId: '0', categoryName: '通用能力', courseCount: 3 },
        { id: '5', parentId: '1', categoryName: '沟通协作', courseCount: 1 },
        { id: '4', parentId: '0', categoryName: '新员工', courseCount: 0 },
      ],
    });
    // A visitor of the site bound to one company reads its public categories.
    const session = await startSession({ ...demoSite, eid: '11', domain: '127.0.0.1' });
    renderPage(CategoryPanelContent, {
      path: '/watch/catePanel',
      session,
      http,
      load: (h) => categoryPanelData(h, { audience: sessionAudience(session) }),
    });
    const list = await screen.findByRole('list', { name: '课程分类' });
    const [general, newcomers] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(
      within(general as HTMLElement).getByRole('heading', { level: 2, name: '通用能力' }),
    ).toBeInstanceOf(HTMLElement);
    expect(within(general as HTMLElement).getByText('3 门课程')).toBeInstanceOf(HTMLElement);
    expect(
      within(general as HTMLElement)
        .getByRole('link', { name: '沟通协作' })
        .getAttribute('href'),
    ).toBe('/knowledge?categoryId=5');
    expect(within(newcomers as HTMLElement).getByText('没有子分类')).toBeInstanceOf(HTMLElement);
    expect(within(list).getByRole('link', { name: '新员工' }).getAttribute('href')).toBe(
      '/knowledge?categoryId=4',
    );
    expect(calls.map((c) => c.path)).toEqual(['/system/api/category/list']);
  });
});
