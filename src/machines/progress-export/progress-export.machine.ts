import { assign, fromPromise, setup } from 'xstate';
import { StudyStatus } from '../../../contract/study.routes';
import { errorParams, failureOf, noFailure, notProvided, type FailureFields } from '../shared/failure';

/*
 * Exporting the learner's course progress to the download records.
 *
 * idle → choosing → sending → done | failed. `choosing` shows the statuses to include (all of them at first);
 * a submit with none chosen stays there with `invalid` set. `failed` keeps the choice and the gateway's
 * message, and a submit sends again. `done` holds the new record's id: the file is filed in the download
 * records (the header's popover reads them each time it opens). Opening again from `done` or `failed`
 * starts from the last choice.
 *
 * Tags: `choosing`, `sending`, `done`, `failed`.
 * Events: `open`, `cancel`, `status.toggle`, `all.toggle`, `submit`.
 */

/** Every status, in the order the choice shows them. */
export const EXPORT_STATUSES: readonly StudyStatus[] = [
  StudyStatus.notStarted,
  StudyStatus.learning,
  StudyStatus.learned,
];

export interface ExportRequest {
  studyStatusList?: StudyStatus[];
}

/** The request for a choice: every status is the same as no filter, so it is sent as none. */
export function exportRequestOf(statuses: readonly StudyStatus[]): ExportRequest {
  const chosen = EXPORT_STATUSES.filter((s) => statuses.includes(s));
  return chosen.length === EXPORT_STATUSES.length ? {} : { studyStatusList: chosen };
}

export interface ProgressExportContext extends FailureFields {
  statuses: StudyStatus[];
  /** A submit found nothing chosen. */
  invalid: boolean;
  /** The record the last export filed. */
  recordId: string | null;
}

export type ProgressExportEvent =
  | { type: 'open' }
  | { type: 'cancel' }
  | { type: 'status.toggle'; status: StudyStatus }
  | { type: 'all.toggle' }
  | { type: 'submit' };

export type ProgressExportTag = 'choosing' | 'sending' | 'done' | 'failed';

export const progressExportMachine = setup({
  types: {
    context: {} as ProgressExportContext,
    events: {} as ProgressExportEvent,
    tags: {} as ProgressExportTag,
  },
  actors: {
    exportProgress: fromPromise<{ id: string }, ExportRequest>(notProvided('exportProgress')),
  },
  actions: {
    toggleStatus: assign(({ context }, params: { status: StudyStatus }) => ({
      statuses: context.statuses.includes(params.status)
        ? context.statuses.filter((s) => s !== params.status)
        : EXPORT_STATUSES.filter((s) => s === params.status || context.statuses.includes(s)),
      invalid: false,
    })),
    toggleAll: assign(({ context }) => ({
      statuses: context.statuses.length === EXPORT_STATUSES.length ? [] : [...EXPORT_STATUSES],
      invalid: false,
    })),
    markInvalid: assign({ invalid: true }),
    setRecord: assign((_, params: { id: string }) => ({ recordId: params.id, ...noFailure })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    clearFailure: assign(() => ({ ...noFailure, invalid: false })),
  },
  guards: {
    hasChoice: ({ context }) => context.statuses.length > 0,
  },
}).createMachine({
  id: 'progressExport',
  description: 'Export my progress: choose the statuses, send, then find the file in the download records.',
  context: { statuses: [...EXPORT_STATUSES], invalid: false, recordId: null, ...noFailure },
  initial: 'idle',
  states: {
    idle: {
      description: 'Only the export button shows.',
      on: { open: { target: 'choosing', actions: 'clearFailure' } },
    },
    choosing: {
      description: 'The learner picks which statuses the file covers; at least one.',
      tags: ['choosing'],
      on: {
        'status.toggle': {
          actions: { type: 'toggleStatus', params: ({ event }) => ({ status: event.status }) },
        },
        'all.toggle': { actions: 'toggleAll' },
        submit: [{ guard: 'hasChoice', target: 'sending' }, { actions: 'markInvalid' }],
        cancel: 'idle',
      },
    },
    sending: {
      description: 'The gateway writes the file and files it in the download records.',
      tags: ['sending'],
      invoke: {
        src: 'exportProgress',
        input: ({ context }) => exportRequestOf(context.statuses),
        onDone: {
          target: 'done',
          actions: { type: 'setRecord', params: ({ event }) => ({ id: event.output.id }) },
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    done: {
      description: 'The file is on its way to the download records; the page says where to find it.',
      tags: ['done'],
      on: { open: { target: 'choosing', actions: 'clearFailure' }, cancel: 'idle' },
    },
    failed: {
      description: 'The export was refused or did not arrive; the choice stays with the gateway’s message.',
      tags: ['failed', 'choosing'],
      on: {
        'status.toggle': {
          target: 'choosing',
          actions: [
            'clearFailure',
            { type: 'toggleStatus', params: ({ event }) => ({ status: event.status }) },
          ],
        },
        'all.toggle': { target: 'choosing', actions: ['clearFailure', 'toggleAll'] },
        submit: [
          { guard: 'hasChoice', target: 'sending', actions: 'clearFailure' },
          { target: 'choosing', actions: 'markInvalid' },
        ],
        cancel: { target: 'idle', actions: 'clearFailure' },
      },
    },
  },
});
