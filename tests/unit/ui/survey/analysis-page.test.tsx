// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SurveyAnalysis, SurveyTask } from '../../../../contract/survey';
import { ApiError } from '../../../../src/services/api-error';
import { analysisData, type AnalysisData } from '../../../../src/ui/features/survey/analysis-data';
import { AnalysisPage } from '../../../../src/ui/features/survey/analysis-page';
import type { ChartSpec } from '../../../../src/ui/features/survey/chart-draw';
import { surveysData } from '../../../../src/ui/features/survey/surveys-data';
import { SurveysPanel } from '../../../../src/ui/features/survey/surveys-panel';
import { readAccountSearch } from '../../../../src/ui/pages/account-search';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

// The canvas library is not what these tests are about (and jsdom draws nothing): record what it is asked to draw.
const drawn = vi.hoisted(() => [] as ChartSpec[]);
vi.mock('../../../../src/ui/features/survey/chart-loader', () => ({
  loadDrawChart: () =>
    Promise.resolve((_canvas: HTMLCanvasElement, spec: ChartSpec) => {
      drawn.push(spec);
      return () => undefined;
    }),
}));

const ANALYZE = '/exam/auth/user/investigate/analyze';
const PAGE = '/exam/auth/user/investigate/task/page';
const COUNT = '/exam/auth/user/investigate/task/count';

const analysis: SurveyAnalysis = {
  id: '7',
  title: '培训满意度调查',
  anonymous: 1,
  closed: 0,
  responseCount: 10,
  assignedCount: 19,
  questions: [
    {
      questionId: '1',
      questionType: 1,
      title: '主要参加了哪类培训？',
      required: 1,
      answeredCount: 10,
      options: [
        { optionKey: 'A', content: '信息安全', count: 5, share: 0.5 },
        { optionKey: 'B', content: '入职培训', count: 5, share: 0.5 },
      ],
    },
    {
      questionId: '2',
      questionType: 4,
      title: '整体满意度',
      required: 1,
      answeredCount: 4,
      scaleMax: 5,
      lowLabel: '很差',
      highLabel: '很好',
      distribution: [1, 2, 3, 4, 5].map((score) => ({
        score,
        count: score === 4 ? 3 : score === 5 ? 1 : 0,
        share: score === 4 ? 0.75 : score === 5 ? 0.25 : 0,
      })),
      mean: 4.25,
    },
    {
      questionId: '3',
      questionType: 3,
      title: '还有什么建议？',
      required: 0,
      answeredCount: 2,
      texts: [
        { text: '多些案例', userName: null, submitTime: null },
        { text: '时间再短些', userName: null, submitTime: null },
      ],
    },
  ],
};

describe('the results page', { timeout: 20_000 }, () => {
  it('gives every question its chart and a table of the same numbers', async () => {
    drawn.length = 0;
    const { http } = fakeHttp({ [ANALYZE]: () => analysis });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage<AnalysisData>(({ data }) => <AnalysisPage id="7" data={data} />, {
      path: '/investigate/analyze/7',
      session,
      http,
      load: (h) => analysisData(h, { id: '7' }),
    });

    await screen.findByRole('heading', { level: 1, name: '培训满意度调查：结果' });
    expect(screen.getByText('已有 10 人提交（共 19 人，提交率 52.6%）')).toBeInstanceOf(HTMLElement);
    const choice = screen.getByRole('region', { name: '1. 主要参加了哪类培训？' });
    const row = within(choice).getByRole('row', { name: /A\. 信息安全/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '50%']);
    const rating = screen.getByRole('region', { name: '2. 整体满意度' });
    expect(within(rating).getByText('平均分：4.25 / 5')).toBeInstanceOf(HTMLElement);
    const shares = within(rating).getByRole('row', { name: /^占比/ });
    expect(
      within(shares)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0%', '0%', '0%', '75%', '25%']);
    const texts = within(screen.getByRole('region', { name: '3. 还有什么建议？' })).getByRole('list');
    expect(
      within(texts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['多些案例', '时间再短些']);

    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(drawn[0]).toMatchObject({
      kind: 'doughnut',
      labels: ['A. 信息安全', 'B. 入职培训'],
      values: [5, 5],
    });
    expect(drawn[1]).toMatchObject({
      kind: 'columns',
      labels: ['1', '2', '3', '4', '5'],
      values: [0, 0, 0, 3, 1],
    });
    expect(drawn[1]?.tooltips[3]).toBe('3 人 · 75%');
    // The canvases are for the eye; the tables speak for them.
    for (const canvas of document.querySelectorAll('canvas')) {
      expect(canvas.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('explains why results are not shown yet and leads to the survey', async () => {
    const { http } = fakeHttp({
      [ANALYZE]: () => {
        throw new ApiError(999, '提交问卷后才能查看结果');
      },
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage<AnalysisData>(({ data }) => <AnalysisPage id="7" data={data} />, {
      path: '/investigate/analyze/7',
      session,
      http,
      load: (h) => analysisData(h, { id: '7' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('提交问卷后才能查看结果');
    expect(within(alert).getByRole('link', { name: '打开问卷' }).getAttribute('href')).toBe(
      '/investigate/view?id=7',
    );
  });
});

const task = (id: string, over: Partial<SurveyTask> = {}): SurveyTask => ({
  id,
  title: `问卷 ${id}`,
  description: '',
  anonymous: 0,
  startTime: '2026-11-01 09:00:00',
  endTime: '2026-12-01 18:00:00',
  closed: 0,
  answered: 0,
  submitTime: null,
  questionCount: 5,
  ...over,
});

describe('my surveys', { timeout: 20_000 }, () => {
  it('lists surveys to answer and answered ones, with their counts and the way in', async () => {
    const { http, calls } = fakeHttp({
      [PAGE]: (payload) => {
        const answered = (payload as { answered?: number }).answered === 1;
        const list = answered
          ? [task('3', { answered: 1, submitTime: '2026-11-02 08:00:00' })]
          : [task('1'), task('2', { closed: 1 })];
        return { list, pageCurrent: 1, pageSize: 10, totalCount: list.length, totalPage: 1 };
      },
      [COUNT]: () => ({ totalCount: 3, unansweredCount: 2, answeredCount: 1 }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    const { router } = renderPage(SurveysPanel, {
      path: '/account?change=7',
      session,
      http,
      // The account route's read of the surveys tab, from the address.
      load: (h, search) => {
        const { answered, page } = readAccountSearch(search);
        return surveysData(h, { answered: answered ?? 0, page: page ?? 1 });
      },
    });

    const list = await screen.findByRole('list', { name: '问卷列表' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual(['问卷 1', '问卷 2']);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: '填写问卷' })
        .getAttribute('href'),
    ).toBe('/investigate/view?id=1');
    expect(within(rows[1] as HTMLElement).getByText('已截止')).toBeInstanceOf(HTMLElement);
    expect(within(rows[1] as HTMLElement).queryByRole('link', { name: '填写问卷' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: '已填写（1）' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '已填写（1）' }).getAttribute('aria-pressed')).toBe('true'),
    );
    const answered = await screen.findByRole('link', { name: '查看结果' });
    expect(router.state.location.search).toEqual({ change: 7, answered: 1 });
    expect(answered.getAttribute('href')).toBe('/investigate/analyze/3');
    expect(calls.filter((c) => c.path === PAGE).map((c) => c.payload)).toEqual([
      { pageCurrent: 1, pageSize: 10, answered: 0 },
      { pageCurrent: 1, pageSize: 10, answered: 1 },
    ]);
  });
});
