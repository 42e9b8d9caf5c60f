// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchType } from '../../../../contract/search-type';
import { examActionOf } from '../../../../src/ui/features/exam/exam-actions';
import { upcomingExamsData } from '../../../../src/ui/features/home/home-data';
import { UpcomingExamsCard } from '../../../../src/ui/features/home/upcoming-exams-card';
import { hitDestination } from '../../../../src/ui/features/search/search-sections';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

describe('ways into an exam', () => {
  it('opens the detail page from the home card, by the learner’s record of the exam', async () => {
    const { http } = fakeHttp({
      '/exam/auth/user/exam/task/record/page': () => ({
        list: [
          {
            id: '61',
            examId: '6',
            examName: '2026 年度合规与安全综合测评',
            startTime: '2026-11-20 09:00:00',
            endTime: '2099-11-27 18:00:00',
            duration: 40,
            totalScore: 100,
            passScore: 60,
            examStatus: 1,
            attemptsLeft: 2,
            score: null,
          },
        ],
        pageCurrent: 1,
        pageSize: 4,
        totalCount: 1,
        totalPage: 1,
      }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(UpcomingExamsCard, { path: '/en/home', session, http, load: upcomingExamsData });
    const card = await screen.findByRole('region', { name: 'Upcoming exams' });
    const link = await within(card).findByRole('link', { name: '2026 年度合规与安全综合测评' });
    expect(link.getAttribute('href')).toBe('/en/account/exam/detail?id=61');
  });

  it('opens the detail page from an exam hit of the search', () => {
    expect(hitDestination({ type: SearchType.exam, id: '61' })).toEqual({
      to: '/{-$locale}/account/exam/detail',
      search: { id: 61 },
    });
  });
});

describe('what can be done with an exam', () => {
  const base = {
    examStatus: 1,
    attemptsLeft: 1,
    startTime: '2026-11-20 09:00:00',
    endTime: '2026-11-27 18:00:00',
  };
  const at = (value: string) => new Date(value.replace(' ', 'T')).getTime();

  it('starts, resits or continues while the window is open and attempts remain', () => {
    expect(examActionOf(base, at('2026-11-21 10:00:00'))).toEqual({ kind: 'start' });
    expect(examActionOf({ ...base, examStatus: 6 }, at('2026-11-21 10:00:00'))).toEqual({ kind: 'resit' });
    expect(
      examActionOf({ ...base, unfinishedRecordId: '905', attemptsLeft: 0 }, at('2026-11-21 10:00:00')),
    ).toEqual({
      kind: 'continue',
    });
  });

  it('waits for the window, and offers nothing once it closed, without attempts or after passing', () => {
    expect(examActionOf(base, at('2026-11-19 10:00:00'))).toEqual({ kind: 'notYet' });
    expect(examActionOf(base, at('2026-11-27 18:00:00'))).toEqual({ kind: 'none' });
    expect(examActionOf({ ...base, attemptsLeft: 0 }, at('2026-11-21 10:00:00'))).toEqual({ kind: 'none' });
    expect(examActionOf({ ...base, examStatus: 2 }, at('2026-11-21 10:00:00'))).toEqual({ kind: 'none' });
  });
});
