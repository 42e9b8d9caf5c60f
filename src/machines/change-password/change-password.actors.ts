import { fromPromise } from 'xstate';
import { updatePassword } from '../../services/api/user-forms';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { changePasswordMachine } from './change-password.machine';
import type { ChangePasswordValues } from './change-password.types';

type ChangePasswordImplementations = Parameters<typeof changePasswordMachine.provide>[0];

/** `changePasswordMachine.provide(createChangePasswordImplementations(http))`; failures show in the form. */
export function createChangePasswordImplementations(http: HttpClient): ChangePasswordImplementations {
  return {
    actors: {
      updatePassword: fromPromise(({ input }: { input: ChangePasswordValues }) =>
        settled(http, () => updatePassword(http, input, { isShowErrTip: false })),
      ),
    },
  };
}
