import { fromPromise } from 'xstate';
import { checkSmsCode, resetPassword } from '../../services/api/user-forms';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import { createSmsCodeImplementations } from '../sms-code/sms-code.actors';
import { smsCodeMachine } from '../sms-code/sms-code.machine';
import { FORGET_SMS_PURPOSE, type forgetPasswordMachine } from './forget-password.machine';
import type { ForgetPasswordValues } from './forget-password.types';

type ForgetPasswordImplementations = Parameters<typeof forgetPasswordMachine.provide>[0];

/** `forgetPasswordMachine.provide(createForgetPasswordImplementations(http))`; failures show on the page. */
export function createForgetPasswordImplementations(http: HttpClient): ForgetPasswordImplementations {
  const silent = { isShowErrTip: false } as const;
  return {
    actors: {
      smsCode: smsCodeMachine.provide(createSmsCodeImplementations(http)),
      checkSmsCode: fromPromise(({ input }: { input: { phone: string; code: string } }) =>
        settled(http, () => checkSmsCode(http, { ...input, type: FORGET_SMS_PURPOSE }, silent)),
      ),
      resetPassword: fromPromise(({ input }: { input: ForgetPasswordValues }) =>
        settled(http, () => resetPassword(http, input, silent)),
      ),
    },
  };
}
