// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RankItem } from '../../../../contract/rank';
import { ApiError } from '../../../../src/services/api-error';
import type { HttpClient } from '../../../../src/services/http';
import { readRankSearch } from '../../../../src/ui/features/rank/rank-boards';
import { rankPageData } from '../../../../src/ui/features/rank/rank-data';
import { RankPage } from '../../../../src/ui/features/rank/rank-page';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const PEOPLE: RankItem[] = Array.from({ length: 12 }, (_, i) => ({
  rank: i + 1,
  userId: String(500 + i),
  name: `同事${i + 1}`,
  headPortrait: '',
  value: 3000 - i * 100,
  department: '研发中心',
}));

function pageOf(payload: unknown) {
  const { pageCurrent, pageSize } = payload as { pageCurrent: number; pageSize: number };
  const list = PEOPLE.slice((pageCurrent - 1) * pageSize, pageCurrent * pageSize);
  return { list, pageCurrent, pageSize, totalCount: PEOPLE.length, totalPage: 2 };
}

const mine = { ...PEOPLE[10]!, totalCount: PEOPLE.length };

/** The page's loader reads every board; these tests look at the points board and leave the others empty. */
const otherBoards = {
  '/user/auth/user/credit/hour/rank/page': () => ({
    list: [],
    pageCurrent: 1,
    pageSize: 10,
    totalCount: 0,
    totalPage: 0,
  }),
  '/user/auth/user/credit/hour/rank/current': () => mine,
  '/user/auth/user/certificate/rank/page': () => ({
    list: [],
    pageCurrent: 1,
    pageSize: 10,
    totalCount: 0,
    totalPage: 0,
  }),
  '/user/auth/user/certificate/rank/current': () => mine,
};

const load = (http: HttpClient, search: Record<string, unknown>) =>
  rankPageData(http, readRankSearch(search));

describe('the ranking page', { timeout: 30_000 }, () => {
  it('pages through the points board and highlights my own row', async () => {
    const { http, calls } = fakeHttp({
      '/user/auth/user/integral/rank/page': pageOf,
      '/user/auth/user/integral/rank/current': () => mine,
      ...otherBoards,
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(RankPage, { path: '/home/rank', session, http, load });

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('第 11 名 · 共 12 人')).toBeInstanceOf(HTMLElement);
    expect(within(list).queryByText('我')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('同事12');
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const own = rows.find((row) => row.getAttribute('aria-current') === 'true');
    expect(own && within(own).getByText('同事11')).toBeInstanceOf(HTMLElement);
    expect(own && within(own).getByText('我')).toBeInstanceOf(HTMLElement);
    expect(own && within(own).getByText('2,000 分')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('第 2 / 2 页')).toBeInstanceOf(HTMLElement);
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      calls.filter((c) => c.path === '/user/auth/user/integral/rank/page').map((c) => c.payload),
    ).toEqual([
      { pageCurrent: 1, pageSize: 10 },
      { pageCurrent: 2, pageSize: 10 },
    ]);
  });

  it('shows a failure with a retry that loads again', async () => {
    let failures = 1;
    const { http } = fakeHttp({
      '/user/auth/user/integral/rank/page': (payload) => {
        if (failures-- > 0) throw new ApiError(500, '服务繁忙');
        return pageOf(payload);
      },
      '/user/auth/user/integral/rank/current': () => mine,
      ...otherBoards,
    });
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(RankPage, { path: '/home/rank', session, http, load });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('服务繁忙')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
