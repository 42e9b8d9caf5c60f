// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementRecord, MsgNotice } from '../../../../contract/notice';
import { ApiError } from '../../../../src/services/api-error';
import { AnnouncementsPanel } from '../../../../src/ui/features/account/announcements-panel';
import { MessagesPanel } from '../../../../src/ui/features/account/messages-panel';
import { announcementsData, messagesData } from '../../../../src/ui/features/account/read-list-data';
import { readAccountSearch } from '../../../../src/ui/pages/account-search';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const toasts = vi.hoisted(() => [] as { kind: string; text: string }[]);
vi.mock('../../../../src/ui/kit/app/toaster', () => ({
  showToast: (kind: string, text: string) => toasts.push({ kind, text }),
}));
beforeEach(() => {
  toasts.length = 0;
});

const MSG = {
  page: '/user/auth/user/msg/notice/page',
  count: '/user/auth/user/msg/notice/collect/count',
  read: '/user/auth/user/msg/notice/batch/read',
  remove: '/user/auth/user/msg/notice/batch/delete',
};

function message(id: string, isRead: 0 | 1): MsgNotice {
  return {
    id,
    msgTitle: `消息 ${id}`,
    msgContent: '内容',
    msgType: 1,
    isRead,
    gmtCreate: '2026-11-20 09:05:33',
  };
}

const page = <T,>(list: T[], totalPage = 1) => ({
  list,
  pageCurrent: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPage,
});

async function messagesPanel(num?: number, writes: Partial<Record<'read' | 'remove', () => unknown>> = {}) {
  const { http, calls } = fakeHttp({
    [MSG.page]: () => page([message('11', 0), message('12', 1), message('13', 0)], 3),
    [MSG.count]: () => ({ totalCount: 30, unreadCount: 12, readCount: 18 }),
    [MSG.read]: writes.read ?? (() => ({ count: 1 })),
    [MSG.remove]: writes.remove ?? (() => ({ count: 2 })),
  });
  const session = await startSession(demoSite, undefined, demoUser);
  const { router } = renderPage(MessagesPanel, {
    path: num === undefined ? '/account?change=5' : `/account?change=5&num=${num}`,
    session,
    http,
    // The account route's read of the messages tab, from the address.
    load: (h, search) => {
      const { num: linked, filter, page } = readAccountSearch(search);
      return messagesData(h, { num: linked, filter: filter ?? 'all', page: page ?? 1 });
    },
  });
  await screen.findByRole('list', { name: '消息列表' });
  await screen.findByRole('button', { name: '未读（12）' });
  return {
    router,
    user: userEvent.setup({ delay: null }),
    of: (path: string) => calls.filter((c) => c.path === path).map((c) => c.payload),
  };
}

describe('the account centre lists', () => {
  it('asks for the page size that holds the linked count, then filters from page 1 again', async () => {
    const { of, router } = await messagesPanel(15);
    expect(of(MSG.page)).toEqual([{ pageCurrent: 1, pageSize: 20 }]);

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(of(MSG.page).at(-1)).toEqual({ pageCurrent: 2, pageSize: 20 }));
    // The page lives in the address, with the linked count kept.
    expect(router.state.location.search).toEqual({ change: 5, num: 15, page: 2 });
    fireEvent.click(screen.getByRole('button', { name: '未读（12）' }));
    await waitFor(() => expect(of(MSG.page).at(-1)).toEqual({ pageCurrent: 1, pageSize: 20, isRead: 0 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '未读（12）' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(router.state.location.search).toEqual({ change: 5, num: 15, filter: 'unread' });
  });

  it('marks the chosen rows read, then reloads the page and the counts with nothing selected', async () => {
    const { user, of } = await messagesPanel();
    await user.click(screen.getByLabelText('选择：消息 13'));
    await user.click(screen.getByLabelText('选择：消息 11'));
    // The checkbox state settles after the click's events; wait for the count to follow it.
    const markRead = await screen.findByRole('button', { name: '标为已读（2）' });
    fireEvent.click(markRead);

    // Page order, not click order.
    expect(of(MSG.read)).toEqual([{ ids: ['11', '13'] }]);
    await waitFor(() => expect(of(MSG.page)).toHaveLength(2));
    await waitFor(() => expect(of(MSG.count)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: '标为已读（0）' })).toHaveProperty('disabled', true);
  });

  it('deletes the chosen rows only after the confirmation', async () => {
    const { user, of } = await messagesPanel();
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    fireEvent.click(await screen.findByRole('button', { name: '删除（3）' }));

    const dialog = await screen.findByRole('alertdialog', { name: '确认删除' });
    expect(within(dialog).getByText('确定删除选中的 3 条消息吗？删除后不可恢复。')).toBeDefined();
    expect(of(MSG.remove)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(of(MSG.remove)).toEqual([{ ids: '11,12,13' }]);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', text: '已删除 2 条，操作成功' }]));
    await waitFor(() => expect(of(MSG.page)).toHaveLength(2));
  });

  it('says how many were marked read', async () => {
    const { user } = await messagesPanel();
    await user.click(screen.getByLabelText('选择：消息 12'));
    fireEvent.click(await screen.findByRole('button', { name: '标为已读（1）' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', text: '已将 1 条标为已读，操作成功' }]));
  });

  it('keeps the selection and says why when a delete fails, without reading the page again', async () => {
    const { user, of } = await messagesPanel(undefined, {
      remove: () => {
        throw new ApiError(999, '消息已被删除');
      },
    });
    await user.click(screen.getByLabelText('选择：消息 11'));
    fireEvent.click(await screen.findByRole('button', { name: '删除（1）' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认删除' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));

    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: '删除失败！消息已被删除' }]));
    expect(of(MSG.remove)).toEqual([{ ids: '11' }]);
    expect(await screen.findByRole('button', { name: '删除（1）' })).toHaveProperty('disabled', false);
    expect(of(MSG.page)).toHaveLength(1);
  });

  it('says the operation failed when marking read fails', async () => {
    const { user } = await messagesPanel(undefined, {
      read: () => {
        throw new ApiError(999, '');
      },
    });
    await user.click(screen.getByLabelText('选择：消息 13'));
    fireEvent.click(await screen.findByRole('button', { name: '标为已读（1）' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: '操作失败！' }]));
    expect(screen.getByRole('button', { name: '标为已读（1）' })).toBeDefined();
  });

  it('marks every announcement read and says when there are none on the page', async () => {
    const { http, calls } = fakeHttp({
      '/user/auth/announcement/record/page': () => page<AnnouncementRecord>([]),
      '/user/auth/announcement/record/read/count': () => ({ totalCount: 4, unreadCount: 4, readCount: 0 }),
      '/user/auth/announcement/record/batch/read': () => ({ count: 4 }),
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(AnnouncementsPanel, {
      path: '/account?change=6',
      session,
      http,
      load: (h) => announcementsData(h, { filter: 'all', page: 1 }),
    });

    expect(await screen.findByText('暂无公告')).toBeDefined();
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(calls.filter((c) => c.path.endsWith('/batch/read')).map((c) => c.payload)).toEqual([{ all: 1 }]);
    expect(calls.find((c) => c.path.endsWith('/record/page'))?.payload).toEqual({
      pageCurrent: 1,
      pageSize: 10,
    });
  });
});
