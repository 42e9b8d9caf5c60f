import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { HttpClient } from '../../../services/http';
import { useHttp } from '../../kit/app/app-services';
import { useSettled } from '../../kit/app/route-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import type { ReadListData } from './read-list-data';
import { selectAllState, selectedOnPage, toggleAll, toggleOne, type ReadFilter } from './read-list-rules';
import { useBatchAction } from './use-batch-action';

/** Batch calls report their own failures (see useBatchAction). */
const QUIET = { isShowErrTip: false } as const;
type Quiet = typeof QUIET;

/** The writes of a list with read state: the messages and the announcements differ only here. */
export interface ReadListSource {
  markRead: (
    http: HttpClient,
    target: { ids: string[] } | { all: 1 },
    opts: Quiet,
  ) => Promise<{ count: number }>;
  /** `ids` comma-separated, as the DELETE query carries them. */
  remove: (http: HttpClient, target: { ids: string }, opts: Quiet) => Promise<{ count: number }>;
}

/**
 * One page of a read-state list, as the route's loader read it, with its selection and batch actions. The
 * filter and the page live in the address (`filter`, `page` of the account centre's tab `change`): changing
 * them navigates and drops the selection; a finished batch call reads the page and the counts again.
 */
export function useReadList<T extends { id: string }>(
  source: ReadListSource,
  data: ReadListData<T>,
  change: 5 | 6,
) {
  const http = useHttp();
  const router = useRouter();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const { filter, page, num } = data.query;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const list = useSettled(data.list);
  const count = useSettled(data.counts);
  const { busy, run } = useBatchAction(() => {
    setSelected(new Set());
    void router.invalidate();
  });
  const show = (next: { filter: ReadFilter; page: number }) => {
    setSelected(new Set());
    void navigate({
      to: '/{-$locale}/account',
      params: { locale },
      search: {
        change,
        num,
        filter: next.filter === 'all' ? undefined : next.filter,
        page: next.page > 1 ? next.page : undefined,
      },
    });
  };

  const rows = list.data?.list ?? [];
  const visible = rows.map((r) => r.id);
  const chosen = selectedOnPage(visible, selected);

  return {
    list,
    rows,
    filter,
    page,
    busy,
    confirming,
    /** Selected rows of this page, in page order. */
    chosen,
    counts: count.data
      ? { all: count.data.totalCount, unread: count.data.unreadCount, read: count.data.readCount }
      : undefined,
    allState: selectAllState(visible, selected),
    isSelected: (id: string) => selected.has(id),
    toggle: (id: string) => setSelected(toggleOne(selected, id)),
    toggleAll: () => setSelected(toggleAll(visible, selected)),
    changeFilter: (next: ReadFilter) => show({ filter: next, page: 1 }),
    changePage: (next: number) => show({ filter, page: next }),
    markChosenRead: () =>
      run(() => source.markRead(http, { ids: chosen }, QUIET), 'account.done.read', 'operation'),
    markAllRead: () => run(() => source.markRead(http, { all: 1 }, QUIET), 'account.done.read', 'operation'),
    askDelete: () => setConfirming(true),
    cancelDelete: () => setConfirming(false),
    confirmDelete: () => {
      setConfirming(false);
      run(() => source.remove(http, { ids: chosen.join(',') }, QUIET), 'account.done.delete', 'delete');
    },
  };
}
