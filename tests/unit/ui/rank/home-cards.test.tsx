// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/services/api-error';
import { AnnouncementsCard } from '../../../../src/ui/features/home/announcements-card';
import { MessagesCard } from '../../../../src/ui/features/home/messages-card';
import { announcementsData, unreadMessagesData } from '../../../../src/ui/features/home/home-data';
import { rankTopsData } from '../../../../src/ui/features/rank/rank-data';
import { RankTopsCard } from '../../../../src/ui/features/rank/rank-tops-card';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const emptyPage = { list: [], pageCurrent: 1, pageSize: 5, totalCount: 0, totalPage: 0 };

describe('the home cards', () => {
  it('says so when there are no unread messages, and asks only for unread ones', async () => {
    const { http, calls } = fakeHttp({ '/user/auth/user/msg/notice/page': () => emptyPage });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(MessagesCard, { path: '/home', session, http, load: unreadMessagesData });

    expect(await screen.findByText('没有未读消息')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(/条未读/)).toBeNull();
    expect(calls.map((c) => c.payload)).toEqual([{ pageCurrent: 1, pageSize: 5, isRead: 0 }]);
  });

  it('shows a failed announcement load with a retry, then the list linking to each announcement', async () => {
    let failures = 1;
    const { http } = fakeHttp({
      '/user/auth/announcement/record/page': () => {
        if (failures-- > 0) throw new ApiError(500, '公告加载失败');
        return {
          ...emptyPage,
          totalCount: 1,
          list: [
            {
              id: '42',
              title: '年度培训通知',
              summary: '',
              publisher: '人力资源部',
              publishTime: '2026-11-20 09:05:33',
              isRead: 0,
              isAdmire: 0,
              admireCount: 0,
              commentCount: 0,
            },
          ],
        };
      },
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(AnnouncementsCard, { path: '/home', session, http, load: announcementsData });

    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    const link = await screen.findByRole('link', { name: /年度培训通知/ });
    expect(link.getAttribute('href')).toBe('/account?change=6&id=42');
    expect(within(link).getByText('（未读）')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('2026-11-20 09:05')).toBeInstanceOf(HTMLElement);
  });

  it('asks each board for its top three', async () => {
    const top = () => ({
      ...emptyPage,
      pageSize: 3,
      totalCount: 1,
      list: [{ rank: 1, userId: '9', name: '刘洋', headPortrait: '', value: 74.5, department: '市场部' }],
    });
    const { http, calls } = fakeHttp({
      '/user/auth/user/integral/rank/page': top,
      '/user/auth/user/credit/hour/rank/page': top,
      '/user/auth/user/certificate/rank/page': top,
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(RankTopsCard, { path: '/home', session, http, load: rankTopsData });

    expect(await screen.findByText('74.5 学时')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('75 分')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('75 本')).toBeInstanceOf(HTMLElement);
    expect(calls.map((c) => c.payload)).toEqual([
      { pageCurrent: 1, pageSize: 3 },
      { pageCurrent: 1, pageSize: 3 },
      { pageCurrent: 1, pageSize: 3 },
    ]);
  });
});
