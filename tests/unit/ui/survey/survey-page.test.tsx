// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SurveyView } from '../../../../contract/survey';
import { draftKey } from '../../../../src/machines/survey/survey.actors';
import { ApiError } from '../../../../src/services/api-error';
import { SurveyPage } from '../../../../src/ui/features/survey/survey-page';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const VIEW = '/exam/auth/user/investigate/view';
const SUBMIT = '/exam/auth/user/investigate/answer/submit';

const survey = (over: Partial<SurveyView> = {}): SurveyView => ({
  id: '7',
  title: '培训满意度调查',
  description: '匿名填写，大约需要 3 分钟。',
  anonymous: 1,
  startTime: '2026-11-01 09:00:00',
  endTime: '2026-12-01 18:00:00',
  closed: 0,
  answered: 0,
  submitTime: null,
  questions: [
    {
      id: '1',
      questionType: 1,
      title: '主要参加了哪类培训？',
      required: 1,
      options: [
        { optionKey: 'A', content: '信息安全' },
        { optionKey: 'B', content: '入职培训' },
      ],
    },
    {
      id: '2',
      questionType: 2,
      title: '哪些方面需要改进？',
      required: 0,
      options: [
        { optionKey: 'A', content: '课程内容' },
        { optionKey: 'B', content: '讲师' },
        { optionKey: 'C', content: '时间安排' },
      ],
      minChoices: 1,
      maxChoices: 2,
    },
    {
      id: '3',
      questionType: 4,
      title: '整体满意度',
      required: 1,
      scaleMax: 5,
      lowLabel: '很差',
      highLabel: '很好',
    },
    { id: '4', questionType: 3, title: '还有什么建议？', required: 0, maxLength: 20 },
  ],
  answers: [],
  ...over,
});

async function open(
  view: () => unknown,
  submit: () => unknown = () => ({ submitTime: '2026-11-21 10:00:00' }),
) {
  const { http, calls } = fakeHttp({ [VIEW]: view, [SUBMIT]: submit });
  const session = await startSession(demoSite, undefined, demoUser);
  renderPage(() => <SurveyPage id="7" />, { path: '/investigate/view', session, http });
  return {
    submits: () => calls.filter((c) => c.path === SUBMIT).map((c) => c.payload),
  };
}

const group = (name: RegExp) => screen.getByRole('group', { name });
const checked = (el: HTMLElement) => (el as HTMLInputElement).checked;
const disabled = (el: HTMLElement) => (el as HTMLInputElement | HTMLButtonElement).disabled;

afterEach(() => window.localStorage.clear());

