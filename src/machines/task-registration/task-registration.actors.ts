import { fromPromise } from 'xstate';
import { taskApply } from '../../services/api/study-task';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { taskRegistrationMachine } from './task-registration.machine';

type Implementations = Parameters<typeof taskRegistrationMachine.provide>[0];

/** `taskRegistrationMachine.provide(createTaskRegistrationImplementations(http))`; failures show inline. */
export function createTaskRegistrationImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      apply: fromPromise(({ input }: { input: { taskId: string } }) =>
        settled(http, () => taskApply(http, { taskId: input.taskId }, { isShowErrTip: false })),
      ),
    },
  };
}
