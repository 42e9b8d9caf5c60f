import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type { DownloadsContext, DownloadsEvent, DownloadsTag, ExportPage } from './downloads.types';

/** Spec §9: the download flag of an item is cleared this long after its file opened. */
export const DOWNLOAD_FLAG_MS = 2_000;

/**
 * The header's download records: loaded each time the popover opens; an item can be deleted or, when ready,
 * downloaded (its address is asked for, then opened); clearing everything waits for a confirmation.
 * Closing the popover drops whatever is in progress on the screen (calls already sent still complete).
 */
export const downloadsMachine = setup({
  types: {
    context: {} as DownloadsContext,
    events: {} as DownloadsEvent,
    tags: {} as DownloadsTag,
  },
  actors: {
    loadPage: fromPromise<ExportPage, void>(notProvided('loadPage')),
    deleteRecord: fromPromise<void, { id: string }>(notProvided('deleteRecord')),
    deleteAll: fromPromise<void, void>(notProvided('deleteAll')),
    downloadUrl: fromPromise<{ url: string }, { id: string }>(notProvided('downloadUrl')),
  },
  actions: {
    /** Hands the file address to the browser; the app provides it. */
    openUrl: (_, _params: { url: string }) => {},
    /** Tells the user a delete or a clear failed (spec §8: "Delete failed!"); the app provides it. */
    reportDeleteFailure: (_, _params: { error: unknown }) => {},
    setPage: assign((_, params: { page: ExportPage }) => ({
      records: params.page.list,
      totalCount: params.page.totalCount,
      ...noFailure,
    })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    clearFailure: assign(() => noFailure),
    markDeleting: assign((_, params: { id: string }) => ({ deletingId: params.id })),
    removeDeleted: assign(({ context }) => ({
      records: context.records.filter((r) => r.id !== context.deletingId),
      totalCount: Math.max(0, context.totalCount - 1),
      deletingId: null,
    })),
    clearDeleting: assign(() => ({ deletingId: null })),
    removeAll: assign(() => ({ records: [], totalCount: 0 })),
    markDownloading: assign((_, params: { id: string }) => ({ downloadingId: params.id })),
    clearDownloading: assign(() => ({ downloadingId: null })),
  },
  guards: {
    isReadyRecord: ({ context }, params: { id: string }) =>
      context.records.some((r) => r.id === params.id && r.exportStatus === 2),
  },
  delays: {
    downloadFlag: DOWNLOAD_FLAG_MS,
  },
}).createMachine({
  id: 'downloads',
  description: 'The download records popover: list, delete, clear all with confirmation, download.',
  context: { records: [], totalCount: 0, deletingId: null, downloadingId: null, ...noFailure },
  initial: 'closed',
  states: {
    closed: {
      description: 'The popover is shut; nothing is shown or loaded.',
      entry: ['clearDeleting', 'clearDownloading'],
      on: { open: 'open' },
    },
    open: {
      type: 'parallel',
      on: { close: 'closed' },
      states: {
        list: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['loading'],
              entry: 'clearFailure',
              invoke: {
                src: 'loadPage',
                onDone: {
                  target: 'ready',
                  actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) },
                },
                onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
              },
            },
            failed: {
              tags: ['failed'],
              on: { retry: 'loading' },
            },
            ready: {
              tags: ['ready'],
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    delete: {
                      target: 'deleting',
                      actions: { type: 'markDeleting', params: ({ event }) => ({ id: event.id }) },
                    },
                    'clear.request': 'confirmingClear',
                  },
                },
                deleting: {
                  tags: ['deleting'],
                  invoke: {
                    src: 'deleteRecord',
                    input: ({ context }) => ({ id: context.deletingId ?? '' }),
                    onDone: { target: 'idle', actions: 'removeDeleted' },
                    onError: {
                      target: 'idle',
                      actions: ['clearDeleting', { type: 'reportDeleteFailure', params: errorParams }],
                    },
                  },
                },
                confirmingClear: {
                  tags: ['confirmingClear'],
                  on: { 'clear.confirm': 'clearing', 'clear.cancel': 'idle' },
                },
                clearing: {
                  tags: ['clearing'],
                  invoke: {
                    src: 'deleteAll',
                    onDone: { target: 'idle', actions: 'removeAll' },
                    onError: {
                      target: 'idle',
                      actions: { type: 'reportDeleteFailure', params: errorParams },
                    },
                  },
                },
              },
            },
          },
        },
        download: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                download: {
                  guard: { type: 'isReadyRecord', params: ({ event }) => ({ id: event.id }) },
                  target: 'fetching',
                  actions: { type: 'markDownloading', params: ({ event }) => ({ id: event.id }) },
                },
              },
            },
            fetching: {
              description: 'Asks the gateway for a short-lived address of the file.',
              invoke: {
                src: 'downloadUrl',
                input: ({ context, event }) => {
                  assertEvent(event, 'download');
                  return { id: context.downloadingId ?? event.id };
                },
                onDone: {
                  target: 'holding',
                  actions: { type: 'openUrl', params: ({ event }) => ({ url: event.output.url }) },
                },
                onError: { target: 'idle', actions: 'clearDownloading' },
              },
            },
            holding: {
              description:
                'The file has opened; the flag stays a moment so a second click does not fetch again.',
              after: { downloadFlag: { target: 'idle', actions: 'clearDownloading' } },
            },
          },
        },
      },
    },
  },
});
