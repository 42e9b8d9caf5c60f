// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RegistrationsPage } from '../../../../src/ui/features/crm/registrations-page';
import {
  registrationsData,
  type RegistrationsData,
} from '../../../../src/ui/features/crm/registrations-data';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const PAGE = '/user/admin/user/register/page';
const APPROVE = '/user/admin/user/register/approve';
const AUDIT = '/user/admin/user/register/audit';

function application(id: string, name: string) {
  return {
    id,
    name,
    phone: '138****0002',
    empNo: '',
    enterpriseName: '星河科技',
    status: 1 as const,
    reason: '',
    gmtCreate: '2026-11-20 09:05:33',
  };
}

function AwaitingQueue({ data }: { data: RegistrationsData }) {
  return <RegistrationsPage status={1} page={1} data={data} />;
}

async function awaitingQueue() {
  const { http, calls } = fakeHttp({
    [PAGE]: () => ({
      list: [application('31', '周一'), application('32', '吴二'), application('33', '郑三')],
      pageCurrent: 1,
      pageSize: 10,
      totalCount: 3,
      totalPage: 1,
    }),
    [APPROVE]: (payload) => ({ approved: (payload as { ids: string[] }).ids.length }),
    [AUDIT]: () => null,
  });
  const session = await startSession(demoSite, undefined, { ...demoUser, isAdmin: 1 });
  renderPage(AwaitingQueue, {
    path: '/crm/registrations',
    session,
    http,
    load: (h) => registrationsData(h, { status: 1, page: 1 }),
  });
  await screen.findByRole('table', { name: '注册申请' });
  return {
    user: userEvent.setup({ delay: null }),
    of: (path: string) => calls.filter((c) => c.path === path).map((c) => c.payload),
  };
}

const selectAll = () => screen.getByRole('checkbox', { name: '选择本页全部待审核申请' });

describe('the registrations queue', () => {
  it('selects awaiting applications one by one or all at once', async () => {
    const { user } = await awaitingQueue();
    await user.click(screen.getByLabelText('选择 郑三 的申请'));
    expect(await screen.findByText('已选择 1 项')).toBeDefined();
    await waitFor(() => expect((selectAll() as HTMLInputElement).indeterminate).toBe(true));

    await user.click(selectAll());
    expect(await screen.findByText('已选择 3 项')).toBeDefined();
    await user.click(selectAll());
    expect(await screen.findByText('已选择 0 项')).toBeDefined();
    expect(screen.getByRole('button', { name: '批量通过' })).toHaveProperty('disabled', true);
  });

  it('approves the selected applications in page order, then reloads with nothing selected', async () => {
    const { user, of } = await awaitingQueue();
    await user.click(screen.getByLabelText('选择 郑三 的申请'));
    await user.click(screen.getByLabelText('选择 周一 的申请'));
    expect(await screen.findByText('已选择 2 项')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
    await waitFor(() => expect(of(APPROVE)).toEqual([{ ids: ['31', '33'] }]));
    expect(await screen.findByText('已通过 2 份申请')).toBeDefined();
    await waitFor(() => expect(of(PAGE)).toHaveLength(2));
    expect(await screen.findByText('已选择 0 项')).toBeDefined();
    expect(screen.getByRole('button', { name: '批量通过' })).toHaveProperty('disabled', true);
  });

  it('opens the refusal dialog, whose code loads on the way, and sends the reason given', async () => {
    const { user, of } = await awaitingQueue();
    await user.click(screen.getByRole('button', { name: '不通过 吴二 的申请' }));
    const dialog = await screen.findByRole('dialog', { name: '不通过 吴二 的注册申请' });
    const reason = within(dialog).getByRole('textbox', { name: /不通过的原因/ });
    await user.type(reason, '请使用公司登记的手机号');
    await user.click(within(dialog).getByRole('button', { name: '确认不通过' }));
    await waitFor(() =>
      expect(of(AUDIT)).toEqual([{ id: '32', status: 3, reason: '请使用公司登记的手机号' }]),
    );
    expect(await screen.findByText('已标记为不通过，申请人查询时会看到原因')).toBeDefined();
  });
});
