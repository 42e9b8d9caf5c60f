import { fromPromise } from 'xstate';
import { postCertExport } from '../../services/api/post-cert';
import { taskExport } from '../../services/api/study-task';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { TaskExportRequest, taskExportMachine } from './task-export.machine';

type Implementations = Parameters<typeof taskExportMachine.provide>[0];

/** `taskExportMachine.provide(createTaskExportImplementations(http))`; failures show beside the button. */
export function createTaskExportImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      exportTasks: fromPromise(({ input }: { input: TaskExportRequest }) =>
        settled(http, () => taskExport(http, input, { isShowErrTip: false })),
      ),
    },
  };
}

/** The same flow for the post certification list. */
export function createPostCertExportImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      exportTasks: fromPromise(({ input }: { input: TaskExportRequest }) =>
        settled(http, () => postCertExport(http, { status: input.status }, { isShowErrTip: false })),
      ),
    },
  };
}
