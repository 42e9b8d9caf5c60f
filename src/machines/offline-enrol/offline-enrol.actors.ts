import { fromPromise } from 'xstate';
import { offlineEnrol } from '../../services/api/offline';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { offlineEnrolMachine } from './offline-enrol.machine';

type Implementations = Parameters<typeof offlineEnrolMachine.provide>[0];

/** `offlineEnrolMachine.provide(createOfflineEnrolImplementations(http))`; a refusal shows inline. */
export function createOfflineEnrolImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      enrol: fromPromise(({ input }: { input: { courseId: string } }) =>
        settled(http, () => offlineEnrol(http, input, { isShowErrTip: false }).then(() => undefined)),
      ),
    },
  };
}
