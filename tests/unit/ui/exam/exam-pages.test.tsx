// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExamRecordDetail } from '../../../../contract/exam';
import type { AttemptResult, AttemptView } from '../../../../contract/exam-paper';
import { examDetailData } from '../../../../src/ui/features/exam/exam-detail-data';
import { ExamDetailPage } from '../../../../src/ui/features/exam/exam-detail-page';
import { examListData, type ExamListData } from '../../../../src/ui/features/exam/exam-list-data';
import { ExamListPage } from '../../../../src/ui/features/exam/exam-list-page';
import { examRecordsData, type ExamRecordsData } from '../../../../src/ui/features/exam/exam-records-data';
import { ExamRecordsPage } from '../../../../src/ui/features/exam/exam-records-page';
import { examResultData } from '../../../../src/ui/features/exam/exam-result-data';
import { ExamResultPage } from '../../../../src/ui/features/exam/exam-result-page';
import { ExamTakingPage } from '../../../../src/ui/features/exam/exam-taking-page';
import { ApiError } from '../../../../src/services/api-error';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';
import { richTextReady } from '../../../../src/ui/kit/rich-text/sanitizer';

// As the pages' loaders do: papers show sanitised, once the sanitiser is here.
beforeAll(() => richTextReady());

const pad = (n: number) => String(n).padStart(2, '0');
const contractTime = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const DAY = 86_400_000;
const NOW = Date.now();

function detail(over: Partial<ExamRecordDetail>): ExamRecordDetail {
  return {
    id: '61',
    examId: '6',
    examName: '2026 年度合规与安全综合测评',
    startTime: contractTime(NOW - DAY),
    endTime: contractTime(NOW + 6 * DAY),
    duration: 40,
    totalScore: 100,
    passScore: 60,
    examStatus: 1,
    attemptsLeft: 2,
    score: null,
    description: '包含六种题型。',
    attemptLimit: 2,
    attemptsUsed: 0,
    switchLimit: 0,
    showAnswer: 1,
    unfinishedRecordId: null,
    ...over,
  };
}

const pageOf = <T,>(list: T[], pageSize = 10) => ({
  list,
  pageCurrent: 1,
  pageSize,
  totalCount: list.length,
  totalPage: Math.max(1, Math.ceil(list.length / pageSize)),
});

const record = {
  id: '901',
  examId: '6',
  examName: '2026 年度合规与安全综合测评',
  state: 3 as const,
  startTime: '2026-11-20 09:00:00',
  finishTime: '2026-11-20 09:30:00',
  finishReason: 2 as const,
  switchCount: 0,
  switchLimit: 0,
  lastSeq: 4,
  totalScore: 100,
  passScore: 60,
};

