import { fromPromise } from 'xstate';
import { practicalMark } from '../../services/api/practical-admin';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { practicalMarkMachine } from './practical-mark.machine';

type Implementations = Parameters<typeof practicalMarkMachine.provide>[0];

/** `practicalMarkMachine.provide(createPracticalMarkImplementations(http))`; failures show in the form. */
export function createPracticalMarkImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      mark: fromPromise(({ input }: { input: { id: string; score: number; comment: string } }) =>
        settled(http, () => practicalMark(http, input, { isShowErrTip: false })),
      ),
    },
  };
}
