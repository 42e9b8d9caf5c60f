// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/services/api-error';
import { CoursesInProgressCard } from '../../../../src/ui/features/home/courses-in-progress-card';
import { StudyTasksCard } from '../../../../src/ui/features/home/study-tasks-card';
import { UpcomingExamsCard } from '../../../../src/ui/features/home/upcoming-exams-card';
import {
  coursesInProgressData,
  studyTasksData,
  upcomingExamsData,
} from '../../../../src/ui/features/home/home-data';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const page = <T,>(list: T[], totalCount = list.length) => ({
  list,
  pageCurrent: 1,
  pageSize: 4,
  totalCount,
  totalPage: Math.ceil(totalCount / 4),
});

const pad = (n: number) => String(n).padStart(2, '0');
const contractTime = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const DAY = 86_400_000;

describe('the learning cards of the home page', () => {
  it('lists unfinished tasks with progress, courses learned and deadline, asking for learning then not started', async () => {
    const { http, calls } = fakeHttp({
      '/course/auth/study/task/page': () =>
        page(
          [
            {
              id: '7',
              taskName: '2026 年度信息安全必修',
              cover: '',
              startTime: '2026-11-01 09:00:00',
              endTime: '2026-12-15 18:00:00',
              studyProgress: 48,
              studyStatus: 2,
              courseCount: 3,
              learnedCourseCount: 1,
              requiredFlag: 1,
              lastStudyTime: '2026-11-20 10:00:00',
            },
            {
              id: '8',
              taskName: '产品知识进阶',
              cover: '',
              startTime: '2026-11-01 09:00:00',
              endTime: '2027-01-20 18:00:00',
              studyProgress: 0,
              studyStatus: 1,
              courseCount: 2,
              learnedCourseCount: 0,
              requiredFlag: 0,
              lastStudyTime: null,
            },
          ],
          5,
        ),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(StudyTasksCard, { path: '/home', session, http, load: studyTasksData });

    const card = await screen.findByRole('region', { name: '进行中的学习任务' });
    const bar = await within(card).findByRole('progressbar', { name: '2026 年度信息安全必修的学习进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('48');
    expect(within(card).getByText('48%')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('必修')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('选修')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('已学完 1/3 门课程')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('截止 2026-12-15 18:00')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('共 5 项')).toBeInstanceOf(HTMLElement);
    // Each task opens in the task's player.
    const links = within(card).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['2026 年度信息安全必修', '产品知识进阶']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/account/task/7', '/account/task/8']);
    expect(calls.map((c) => c.payload)).toEqual([{ pageCurrent: 1, pageSize: 4, studyStatusList: [2, 1] }]);
  });

  it('shows a failed course load with a retry, then the courses in English', async () => {
    let failures = 1;
    const { http, calls } = fakeHttp({
      '/data/auth/course/user/progress/course/page': () => {
        if (failures-- > 0) throw new ApiError(999, 'Failed to load courses');
        return page([
          {
            courseId: '31',
            courseName: 'Cloud platform basics',
            cover: '',
            lecturerName: 'Wu Hao',
            totalDuration: 4200,
            studyProgress: 20,
            studyStatus: 2,
            lastStudyTime: '2026-11-18 21:00:00',
          },
        ]);
      },
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(CoursesInProgressCard, { path: '/en/home', session, http, load: coursesInProgressData });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load courses')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progress of Cloud platform basics' });
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByText('Lecturer: Wu Hao')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('1 h 10 min')).toBeInstanceOf(HTMLElement);
    expect(calls.map((c) => c.payload)).toEqual([
      { pageCurrent: 1, pageSize: 4, studyStatusList: [2] },
      { pageCurrent: 1, pageSize: 4, studyStatusList: [2] },
    ]);
  });

  it('shows each exam with its window, duration and a badge for open, coming and resit', async () => {
    const now = Date.now();
    const exam = (
      id: string,
      examName: string,
      from: number,
      to: number,
      examStatus: 1 | 6,
      attemptsLeft: number,
    ) => ({
      id,
      examId: `1${id}`,
      examName,
      startTime: contractTime(now + from * DAY),
      endTime: contractTime(now + to * DAY),
      duration: 45,
      totalScore: 100,
      passScore: 60,
      examStatus,
      attemptsLeft,
      score: examStatus === 6 ? 52 : null,
    });
    const { http, calls } = fakeHttp({
      '/exam/auth/user/exam/task/record/page': () =>
        page([
          exam('1', '产品知识月度测验', -3, 7, 6, 2),
          exam('2', '新员工入职考核', -2, 4, 1, 1),
          exam('3', '信息安全知识考试', 3, 5, 1, 2),
        ]),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(UpcomingExamsCard, { path: '/home', session, http, load: upcomingExamsData });

    const card = await screen.findByRole('region', { name: '近期考试' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((r) => within(r).getAllByText(/可补考|进行中|未开始/)[0]?.textContent)).toEqual([
      '可补考',
      '进行中',
      '未开始',
    ]);
    const onboarding = rows[1];
    if (!onboarding) throw new Error('no second row');
    expect(within(onboarding).getByText('新员工入职考核')).toBeInstanceOf(HTMLElement);
    expect(within(onboarding).getByText('限时 45 分钟')).toBeInstanceOf(HTMLElement);
    expect(within(onboarding).getByText('剩余 1 次机会')).toBeInstanceOf(HTMLElement);
    expect(
      within(onboarding).getByText(
        /^考试时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      ),
    ).toBeInstanceOf(HTMLElement);
    expect(calls.map((c) => c.payload)).toEqual([{ pageCurrent: 1, pageSize: 4, examStatusList: [1, 6] }]);
  });

  it('says so honestly when there is nothing to show', async () => {
    const { http } = fakeHttp({ '/exam/auth/user/exam/task/record/page': () => page([]) });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(UpcomingExamsCard, { path: '/home', session, http, load: upcomingExamsData });
    expect(await screen.findByText('近期没有待参加的考试')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(/共 \d+ 项/)).toBeNull();
  });
});
