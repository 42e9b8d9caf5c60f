import { fromPromise } from 'xstate';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { BatchResult, BatchRun, batchSelectMachine } from './batch-select.machine';

type Implementations = Parameters<typeof batchSelectMachine.provide>[0];

/**
 * `batchSelectMachine.provide(createBatchSelectImplementations(http, call))`: `call` makes the page's request
 * for a run. Its failures reach the machine as ApiErrors, so the page words the toast from the gateway's reason.
 */
export function createBatchSelectImplementations(
  http: HttpClient,
  call: (run: BatchRun) => Promise<BatchResult>,
): Implementations {
  return {
    actors: {
      batch: fromPromise(({ input }: { input: BatchRun }) => settled(http, () => call(input))),
    },
  };
}
