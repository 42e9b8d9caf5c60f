import { fromPromise } from 'xstate';
import { attendanceScan } from '../../services/api/offline';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { checkInMachine } from './check-in.machine';

type Implementations = Parameters<typeof checkInMachine.provide>[0];

/** `checkInMachine.provide(createCheckInImplementations(http))`; the page shows every outcome itself. */
export function createCheckInImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      scan: fromPromise(({ input }: { input: { code: string } }) =>
        settled(http, () => attendanceScan(http, { code: input.code }, { isShowErrTip: false })),
      ),
    },
  };
}