describe('my exams', () => {
  it('shows the tabs with counts, each exam with what can be done, and exports the tab', async () => {
    const { http, calls } = fakeHttp({
      '/exam/auth/user/exam/task/record/personage/collect': () => ({
        statusCounts: [1, 2, 3, 4, 5, 6].map((examStatus) => ({
          examStatus,
          count: examStatus === 1 ? 2 : 1,
        })),
        totalCount: 7,
        passedCount: 1,
        averageScore: 70,
        attemptCount: 3,
      }),
      '/exam/auth/user/exam/task/page': () =>
        pageOf([
          detail({}),
          detail({
            id: '62',
            examId: '7',
            examName: '信息安全知识考试',
            startTime: contractTime(NOW + 2 * DAY),
          }),
          detail({
            id: '63',
            examId: '8',
            examName: '产品知识月度测验',
            examStatus: 6,
            attemptsUsed: 1,
            score: 52,
          }),
        ]),
      '/exam/auth/user/exam/task/export': () => ({
        id: '5',
        fileName: '我的考试.xlsx',
        fileSize: 0,
        gmtCreate: '2026-11-21 10:00:00',
        exportStatus: 1,
      }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(({ data }: { data: ExamListData }) => <ExamListPage status={1} page={1} data={data} />, {
      path: '/account/exam/1',
      session,
      http,
      load: (h) => examListData(h, { status: 1, page: 1 }),
    });

    const tabs = await screen.findByRole('navigation', { name: '按状态筛选' });
    // The counts arrive with their own answer, after the tabs.
    expect(
      (await within(tabs).findByRole('link', { name: '待考试（2）' })).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(tabs).getByRole('link', { name: '全部（7）' }).getAttribute('href')).toBe('/account/exam');
    expect(screen.getByText('70 分')).toBeInstanceOf(HTMLElement);

    const list = await screen.findByRole('list', { name: '我的考试' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const open = rows[0]!;
    expect(within(open).getByRole('link', { name: '2026 年度合规与安全综合测评' }).getAttribute('href')).toBe(
      '/account/exam/detail?id=61',
    );
    expect(within(open).getByRole('link', { name: '开始考试' }).getAttribute('href')).toBe(
      '/account/exam/examQuestion?id=6',
    );
    expect(within(rows[1]!).queryByRole('link', { name: '开始考试' })).toBeNull();
    expect(within(rows[1]!).getByText(/开考$/)).toBeInstanceOf(HTMLElement);
    expect(within(rows[2]!).getByRole('link', { name: '补考' })).toBeInstanceOf(HTMLAnchorElement);
    expect(within(rows[2]!).getByRole('link', { name: '考试记录' }).getAttribute('href')).toBe(
      '/account/exam/record?examId=8',
    );
    expect(within(rows[2]!).getByText('最高成绩 52 分')).toBeInstanceOf(HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: '导出列表' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/task/export'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/task/export'))?.payload).toEqual({ examStatusList: [1] });
    expect(calls.find((c) => c.path.endsWith('/task/page'))?.payload).toEqual({
      examStatusList: [1],
      pageCurrent: 1,
      pageSize: 10,
    });
  });
});

describe('the pages of my exams', () => {
  it('keeps the page in the address, reads it in the loader, and shows one failed card with its retry', async () => {
    let collectFails = true;
    const { http, calls } = fakeHttp({
      '/exam/auth/user/exam/task/record/personage/collect': () => {
        if (collectFails) throw new ApiError(500, '统计暂不可用');
        return { statusCounts: [], totalCount: 12, passedCount: 0, averageScore: null, attemptCount: 0 };
      },
      '/exam/auth/user/exam/task/page': (payload) => {
        const page = (payload as { pageCurrent: number }).pageCurrent;
        return {
          list: [detail({ id: `7${page}`, examName: `第 ${page} 页的考试` })],
          pageCurrent: page,
          pageSize: 10,
          totalCount: 12,
          totalPage: 2,
        };
      },
    });
    const session = await startSession(demoSite, undefined, demoUser);
    function PagedList({ data }: { data: ExamListData }) {
      const { page } = useSearch({ strict: false }) as { page?: number };
      return <ExamListPage page={page ?? 1} data={data} />;
    }
    const { router } = renderPage(PagedList, {
      path: '/account/exam',
      session,
      http,
      load: (h, search) => examListData(h, { page: Number(search.page ?? 1) }),
    });

    expect(await screen.findByRole('link', { name: '第 1 页的考试' })).toBeInstanceOf(HTMLAnchorElement);
    const summary = screen.getByRole('region', { name: '考试概况' });
    expect(within(summary).getByRole('alert').textContent).toContain('统计暂不可用');

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByRole('link', { name: '第 2 页的考试' })).toBeInstanceOf(HTMLAnchorElement);
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(calls.filter((c) => c.path.endsWith('/task/page')).map((c) => c.payload)).toEqual([
      { pageCurrent: 1, pageSize: 10 },
      { pageCurrent: 2, pageSize: 10 },
    ]);

    collectFails = false;
    fireEvent.click(within(summary).getByRole('button', { name: '重试' }));
    expect(await within(summary).findByText('12')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '第 2 页的考试' })).toBeInstanceOf(HTMLAnchorElement);
  });
});