describe('the survey page', { timeout: 20_000 }, () => {
  it('names what is missing, moves to it, and submits once everything is answered', async () => {
    const { submits } = await open(() => survey());
    await screen.findByRole('heading', { level: 1, name: '培训满意度调查' });

    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    expect((await screen.findByRole('alert')).textContent).toContain('还有 2 道题需要处理');
    const first = group(/^1\. 主要参加了哪类培训？/);
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(within(first).getByText('这是必答题，请作答')).toBeInstanceOf(HTMLElement);
    expect(submits()).toEqual([]);

    fireEvent.click(within(first).getByRole('radio', { name: '入职培训' }));
    expect(within(first).queryByText('这是必答题，请作答')).toBeNull();
    const many = group(/^2\. 哪些方面需要改进？/);
    for (const name of ['讲师', '时间安排', '课程内容'])
      fireEvent.click(within(many).getByRole('checkbox', { name }));
    fireEvent.click(within(group(/^3\. 整体满意度/)).getByRole('radio', { name: '4 分' }));
    fireEvent.change(within(group(/^4\. 还有什么建议？/)).getByRole('textbox'), {
      target: { value: ' 多些案例 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(within(many).getByText('最多只能选择 2 项')).toBeInstanceOf(HTMLElement);
    expect(document.activeElement).toBe(many);

    fireEvent.click(within(many).getByRole('checkbox', { name: '课程内容' }));
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('感谢你的参与！');
    expect(thanks.textContent).toContain('2026-11-21 10:00:00');
    expect(within(thanks).getByRole('link', { name: '查看结果' }).getAttribute('href')).toBe(
      '/investigate/analyze/7',
    );
    expect(submits()).toEqual([
      {
        id: '7',
        answers: [
          { questionId: '1', optionKeys: ['B'] },
          { questionId: '2', optionKeys: ['B', 'C'] },
          { questionId: '3', rating: 4 },
          { questionId: '4', text: '多些案例' },
        ],
      },
    ]);
    expect(screen.queryByRole('button', { name: '提交问卷' })).toBeNull();
    expect(disabled(within(first).getByRole('radio', { name: '入职培训' }))).toBe(true);
    expect(window.localStorage.getItem(draftKey(demoUser.id, '7'))).toBeNull();
  });

  it('keeps answers in a draft of this person and survey, and restores them on the next visit', async () => {
    window.localStorage.setItem(draftKey(demoUser.id, '7'), JSON.stringify({ '1': { optionKeys: ['A'] } }));
    window.localStorage.setItem(draftKey('someone-else', '7'), JSON.stringify({ '3': { rating: 1 } }));
    await await open(() => survey());
    const first = await screen.findByRole('group', { name: /^1\. 主要参加了哪类培训？/ });
    expect(checked(within(first).getByRole('radio', { name: '信息安全' }))).toBe(true);
    expect(checked(within(group(/^3\. 整体满意度/)).getByRole('radio', { name: '1 分：很差' }))).toBe(false);

    fireEvent.click(within(group(/^3\. 整体满意度/)).getByRole('radio', { name: '5 分：很好' }));
    expect(JSON.parse(window.localStorage.getItem(draftKey(demoUser.id, '7')) ?? '{}')).toEqual({
      '1': { optionKeys: ['A'] },
      '3': { rating: 5 },
    });
  });

  it('shows a failed submission next to the form and keeps every answer', async () => {
    const { submits } = await open(
      () => survey(),
      () => {
        throw new ApiError(999, '你已提交过这份问卷，每人只能提交一次');
      },
    );
    const first = await screen.findByRole('group', { name: /^1\. 主要参加了哪类培训？/ });
    fireEvent.click(within(first).getByRole('radio', { name: '信息安全' }));
    fireEvent.click(within(group(/^3\. 整体满意度/)).getByRole('radio', { name: '2 分' }));
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    expect((await screen.findByRole('alert')).textContent).toContain('你已提交过这份问卷，每人只能提交一次');
    expect(submits()).toHaveLength(1);
    expect(checked(within(first).getByRole('radio', { name: '信息安全' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: '提交问卷' }))).toBe(false);
  });

  it('opens a submitted survey read-only with the caller’s answers and the way to the results', async () => {
    await open(() =>
      survey({
        answered: 1,
        submitTime: '2026-11-20 08:00:00',
        answers: [
          { questionId: '1', optionKeys: ['B'] },
          { questionId: '3', rating: 3 },
          { questionId: '4', text: '很好' },
        ],
      }),
    );
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('你已提交这份问卷');
    expect(note.textContent).toContain('2026-11-20 08:00:00');
    const first = group(/^1\. 主要参加了哪类培训？/);
    expect(checked(within(first).getByRole('radio', { name: '入职培训' }))).toBe(true);
    expect(disabled(within(first).getByRole('radio', { name: '入职培训' }))).toBe(true);
    expect((within(group(/^4\. 还有什么建议？/)).getByRole('textbox') as HTMLTextAreaElement).value).toBe(
      '很好',
    );
    expect(
      within(group(/^4\. 还有什么建议？/))
        .getByRole('textbox')
        .hasAttribute('readonly'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: '提交问卷' })).toBeNull();
  });

  it('says when a survey has closed without taking answers', async () => {
    await open(() => survey({ closed: 1 }));
    expect(await screen.findByText('这份问卷已于 2026-12-01 18:00:00 截止，不能再提交答卷。')).toBeInstanceOf(
      HTMLElement,
    );
    expect(
      disabled(within(group(/^1\. 主要参加了哪类培训？/)).getByRole('radio', { name: '信息安全' })),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: '提交问卷' })).toBeNull();
  });

  it('offers to load again when the survey cannot be read', async () => {
    let attempts = 0;
    await await open(() => {
      attempts += 1;
      if (attempts === 1) throw new ApiError(999, '问卷不存在或未分配给你');
      return survey();
    });
    expect((await screen.findByRole('alert')).textContent).toContain('问卷不存在或未分配给你');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: '培训满意度调查' })).toBeInstanceOf(HTMLElement),
    );
  });
});
