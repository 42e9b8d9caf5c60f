import { assign, fromPromise, setup } from 'xstate';
import type { PostCertStatus, TaskListTab } from '../../../contract/study-task.routes';
import { errorParams, failureOf, noFailure, notProvided, type FailureFields } from '../shared/failure';

/*
 * Exporting a list of the learner's tasks (as filtered) to the download records: "my tasks", or the post
 * certifications the tasks lead to.
 *
 * idle → sending → done | failed. `done` holds the new record's id: the file is filed in the download records
 * (the header's popover reads them each time it opens). `failed` keeps the gateway's message; exporting again
 * from `done` or `failed` sends anew.
 */

export interface TaskExportRequest {
  tab?: TaskListTab;
  keyword?: string;
  collected?: 1;
  /** The post certification list's filter. */
  status?: PostCertStatus;
}

export interface TaskExportContext extends FailureFields {
  recordId: string | null;
}

export type TaskExportEvent = { type: 'export'; filter: TaskExportRequest };

export type TaskExportTag = 'sending' | 'done' | 'failed';

export const taskExportMachine = setup({
  types: {
    context: {} as TaskExportContext,
    events: {} as TaskExportEvent,
    tags: {} as TaskExportTag,
  },
  actors: {
    exportTasks: fromPromise<{ id: string }, TaskExportRequest>(notProvided('exportTasks')),
  },
  actions: {
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'taskExport',
  description: "Files the learner's task list, as filtered, in the download records.",
  context: { recordId: null, ...noFailure },
  initial: 'idle',
  states: {
    idle: { on: { export: 'sending' } },
    sending: {
      description: 'The export call; the gateway files the job and writes the file.',
      tags: ['sending'],
      entry: assign({ recordId: null, ...noFailure }),
      invoke: {
        src: 'exportTasks',
        input: ({ event }) => (event.type === 'export' ? event.filter : {}),
        onDone: { target: 'done', actions: assign({ recordId: ({ event }) => event.output.id }) },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    done: { description: 'Filed in the download records.', tags: ['done'], on: { export: 'sending' } },
    failed: { description: 'Refused, with the message.', tags: ['failed'], on: { export: 'sending' } },
  },
});
