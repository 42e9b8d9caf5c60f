// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfflineCourseView } from '../../../../contract/offline';
import type { AssessUserRow, Assessment, OfflineFile } from '../../../../contract/offline-review';
import { LecturerReview } from '../../../../src/ui/features/offline/lecturer-review';
import {
  lecturerReviewData,
  type LecturerReviewData,
  type TeachSearch,
} from '../../../../src/ui/features/offline/lecturer-review-data';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const course: OfflineCourseView = {
  courseId: '61',
  courseName: '班组安全管理面授课',
  cover: '',
  introduce: '',
  categoryName: '安全生产',
  lecturerName: '陈立',
  lecturerId: '3',
  place: '一号楼 301',
  creditHour: 4,
  lateGraceMinutes: 10,
  anonymousEvaluation: 1,
  enrolled: 0,
  canEnrol: 0,
  teaching: 1,
  learnerCount: 2,
  sessions: [],
  mine: { sessions: 0, present: 0, late: 0, absent: 0, leave: 0, none: 0 },
};

const figures = { sessions: 3, present: 2, late: 1, absent: 0, leave: 0, none: 0 };
const rows: AssessUserRow[] = [
  {
    userId: '1001',
    userName: '林晓',
    empNo: 'E0001',
    department: '生产一部',
    figures,
    result: 0,
    score: null,
    gmtAssessed: null,
  },
  {
    userId: '1002',
    userName: '王芳',
    empNo: 'E0002',
    department: '生产二部',
    figures: { ...figures, late: 0, present: 3 },
    result: 1,
    score: 92,
    gmtAssessed: '2026-06-10 16:00:00',
  },
];

const listOf = (list: AssessUserRow[]) => ({
  list,
  pageCurrent: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPage: 1,
  assessedCount: 1,
  learnerCount: 2,
  passScore: 60,
});

const saved = (score: number, comment: string): Assessment => ({
  courseId: '61',
  courseName: course.courseName,
  userId: '1001',
  userName: '林晓',
  result: score >= 60 ? 1 : 2,
  score,
  passScore: 60,
  comment,
  assessorName: '陈立',
  gmtAssessed: '2026-06-11 10:00:00',
  attachments: [],
});

const file = (fileId: string, fileName: string): OfflineFile => ({
  fileId,
  fileName,
  fileSize: 20480,
  mimeType: 'application/pdf',
  gmtCreate: '2026-06-01 09:00:00',
});

async function open(handlers: Record<string, (payload: unknown) => unknown> = {}) {
  const { http, calls } = fakeHttp({
    '/course/auth/offline/assess/user/list': () => listOf(rows),
    ...handlers,
  });
  const session = await startSession(demoSite, undefined, { ...demoUser, userType: 2 });
  // The sections' address is read as the course page's route reads it.
  renderPage<LecturerReviewData>(({ data }) => <LecturerReview course={course} data={data} />, {
    path: '/knowledge/offcourse/61',
    session,
    http,
    load: (h, search) => lecturerReviewData(h, '61', search as TeachSearch),
  });
  return { payloads: (p: string) => calls.filter((c) => c.path === p).map((c) => c.payload) };
}

