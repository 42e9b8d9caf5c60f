import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createBatchSelectImplementations } from '../../../machines/batch-select/batch-select.actors';
import { batchSelectMachine, type BatchRun } from '../../../machines/batch-select/batch-select.machine';
import {
  selectAllState,
  selectChosen,
  selectIsBusy,
  selectIsConfirming,
} from '../../../machines/batch-select/batch-select.selectors';
import { ApiError, ClientCode } from '../../../services/api-error';
import type { HttpClient } from '../../../services/http';
import { useHttp } from '../../kit/app/app-services';
import { toastFailure } from '../../kit/app/failure-toast';
import { actorOptions } from '../../kit/app/inspector';
import { useSettled } from '../../kit/app/route-data';
import { showToast } from '../../kit/app/toaster';
import { useLocaleParam } from '../../kit/locale/use-locale';
import type { ReadListData } from './read-list-data';
import type { ReadFilter } from './read-list-rules';

/** Batch calls report their own failures (a toast, below). */
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

/** The batch actions of a read-state list, as the batchSelect machine names its runs. */
type ReadAction = 'read' | 'readAll' | 'delete';

function batchCall(http: HttpClient, source: ReadListSource, run: BatchRun): Promise<{ count: number }> {
  if (run.action === 'delete') return source.remove(http, { ids: run.ids.join(',') }, QUIET);
  return source.markRead(http, run.action === 'readAll' ? { all: 1 } : { ids: run.ids }, QUIET);
}

/**
 * One page of a read-state list, as the route's loader read it, with its selection and batch actions (the
 * batchSelect machine). The filter and the page live in the address (`filter`, `page` of the account centre's
 * tab `change`): changing them navigates and drops the selection; a finished batch call toasts the count and
 * reads the page and the counts again, a failed one toasts the reason and keeps the selection.
 */
export function useReadList<T extends { id: string }>(
  source: ReadListSource,
  data: ReadListData<T>,
  change: 5 | 6,
) {
  const intl = useIntl();
  const http = useHttp();
  const router = useRouter();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const { filter, page, num } = data.query;
  const machine = useMemo(
    () =>
      batchSelectMachine.provide(
        createBatchSelectImplementations(http, (run) => batchCall(http, source, run)),
      ),
    [http, source],
  );
  const [snapshot, send] = useMachine(machine, actorOptions());
  const { completed, failures } = snapshot.context;

  const list = useSettled(data.list);
  const count = useSettled(data.counts);
  const rows = list.data?.list ?? [];

  // Another filter or page is another list; the same page read again (after a batch call) keeps it.
  const listKey = `${filter}:${page}:${num ?? ''}`;
  const shown = list.data;
  useEffect(() => {
    send({ type: 'list.show', key: listKey, rows: (shown?.list ?? []).map((r) => r.id) });
  }, [listKey, shown, send]);

  const reportDone = useEffectEvent(() => {
    const { run, lastCount } = snapshot.context;
    const doneKey = run?.action === 'delete' ? 'account.done.delete' : 'account.done.read';
    showToast('success', intl.formatMessage({ id: doneKey }, { count: lastCount ?? 0 }));
    void router.invalidate();
  });
  const reportFailure = useEffectEvent(() => {
    const { run, error, errorCode } = snapshot.context;
    // The machine keeps the failure as code and text (machines/shared/failure.ts); the toast reads an ApiError.
    const reason = new ApiError(errorCode ?? ClientCode.malformed, error ?? '');
    toastFailure(intl, run?.action === 'delete' ? 'delete' : 'operation', reason);
  });
  useEffect(() => {
    if (completed > 0) reportDone();
  }, [completed]);
  useEffect(() => {
    if (failures > 0) reportFailure();
  }, [failures]);

  const show = (next: { filter: ReadFilter; page: number }) => {
    // The old page stays on screen until the new one has loaded: nothing of it stays selected meanwhile.
    send({ type: 'select.clear' });
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
  const runBatch = (action: ReadAction, options: { confirm?: boolean; wholeList?: boolean } = {}) =>
    send({ type: 'batch.run', action, ...options });

  const chosen = selectChosen(snapshot);

  return {
    list,
    rows,
    filter,
    page,
    busy: selectIsBusy(snapshot),
    confirming: selectIsConfirming(snapshot),
    /** Selected rows of this page, in page order. */
    chosen,
    counts: count.data
      ? { all: count.data.totalCount, unread: count.data.unreadCount, read: count.data.readCount }
      : undefined,
    allState: selectAllState(snapshot),
    isSelected: (id: string) => chosen.includes(id),
    toggle: (id: string) => send({ type: 'select.toggle', id }),
    toggleAll: () => send({ type: 'select.all' }),
    changeFilter: (next: ReadFilter) => show({ filter: next, page: 1 }),
    changePage: (next: number) => show({ filter, page: next }),
    markChosenRead: () => runBatch('read'),
    markAllRead: () => runBatch('readAll', { wholeList: true }),
    askDelete: () => runBatch('delete', { confirm: true }),
    cancelDelete: () => send({ type: 'batch.cancel' }),
    confirmDelete: () => send({ type: 'batch.confirm' }),
  };
}
