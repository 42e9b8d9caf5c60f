import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorParams, failureOf, noFailure, notProvided, type FailureFields } from '../shared/failure';
import { selectedOnPage, toggleAll, toggleOne } from './batch-select.rules';

/*
 * Selecting rows of a list page and acting on them at once (the account centre's messages and announcements,
 * the back office's registration queue).
 *
 * The page sends `list.show` with the rows that may be selected whenever its list changes; a new list (another
 * key: filter, page, …) drops the selection, the same list read again keeps it. `batch.run` names an action:
 * with `confirm` it waits for `batch.confirm` / `batch.cancel` first, with `wholeList` it needs no selection
 * (mark all read). While the call runs the selection is frozen and another run is ignored. `done` clears the
 * selection and counts `completed` (the page toasts the count and reloads); `failed` keeps the selection so
 * the user can try again, and counts `failures` with the gateway's message for the toast.
 *
 * Tags: `confirming`, `busy`, `done`, `failed`.
 */

/** What the batch call is given: the action the page named and the rows it acts on (none for `wholeList`). */
export interface BatchRun {
  action: string;
  ids: string[];
}

/** How many rows the call changed, as the gateway counts them. */
export interface BatchResult {
  count: number;
}

/** `error` / `errorCode`: the last failed call (see ../shared/failure.ts). */
export interface BatchSelectContext extends FailureFields {
  /** The shown list; another key is another list. */
  listKey: string | null;
  /** The rows of the shown list that may be selected, in page order. */
  rows: string[];
  selected: string[];
  /** The run asked for, running, or that ended last. */
  run: BatchRun | null;
  /** Counts the runs that succeeded: the page toasts and reloads when it changes. */
  completed: number;
  /** How many rows the last successful run changed. */
  lastCount: number | null;
  /** Counts the runs that failed: the page toasts when it changes. */
  failures: number;
}

export type BatchSelectEvent =
  | { type: 'list.show'; key: string; rows: string[] }
  | { type: 'select.toggle'; id: string }
  | { type: 'select.all' }
  | { type: 'select.clear' }
  | { type: 'batch.run'; action: string; confirm?: boolean; wholeList?: boolean }
  | { type: 'batch.confirm' }
  | { type: 'batch.cancel' };

export type BatchSelectTag = 'confirming' | 'busy' | 'done' | 'failed';

export const batchSelectMachine = setup({
  types: {
    context: {} as BatchSelectContext,
    events: {} as BatchSelectEvent,
    tags: {} as BatchSelectTag,
  },
  actors: {
    batch: fromPromise<BatchResult, BatchRun>(notProvided('batch')),
  },
  guards: {
    isNewList: ({ context, event }) => {
      assertEvent(event, 'list.show');
      return event.key !== context.listKey;
    },
    isSelectable: ({ context, event }) => {
      assertEvent(event, 'select.toggle');
      return context.rows.includes(event.id);
    },
    hasTarget: ({ context, event }) => {
      assertEvent(event, 'batch.run');
      return event.wholeList === true || selectedOnPage(context.rows, context.selected).length > 0;
    },
    asksConfirmation: ({ event }) => {
      assertEvent(event, 'batch.run');
      return event.confirm === true;
    },
  },
  actions: {
    showList: assign(({ context, event }) => {
      assertEvent(event, 'list.show');
      return event.key === context.listKey
        ? { rows: event.rows }
        : { listKey: event.key, rows: event.rows, selected: [] };
    }),
    toggleOne: assign(({ context, event }) => {
      assertEvent(event, 'select.toggle');
      return { selected: toggleOne(context.selected, event.id) };
    }),
    toggleAll: assign(({ context }) => ({ selected: toggleAll(context.rows, context.selected) })),
    clearSelection: assign({ selected: [] }),
    askRun: assign(({ context, event }) => {
      assertEvent(event, 'batch.run');
      const ids = event.wholeList === true ? [] : selectedOnPage(context.rows, context.selected);
      return { run: { action: event.action, ids } };
    }),
    dropRun: assign({ run: null }),
    clearFailure: assign(noFailure),
    countDone: assign(({ context }, params: { count: number }) => ({
      selected: [],
      completed: context.completed + 1,
      lastCount: params.count,
    })),
    countFailure: assign(({ context }, params: { error: unknown }) => ({
      ...failureOf(params.error),
      failures: context.failures + 1,
    })),
  },
}).createMachine({
  id: 'batchSelect',
  description: 'Select rows of a list page, then act on them at once, with an optional confirmation.',
  context: {
    listKey: null,
    rows: [],
    selected: [],
    run: null,
    completed: 0,
    lastCount: null,
    failures: 0,
    ...noFailure,
  },
  on: {
    'list.show': { actions: 'showList' },
  },
  initial: 'ready',
  states: {
    ready: {
      description: 'Rows are selected and cleared; a run starts here.',
      on: {
        'select.toggle': { guard: 'isSelectable', actions: 'toggleOne' },
        'select.all': { actions: 'toggleAll' },
        'select.clear': { actions: 'clearSelection' },
        'batch.run': [
          { guard: and(['hasTarget', 'asksConfirmation']), target: 'confirming', actions: 'askRun' },
          { guard: 'hasTarget', target: 'running', actions: 'askRun' },
        ],
      },
      initial: 'idle',
      states: {
        idle: { description: 'No run yet, or a confirmation was cancelled.' },
        done: {
          description: 'The last run succeeded; the selection was cleared.',
          tags: ['done'],
        },
        failed: {
          description: 'The last run failed; the selection is kept to try again.',
          tags: ['failed'],
        },
      },
    },
    confirming: {
      description: 'The action asks first (delete); the selection is frozen behind the dialog.',
      tags: ['confirming'],
      on: {
        'batch.confirm': 'running',
        'batch.cancel': { target: 'ready', actions: 'dropRun' },
        'list.show': { guard: 'isNewList', target: 'ready', actions: ['showList', 'dropRun'] },
      },
    },
    running: {
      description: 'The batch call; the selection is frozen and another run is ignored.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'batch',
        input: ({ context }) => context.run ?? { action: '', ids: [] },
        onDone: {
          target: 'ready.done',
          actions: { type: 'countDone', params: ({ event }) => ({ count: event.output.count }) },
        },
        onError: { target: 'ready.failed', actions: { type: 'countFailure', params: errorParams } },
      },
    },
  },
});