describe('the exam detail page', () => {
  it('shows the rules, the papers, the takers and the ranking with the learner’s own place', async () => {
    const { http, calls } = fakeHttp({
      '/exam/auth/user/exam/task/record/view': () =>
        detail({
          switchLimit: 2,
          showAnswer: 0,
          unfinishedRecordId: '905',
          attemptsUsed: 1,
          attemptsLeft: 1,
        }),
      '/exam/auth/user/exam/task/record/current/user/count': () => ({
        assignedCount: 12,
        startedCount: 8,
        handedInCount: 7,
      }),
      '/exam/auth/user/exam/task/record/current/exam/rank': () => ({
        list: [
          {
            rank: 1,
            userId: '2001',
            name: '刘洋',
            headPortrait: '',
            department: '市场部',
            score: 100,
            usedSeconds: 1500,
            finishTime: '2026-11-20 10:00:00',
          },
        ],
        mine: {
          rank: 4,
          userId: demoUser.id,
          name: demoUser.name,
          headPortrait: '',
          department: '研发中心',
          score: 66,
          usedSeconds: 1800,
          finishTime: '2026-11-20 11:00:00',
        },
        totalCount: 7,
      }),
      '/exam/auth/user/exam/paper/record/page': () => pageOf([{ ...record, score: 66 }], 5),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(ExamDetailPage, {
      path: '/account/exam/detail?id=61',
      session,
      http,
      load: (h) => examDetailData(h, { id: '61' }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: '2026 年度合规与安全综合测评' }),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('最多 2 次，超过自动交卷')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('不公布')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('1 次（共 2 次）')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '继续考试' }).getAttribute('href')).toBe(
      '/account/exam/examQuestion?id=6',
    );

    const papers = await screen.findByRole('list', { name: '我的答卷' });
    expect(
      within(papers).getByRole('link', { name: '查看 2026-11-20 09:00 开始的试卷结果' }).getAttribute('href'),
    ).toBe('/account/exam/examSuccess?id=901');
    expect(await screen.findByText('应考 12 人，已参加 8 人，已交卷 7 人')).toBeInstanceOf(HTMLElement);
    const own = await screen.findByRole('list', { name: '我的排名' });
    expect(within(own).getByText(demoUser.name, { exact: false })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('我排第 4 名，共 7 人有成绩')).toBeInstanceOf(HTMLElement);
    expect(calls.find((c) => c.path.endsWith('/current/exam/rank'))?.payload).toEqual({ examId: '6' });
  });
});

const resultOf = (over: Partial<AttemptResult>): AttemptResult => ({
  record,
  autoScore: 48,
  manualScore: 12,
  score: 60,
  passed: 1,
  attemptsLeft: 0,
  showAnswer: 1,
  titleList: [
    {
      id: 's1',
      title: '一、单项选择题',
      problemList: [
        {
          id: '1',
          problemType: 1,
          problemContent: '<p>发现火情时，首先应当？</p>',
          score: 5,
          options: [
            { optionKey: 'A', content: '立即报警' },
            { optionKey: 'B', content: '收拾物品' },
          ],
          blankCount: 0,
          children: [],
          answer: ['B'],
          correctAnswer: ['A'],
          analysis: '<p>先报警，再处置。</p>',
          earned: 0,
          comment: null,
        },
      ],
    },
  ],
  ...over,
});

