// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NeedsRow, NeedsView } from '../../../../contract/training-needs';
import {
  NeedsForm as F,
  NeedsPriority as P,
  NeedsStatus as S,
  trainingNeedsRoutes,
} from '../../../../contract/training-needs.routes';
import { needsDraftKey } from '../../../../src/machines/training-needs/training-needs.actors';
import { ApiError } from '../../../../src/services/api-error';
import { needsData } from '../../../../src/ui/features/needs/needs-data';
import { NeedsPanel } from '../../../../src/ui/features/needs/needs-panel';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const PAGE = trainingNeedsRoutes.page.path;
const VIEW = trainingNeedsRoutes.view.path;
const EDIT = trainingNeedsRoutes.edit.path;

const row = (over: Partial<NeedsRow> = {}): NeedsRow => ({
  trainingNeedsId: '7',
  title: '2027 年度培训需求调研',
  description: '请勾选你最需要的内容。',
  startTime: '2027-01-01 09:00:00',
  endTime: '2027-01-31 18:00:00',
  status: S.open,
  topicCount: 2,
  submitted: 0,
  submitTime: null,
  ...over,
});

const view = (over: Partial<NeedsView> = {}): NeedsView => ({
  ...row(),
  topics: [
    { topicId: '11', topicName: '项目管理实战', description: '计划与复盘', courseId: null, courseName: null },
    {
      topicId: '12',
      topicName: '高效沟通',
      description: '',
      courseId: '5',
      courseName: '高效沟通与跨部门协作',
    },
  ],
  mine: null,
  ...over,
});

const page = (list: NeedsRow[]) => ({
  list,
  pageCurrent: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPage: 1,
});

async function open(handlers: Record<string, (payload: unknown) => unknown>, id?: string) {
  const { http, calls } = fakeHttp(handlers);
  const session = await startSession(demoSite, undefined, demoUser);
  renderPage(NeedsPanel, {
    path: '/account',
    session,
    http,
    load: (client) => needsData(client, { id, page: 1 }),
  });
  return { edits: () => calls.filter((c) => c.path === EDIT).map((c) => c.payload) };
}

afterEach(() => window.localStorage.clear());

