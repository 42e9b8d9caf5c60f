import { fromPromise } from 'xstate';
import { register, registerEnterpriseList, registerStatus } from '../../services/api/user-forms';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import { smsCodeMachine } from '../sms-code/sms-code.machine';
import { createSmsCodeImplementations } from '../sms-code/sms-code.actors';
import type { registrationMachine } from './registration.machine';
import type { RegisterCredentials, RegisterValues } from './registration.types';

type RegistrationImplementations = Parameters<typeof registrationMachine.provide>[0];

/** `registrationMachine.provide(createRegistrationImplementations(http))`; failures show on the page. */
export function createRegistrationImplementations(http: HttpClient): RegistrationImplementations {
  const silent = { isShowErrTip: false } as const;
  return {
    actors: {
      smsCode: smsCodeMachine.provide(createSmsCodeImplementations(http)),
      loadEnterprises: fromPromise(() => settled(http, () => registerEnterpriseList(http, silent))),
      register: fromPromise(({ input }: { input: RegisterValues }) =>
        settled(http, () => register(http, input, silent)),
      ),
      checkStatus: fromPromise(({ input }: { input: RegisterCredentials }) =>
        settled(http, () => registerStatus(http, input, silent)),
      ),
    },
  };
}
