// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { EvaluationLecturerResult } from '../../../../contract/offline-review';
import { lecturersData, type LecturersData } from '../../../../src/ui/features/lecturer/lecturers-data';
import { LecturersPage } from '../../../../src/ui/features/lecturer/lecturers-page';
import { readLecturersSearch } from '../../../../src/ui/features/lecturer/lecturers-search';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

function Lecturers({ data }: { data: LecturersData }) {
  return <LecturersPage search={readLecturersSearch(useSearch({ strict: false }))} data={data} />;
}

const empty = { list: [], pageCurrent: 1, pageSize: 10, totalCount: 0, totalPage: 1 };

const result: EvaluationLecturerResult = {
  evaluated: 3,
  lecturerAverage: 4.7,
  courseAverage: 4.3,
  questions: [
    {
      questionId: '2',
      target: 2,
      title: '讲解清楚',
      average: 4.7,
      answered: 3,
      distribution: [0, 0, 0, 1, 2],
    },
  ],
  courses: [
    {
      courseId: '61',
      courseName: '班组安全管理面授课',
      evaluated: 3,
      learners: 5,
      lecturerAverage: 4.7,
      courseAverage: 4.3,
    },
  ],
  trend: [
    { month: '2026-05', average: 0, evaluated: 0 },
    { month: '2026-06', average: 4.7, evaluated: 3 },
  ],
  comments: [
    {
      courseId: '61',
      courseName: '班组安全管理面授课',
      userName: '',
      question: '建议',
      text: '多安排现场演练',
      gmtSubmitted: '2026-06-12 09:00:00',
    },
  ],
};

async function open(lecturer: boolean, answer: EvaluationLecturerResult = result) {
  const { http, calls } = fakeHttp({
    '/course/auth/course/info/lecturer/count': () => ({ totalCount: 0, enabledCount: 0 }),
    '/course/auth/offline/course/lecturer/count': () => ({ total: 1, upcoming: 0, live: 1, over: 0 }),
    '/course/auth/study/project/lecturer/page': () => empty,
    '/course/auth/offline/evaluation/lecturer/page': () => answer,
    '/user/auth/lecturer/info/page': () => empty,
    '/user/auth/lecturer/rank': () => empty,
  });
  const session = await startSession(demoSite, undefined, { ...demoUser, userType: lecturer ? 2 : 1 });
  renderPage(Lecturers, {
    path: '/lecturer?tab=evaluations',
    session,
    http,
    load: (client, search) => lecturersData(client, readLecturersSearch(search), lecturer),
  });
  return { paths: () => calls.map((c) => c.path) };
}

describe('a lecturer’s evaluations tab', { timeout: 30_000 }, () => {
  it('shows the averages, the spread with its table, courses, the months and comments', async () => {
    await open(true);
    const figures = await screen.findByTestId('lecturer-evaluation-figures');
    expect(within(figures).getByText('4.7')).toBeInstanceOf(HTMLElement);
    expect(within(figures).getByText('4.3')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '我收到的评价' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('table', { name: /“讲解清楚”的评分分布/ })).toBeInstanceOf(HTMLElement);
    const courses = screen.getByRole('list', { name: '各门课程' });
    expect(within(courses).getByRole('link', { name: '班组安全管理面授课' }).getAttribute('href')).toBe(
      '/knowledge/offcourse/61',
    );
    const months = screen.getByRole('table', { name: /近 12 个月/ });
    expect(within(months).getByRole('row', { name: /2026年6月/ }).textContent).toContain('4.7');
    expect(within(months).getByRole('row', { name: /2026年5月/ }).textContent).toContain('暂无');
    const comments = screen.getByRole('list', { name: '最新评语' });
    expect(within(comments).getByText('多安排现场演练')).toBeInstanceOf(HTMLElement);
    expect(within(comments).getByText('匿名学员')).toBeInstanceOf(HTMLElement);
  });

  it('says so honestly when nothing was evaluated yet', async () => {
    await open(true, { ...result, evaluated: 0, questions: [], courses: [], trend: [], comments: [] });
    expect(await screen.findByText(/还没有学员评价您讲授的面授课/)).toBeInstanceOf(HTMLElement);
  });

  it('never asks for the results of anyone but a lecturer', async () => {
    const { paths } = await open(false);
    await waitFor(() => expect(paths()).toContain('/course/auth/course/info/lecturer/count'));
    await screen.findByRole('heading', { level: 1 });
    expect(paths()).not.toContain('/course/auth/offline/evaluation/lecturer/page');
    expect(screen.queryByRole('link', { name: '我收到的评价' })).toBeNull();
  });
});