describe('the result page', () => {
  it('splits the score, says why the paper went in, and shows answers with explanations', async () => {
    const { http } = fakeHttp({ '/exam/auth/user/exam/paper/record/finish/examview': () => resultOf({}) });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(ExamResultPage, {
      path: '/account/exam/examSuccess?id=901',
      session,
      http,
      load: (h) => examResultData(h, { id: '901' }),
    });

    expect(await screen.findByText('通过')).toBeInstanceOf(HTMLElement);
    // Time up: two sentences, each ended, in one paragraph.
    expect(screen.getByText((_, el) => el?.textContent === '考试时间已到。系统已自动交卷。')).toBeInstanceOf(
      HTMLParagraphElement,
    );
    expect(screen.getByText('48 分')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('12 分')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('link', { name: '补考' })).toBeNull();
    const question = screen.getByRole('article', { name: '第 1 题' });
    expect(within(question).getByText('得分 0/5')).toBeInstanceOf(HTMLElement);
    expect(within(question).getByText('你的选择')).toBeInstanceOf(HTMLElement);
    expect(within(question).getByText('先报警，再处置。')).toBeInstanceOf(HTMLElement);
  });

  it('offers a resit after a failed paper and keeps answers hidden when the exam hides them', async () => {
    const { http } = fakeHttp({
      '/exam/auth/user/exam/paper/record/finish/examview': () =>
        resultOf({ passed: 0, score: 40, attemptsLeft: 1, showAnswer: 0, titleList: [] }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(ExamResultPage, {
      path: '/en/account/exam/examSuccess?id=901',
      session,
      http,
      load: (h) => examResultData(h, { id: '901' }),
    });

    expect(await screen.findByText('Not passed')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Resit' }).getAttribute('href')).toBe(
      '/en/account/exam/examQuestion?id=6',
    );
    expect(
      screen.getByText('This exam does not show answers and explanations after hand-in.'),
    ).toBeInstanceOf(HTMLElement);
  });
});

describe('a paper awaiting marking', () => {
  const awaiting = (over: Partial<AttemptResult>) =>
    resultOf({
      record: { ...record, state: 2, finishReason: 2 },
      manualScore: null,
      score: null,
      passed: null,
      attemptsLeft: 0,
      ...over,
    });

  it('says why no attempt is left and that a fail opens a resit (en, time up)', async () => {
    const { http } = fakeHttp({
      '/exam/auth/user/exam/paper/record/finish/examview': () => awaiting({ attemptsIfFailed: 1 }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(ExamResultPage, {
      path: '/en/account/exam/examSuccess?id=901',
      session,
      http,
      load: (h) => examResultData(h, { id: '901' }),
    });

    expect(await screen.findByText('Awaiting marking', { selector: 'span' })).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByText(
        (_, el) =>
          el?.textContent ===
          'The examination time has come to an end. Your paper was handed in automatically.',
      ),
    ).toBeInstanceOf(HTMLParagraphElement);
    expect(
      screen.getByText(
        'Your last paper is awaiting marking, and there is no resit before it is marked. If the marked result is a fail, you can resit (1 attempt left).',
      ),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('link', { name: 'Resit' })).toBeNull();
  });

  it('says the marked result is final when a fail would leave no attempt', async () => {
    const { http } = fakeHttp({
      '/exam/auth/user/exam/paper/record/finish/examview': () => awaiting({ attemptsIfFailed: 0 }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(ExamResultPage, {
      path: '/account/exam/examSuccess?id=901',
      session,
      http,
      load: (h) => examResultData(h, { id: '901' }),
    });
    expect(
      await screen.findByText('最近一次试卷正在等待阅卷。已不能再次参加本考试，阅卷结果即为最终成绩。'),
    ).toBeInstanceOf(HTMLElement);
  });

  it('explains "attempts left 0" on the exam’s detail page as well', async () => {
    const { http } = fakeHttp({
      '/exam/auth/user/exam/task/record/view': () =>
        detail({ examStatus: 4, attemptsLeft: 0, attemptLimit: 3, attemptsUsed: 1 }),
      '/exam/auth/user/exam/task/record/current/user/count': () => ({
        assignedCount: 1,
        startedCount: 1,
        handedInCount: 1,
      }),
      '/exam/auth/user/exam/task/record/current/exam/rank': () => ({ list: [], mine: null, totalCount: 0 }),
      '/exam/auth/user/exam/paper/record/page': () => pageOf([{ ...record, state: 2, score: null }], 5),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(ExamDetailPage, {
      path: '/account/exam/detail?id=61',
      session,
      http,
      load: (h) => examDetailData(h, { id: '61' }),
    });
    expect(
      await screen.findByText(
        '最近一次试卷正在等待阅卷，阅卷前不能补考。如果阅卷结果为不及格，可以补考（还剩 2 次）。',
      ),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('0 次（共 3 次）')).toBeInstanceOf(HTMLElement);
  });
});

describe('the paper records page', () => {
  it('opens a handed-in paper’s result and lets an open one be continued', async () => {
    const { http, calls } = fakeHttp({
      '/exam/auth/user/exam/paper/record/page': () =>
        pageOf([
          { ...record, id: '902', state: 1, finishTime: null, finishReason: null, score: null },
          { ...record, score: 88 },
        ]),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(({ data }: { data: ExamRecordsData }) => <ExamRecordsPage examId="6" page={1} data={data} />, {
      path: '/account/exam/record?examId=6',
      session,
      http,
      load: (h) => examRecordsData(h, { examId: '6', page: 1 }),
    });

    const table = await screen.findByRole('table', { name: '考试记录' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('未交卷')).toBeInstanceOf(HTMLElement);
    expect(within(rows[1]!).getByRole('link', { name: '继续考试' }).getAttribute('href')).toBe(
      '/account/exam/examQuestion?id=6',
    );
    expect(within(rows[2]!).getByText('88 分')).toBeInstanceOf(HTMLElement);
    expect(
      within(rows[2]!)
        .getByRole('link', { name: /查看 .* 开始的试卷结果/ })
        .getAttribute('href'),
    ).toBe('/account/exam/examSuccess?id=901');
    expect(calls[0]?.payload).toEqual({ examId: '6', pageCurrent: 1, pageSize: 10 });
  });
});

describe('the paper records of every exam', () => {
  it('names the exam on each row', async () => {
    const { http, calls } = fakeHttp({
      '/exam/auth/user/exam/paper/record/page': () =>
        pageOf([
          { ...record, score: 88 },
          { ...record, id: '903', examId: '7', examName: '消防安全一分钟快测', score: 20 },
        ]),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(({ data }: { data: ExamRecordsData }) => <ExamRecordsPage page={1} data={data} />, {
      path: '/account/exam/record',
      session,
      http,
      load: (h) => examRecordsData(h, { page: 1 }),
    });

    const table = await screen.findByRole('table', { name: '考试记录' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getByRole('columnheader', { name: '考试' })).toBeInstanceOf(HTMLElement);
    expect(within(rows[1]!).getByRole('cell', { name: '2026 年度合规与安全综合测评' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(within(rows[2]!).getByRole('cell', { name: '消防安全一分钟快测' })).toBeInstanceOf(HTMLElement);
    expect(calls[0]?.payload).toEqual({ pageCurrent: 1, pageSize: 10 });
  });
});

describe('taking an exam', () => {
  const view = (): AttemptView => ({
    serverNow: Date.now(),
    deadlineAt: Date.now() + 40 * 60_000,
    record: { ...record, id: '905', state: 1, finishTime: null, finishReason: null, lastSeq: 0 },
    paper: {
      titleList: [
        {
          id: 's1',
          title: '一、单项选择题',
          problemList: [
            {
              id: '1',
              problemType: 1,
              problemContent: '<p>发现火情时，首先应当？</p>',
              score: 5,
              options: [
                { optionKey: 'A', content: '立即报警' },
                { optionKey: 'B', content: '收拾物品' },
              ],
              blankCount: 0,
              children: [],
            },
            {
              id: '2',
              problemType: 4,
              problemContent: '<p>火警电话是 ____。</p>',
              score: 5,
              options: [],
              blankCount: 1,
              children: [],
            },
          ],
        },
      ],
    },
    answers: [],
  });

  it('shows the rules, starts on request, saves answers, confirms what is missing and opens the result', async () => {
    window.localStorage.clear();
    const started = view();
    const { http, calls } = fakeHttp({
      '/exam/auth/user/exam/task/page': () => pageOf([detail({ switchLimit: 2 })]),
      '/exam/auth/user/exam/paper/record/getPaperRecord': () => ({ recordId: null }),
      '/exam/auth/user/exam/paper/record/start/exam': () => started,
      '/exam/auth/user/exam/paper/record/answer/save': (payload) => ({
        serverNow: Date.now(),
        deadlineAt: started.deadlineAt,
        lastSeq: Math.max(...(payload as { answers: { seq: number }[] }).answers.map((a) => a.seq)),
      }),
      '/exam/auth/user/exam/paper/record/finish/exam': () => resultOf({ record: { ...record, id: '905' } }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    const { router } = renderPage(() => <ExamTakingPage examId="6" />, {
      path: '/account/exam/examQuestion',
      alsoAt: ['/account/exam/examSuccess'],
      session,
      http,
    });

    // The last screen before the clock starts states the switch limit and whether answers will be shown.
    expect(await screen.findByText(/最多可离开考试页面 2 次/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('交卷后可查看答案与解析。')).toBeInstanceOf(HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: '开始答题' }));
    const group = await screen.findByRole('radiogroup', { name: /第 1 题/ });
    expect(screen.getByRole('timer', { name: '剩余时间' }).textContent).toMatch(/^(40:00|39:5\d)$/);
    fireEvent.click(within(group).getByRole('radio', { name: 'A. 立即报警' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已保存'));
    expect(calls.find((c) => c.path.endsWith('/answer/save'))?.payload).toEqual({
      recordId: '905',
      answers: [{ problemId: '1', answer: ['A'], seq: 1 }],
    });

    fireEvent.click(screen.getAllByRole('button', { name: '交卷' })[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: '确认交卷' });
    expect(within(confirm).getByText('共 2 题，还有 1 道未作答或未答完：')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(confirm).getByRole('button', { name: '第 2 题' }));
    const blank = await screen.findByRole('textbox', { name: '第 1 空' });
    fireEvent.change(blank, { target: { value: '119' } });

    fireEvent.click(screen.getAllByRole('button', { name: '交卷' })[0]!);
    const again = await screen.findByRole('alertdialog', { name: '确认交卷' });
    expect(within(again).getByText('所有题目均已作答。交卷后不能再修改答案，确定交卷吗？')).toBeInstanceOf(
      HTMLElement,
    );
    fireEvent.click(within(again).getByRole('button', { name: '确认交卷' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/exam/examSuccess'));
    expect(router.state.location.search).toEqual({ id: 905 });
    const saves = calls
      .filter((c) => c.path.endsWith('/answer/save'))
      .flatMap((c) => (c.payload as { answers: unknown[] }).answers);
    expect(saves).toContainEqual({ problemId: '2', answer: ['119'], seq: 2 });
    expect(calls.find((c) => c.path.endsWith('/finish/exam'))?.payload).toEqual({
      recordId: '905',
      reason: 1,
    });
  });
});