describe('the training needs tab', { timeout: 20_000 }, () => {
  it('says plainly when the company collects nothing', async () => {
    await open({ [PAGE]: () => page([]) });
    expect(await screen.findByText('公司目前没有培训需求征集，有新的征集时会显示在这里。')).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('lists the collections with their state, window and what to do', async () => {
    await open({
      [PAGE]: () =>
        page([
          row(),
          row({
            trainingNeedsId: '8',
            title: '2026 年度培训需求调研',
            status: S.closed,
            submitted: 1,
            submitTime: '2026-01-05 10:00:00',
          }),
        ]),
    });
    const list = await screen.findByRole('list', { name: '培训需求征集' });
    const [open1, closed] = within(list).getAllByTestId('needs-row');
    expect(open1?.textContent).toContain('征集中');
    expect(open1?.textContent).toContain('未提交');
    expect(open1?.textContent).toContain('2027-01-01 09:00 至 2027-01-31 18:00');
    expect(
      within(open1 as HTMLElement)
        .getByRole('link', { name: '填写需求' })
        .getAttribute('href'),
    ).toBe('/account?change=9&id=7');
    expect(closed?.textContent).toContain('已截止');
    expect(closed?.textContent).toContain('我于 2026-01-05 10:00 提交');
    expect(within(closed as HTMLElement).getByRole('link', { name: '查看' })).toBeInstanceOf(HTMLElement);
  });

  it('keeps the form as typed when the gateway refuses, then shows what was submitted', async () => {
    let refuse = true;
    const submitted = view({
      submitted: 1,
      submitTime: '2027-01-10 09:30:00',
      mine: {
        choices: [{ topicId: '12', priority: P.high, form: F.online }],
        customs: [],
        remarks: '周四下午',
        submitTime: '2027-01-10 09:30:00',
      },
    });
    const { edits } = await open(
      {
        [VIEW]: () => (refuse ? view() : submitted),
        [EDIT]: () => {
          if (refuse) {
            refuse = false;
            throw new ApiError(999, '请至少勾选一个备选主题，或填写一项自己的需求');
          }
          return submitted;
        },
      },
      '7',
    );
    const form = await screen.findByRole('form', { name: '我的培训需求' });
    expect(within(form).getByRole('link', { name: '高效沟通与跨部门协作' }).getAttribute('href')).toBe(
      '/knowledge/course/5',
    );
    const remarks = within(form).getByRole('textbox', { name: '备注' });
    fireEvent.change(remarks, { target: { value: '周四下午' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交需求' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      '请至少勾选一个备选主题，或填写一项自己的需求',
    );
    expect((remarks as HTMLTextAreaElement).value).toBe('周四下午');
    // What was typed is kept in the browser for this person and collection.
    expect(JSON.parse(window.localStorage.getItem(needsDraftKey(demoUser.id, '7')) ?? '{}')).toMatchObject({
      remarks: '周四下午',
    });

    fireEvent.click(within(form).getByRole('checkbox', { name: /^高效沟通/ }));
    fireEvent.change(within(form).getByRole('combobox', { name: '高效沟通的优先级' }), {
      target: { value: '1' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: '高效沟通的培训形式' }), {
      target: { value: '1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '提交需求' }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('提交成功，感谢你的反馈！');
    expect(screen.getByTestId('needs-answer').textContent).toContain('高效沟通');
    expect(screen.getByTestId('needs-remarks').textContent).toBe('周四下午');
    expect(edits()).toEqual([
      { trainingNeedsId: '7', choices: [], customs: [], remarks: '周四下午' },
      {
        trainingNeedsId: '7',
        choices: [{ topicId: '12', priority: P.high, form: F.online }],
        customs: [],
        remarks: '周四下午',
      },
    ]);
    await waitFor(() => expect(window.localStorage.getItem(needsDraftKey(demoUser.id, '7'))).toBeNull());
    expect(screen.getByRole('button', { name: '修改需求' })).toBeInstanceOf(HTMLElement);
  });

  it('names a field’s problem by the field and sends nothing', async () => {
    const { edits } = await open({ [VIEW]: () => view() }, '7');
    const form = await screen.findByRole('form', { name: '我的培训需求' });
    fireEvent.click(within(form).getByRole('button', { name: '+ 添加一项' }));
    const own = within(form).getByRole('textbox', { name: '自填需求 1' });
    fireEvent.change(own, { target: { value: '项目管理实战' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交需求' }));
    expect(own.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(own);
    expect(within(form).getByText('这个主题已在备选主题中，请直接勾选')).toBeInstanceOf(HTMLElement);
    expect(edits()).toEqual([]);
  });

  it('shows a closed collection’s answer to read, and says when a collection is not there', async () => {
    await open(
      {
        [VIEW]: () =>
          view({
            status: S.closed,
            submitted: 1,
            mine: {
              choices: [{ topicId: '11', priority: P.low, form: F.offline }],
              customs: [{ topicName: '商务英语写作', priority: P.high, form: F.either }],
              remarks: '',
              submitTime: '2027-01-10 09:30:00',
            },
          }),
      },
      '7',
    );
    const answer = await screen.findByTestId('needs-answer');
    expect(answer.textContent).toContain('项目管理实战');
    expect(answer.textContent).toContain('商务英语写作');
    expect(screen.getByText('本次征集已于 2027-01-31 18:00 截止，需求不能再修改。')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: '修改需求' })).toBeNull();
  });

  it('says the gateway’s message, with a retry, for a collection it does not know', async () => {
    await open(
      {
        [VIEW]: () => {
          throw new ApiError(999, '培训需求征集不存在或未发布');
        },
      },
      '99',
    );
    expect(await screen.findByText('培训需求征集不存在或未发布')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: '重试' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '← 全部培训需求' })).toBeInstanceOf(HTMLElement);
  });
});
