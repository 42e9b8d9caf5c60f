import { useState } from 'react';
import type { Page } from '../../../../contract/envelope';
import type { HttpClient } from '../../../services/http';
import { useHttp } from '../../kit/app/app-services';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import {
  readFilterPayload,
  selectAllState,
  selectedOnPage,
  toggleAll,
  toggleOne,
  type ReadFilter,
} from './read-list-rules';
import { useBatchAction } from './use-batch-action';

/** Batch calls report their own failures (see useBatchAction). */
const QUIET = { isShowErrTip: false } as const;
type Quiet = typeof QUIET;

/** The gateway side of a list with read state: the messages and the announcements differ only here. */
export interface ReadListSource<T extends { id: string }> {
  /** Tells this list's loads apart from any other's. */
  name: string;
  loadPage: (
    http: HttpClient,
    query: { pageCurrent: number; pageSize: number; isRead?: 0 | 1 },
  ) => Promise<Page<T>>;
  loadCounts: (http: HttpClient) => Promise<{ totalCount: number; unreadCount: number; readCount: number }>;
  markRead: (
    http: HttpClient,
    target: { ids: string[] } | { all: 1 },
    opts: Quiet,
  ) => Promise<{ count: number }>;
  /** `ids` comma-separated, as the DELETE query carries them. */
  remove: (http: HttpClient, target: { ids: string }, opts: Quiet) => Promise<{ count: number }>;
}

/**
 * One page of a read-state list with its filter, selection and batch actions. Changing the filter or the
 * page drops the selection; a finished batch call reloads the page and the counts.
 */
export function useReadList<T extends { id: string }>(source: ReadListSource<T>, pageSize: number) {
  const http = useHttp();
  const { name } = source;
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const list = useGatewayData(`${name}:${filter}:${page}:${pageSize}:${version}`, (h) =>
    source.loadPage(h, { pageCurrent: page, pageSize, ...readFilterPayload(filter) }),
  );
  const count = useGatewayData(`${name}-count:${version}`, (h) => source.loadCounts(h));
  const { busy, run } = useBatchAction(() => {
    setSelected(new Set());
    setVersion((v) => v + 1);
  });

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
    changeFilter: (next: ReadFilter) => {
      setFilter(next);
      setPage(1);
      setSelected(new Set());
    },
    changePage: (next: number) => {
      setPage(next);
      setSelected(new Set());
    },
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

export type ReadList<T extends { id: string }> = ReturnType<typeof useReadList<T>>;
