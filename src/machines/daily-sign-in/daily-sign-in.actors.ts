import { fromPromise } from 'xstate';
import { dailySignIn } from '../../services/api/points';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { dailySignInMachine } from './daily-sign-in.machine';

type Implementations = Parameters<typeof dailySignInMachine.provide>[0];

/**
 * `dailySignInMachine.provide(createDailySignInImplementations(http, reload))`: `reload` reads the page again once
 * signed; a refusal shows inline.
 */
export function createDailySignInImplementations(http: HttpClient, reload: () => void): Implementations {
  return {
    actions: { reload },
    actors: {
      signIn: fromPromise(() => settled(http, () => dailySignIn(http, { isShowErrTip: false }))),
    },
  };
}