describe('the lecturer’s sections of a classroom course', { timeout: 30_000 }, () => {
  it('lists the learners with attendance and result, filters and searches them', async () => {
    const { payloads } = await open();
    const list = await screen.findByRole('list', { name: '课程学员' });
    const lin = within(list).getByRole('listitem', { name: '林晓' });
    expect(within(lin).getByText('工号 E0001')).toBeInstanceOf(HTMLElement);
    expect(within(lin).getByText('出勤 3/3 次')).toBeInstanceOf(HTMLElement);
    expect(within(lin).getByTestId('assess-result').textContent).toBe('待评定');
    const wang = within(list).getByRole('listitem', { name: '王芳' });
    expect(within(wang).getByTestId('assess-score').textContent).toBe('92');
    expect(screen.getByText('1 / 2')).toBeInstanceOf(HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: '未评定' }));
    await waitFor(() => expect(payloads('/course/auth/offline/assess/user/list')).toHaveLength(2));
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索学员' }), { target: { value: ' 林 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(payloads('/course/auth/offline/assess/user/list')).toHaveLength(3));
    expect(payloads('/course/auth/offline/assess/user/list')).toEqual([
      { courseId: '61', pageCurrent: 1, pageSize: 10 },
      { courseId: '61', pageCurrent: 1, pageSize: 10, assessed: 0 },
      { courseId: '61', pageCurrent: 1, pageSize: 10, assessed: 0, keyword: '林' },
    ]);
  });

  it('an out-of-range score is caught before sending, keeping the comment; a valid one saves', async () => {
    const { payloads } = await open({
      '/course/auth/offline/assess/save': (p) => {
        const { score, comment } = p as { score: number; comment: string };
        return saved(score, comment);
      },
    });
    const list = await screen.findByRole('list', { name: '课程学员' });
    fireEvent.click(within(list).getByRole('button', { name: '评定林晓' }));
    const dialog = await screen.findByRole('dialog', { name: '评定 · 林晓' });
    const score = within(dialog).getByRole('textbox', { name: /成绩/ });
    fireEvent.change(score, { target: { value: '120' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '评语' }), {
      target: { value: '现场演练积极' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存评定' }));
    expect(await within(dialog).findByText('请输入 0 到 100 之间的整数')).toBeInstanceOf(HTMLElement);
    expect((within(dialog).getByRole('textbox', { name: '评语' }) as HTMLTextAreaElement).value).toBe(
      '现场演练积极',
    );
    expect(payloads('/course/auth/offline/assess/save')).toEqual([]);

    fireEvent.change(score, { target: { value: '86' } });
    expect(within(dialog).getByText('合格')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存评定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(payloads('/course/auth/offline/assess/save')).toEqual([
      { courseId: '61', userId: '1001', score: 86, comment: '现场演练积极', fileIds: [] },
    ]);
    // The list is read again with the new result.
    await waitFor(() => expect(payloads('/course/auth/offline/assess/user/list')).toHaveLength(2));
  });

  it('an assessed learner’s form opens with the assessment read', async () => {
    const { payloads } = await open({
      '/course/auth/offline/assess/view': () => ({
        ...saved(92, '表现优秀'),
        userId: '1002',
        userName: '王芳',
      }),
    });
    const list = await screen.findByRole('list', { name: '课程学员' });
    fireEvent.click(within(list).getByRole('button', { name: '修改对王芳的评定' }));
    const dialog = await screen.findByRole('dialog', { name: '评定 · 王芳' });
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /成绩/ }) as HTMLInputElement).value).toBe('92'),
    );
    expect((within(dialog).getByRole('textbox', { name: '评语' }) as HTMLTextAreaElement).value).toBe(
      '表现优秀',
    );
    expect(payloads('/course/auth/offline/assess/view')).toEqual([{ courseId: '61', userId: '1002' }]);
  });

  it('shows the evaluations received: figures, spread with its table, nameless learners', async () => {
    await open({
      '/course/auth/offline/evaluate/count': () => ({ learners: 2, evaluated: 1, pending: 1 }),
      '/course/auth/offline/evaluation/course/page': () => ({
        courseId: '61',
        courseName: course.courseName,
        evaluated: 1,
        learners: 2,
        average: 4.5,
        courseAverage: 4,
        lecturerAverage: 5,
        questions: [
          {
            questionId: '1',
            target: 1,
            title: '课程内容实用',
            average: 4,
            answered: 1,
            distribution: [0, 0, 0, 1, 0],
          },
          {
            questionId: '2',
            target: 2,
            title: '讲解清楚',
            average: 5,
            answered: 1,
            distribution: [0, 0, 0, 0, 1],
          },
        ],
      }),
      '/course/auth/offline/evaluation/user/list': () => ({
        list: [
          {
            evaluationId: '9',
            userName: '',
            average: 4.5,
            answers: [
              { questionId: '1', score: 4 },
              { questionId: '2', score: 5 },
              { questionId: '3', text: '案例很贴近现场' },
            ],
            gmtSubmitted: '2026-06-12 09:00:00',
          },
        ],
        pageCurrent: 1,
        pageSize: 10,
        totalCount: 1,
        totalPage: 1,
        anonymous: 1,
        questions: [
          { questionId: '1', target: 1, kind: 1, title: '课程内容实用', required: 1 },
          { questionId: '2', target: 2, kind: 1, title: '讲解清楚', required: 1 },
          { questionId: '3', target: 1, kind: 2, title: '建议', required: 0 },
        ],
      }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: '收到的评价' }));
    const figures = await screen.findByTestId('evaluation-figures');
    expect(within(figures).getByText('4.5')).toBeInstanceOf(HTMLElement);
    expect(within(figures).getByText('5.0')).toBeInstanceOf(HTMLElement);
    const table = screen.getByRole('table', { name: /“讲解清楚”的评分分布/ });
    const five = within(table).getByRole('row', { name: /5 分/ });
    expect(five.textContent).toContain('100%');
    expect(await screen.findByText('匿名学员')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('案例很贴近现场')).toBeInstanceOf(HTMLElement);
  });

  it('keeps the course’s files: removing one saves the rest', async () => {
    const { payloads } = await open({
      '/course/auth/offline/content/attachment/list': () => [file('1', '讲义.pdf'), file('2', '案例.pdf')],
      '/course/auth/offline/attachment/save': () => [file('2', '案例.pdf')],
    });
    fireEvent.click(await screen.findByRole('tab', { name: '课程附件' }));
    const files = await screen.findByRole('list', { name: '课程附件' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(files).getByRole('button', { name: '移除“讲义.pdf”' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(within(files).getAllByRole('listitem')).toHaveLength(1));
    expect(payloads('/course/auth/offline/attachment/save')).toEqual([{ courseId: '61', fileIds: ['2'] }]);
  });
});
