import { fromPromise } from 'xstate';
import { projectApply } from '../../services/api/study-project';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { projectApplicationMachine } from './project-application.machine';

type Implementations = Parameters<typeof projectApplicationMachine.provide>[0];

/** `projectApplicationMachine.provide(createProjectApplicationImplementations(http))`; failures show inline. */
export function createProjectApplicationImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      apply: fromPromise(({ input }: { input: { projectId: string } }) =>
        settled(http, () => projectApply(http, { projectId: input.projectId }, { isShowErrTip: false })),
      ),
    },
  };
}
