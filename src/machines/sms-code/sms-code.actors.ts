import { fromPromise } from 'xstate';
import { sendSmsCode } from '../../services/api/user-forms';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { smsCodeMachine } from './sms-code.machine';
import type { SmsPurposeValue } from './sms-code.types';

type SmsCodeImplementations = Parameters<typeof smsCodeMachine.provide>[0];

/** `smsCodeMachine.provide(createSmsCodeImplementations(http))`; failures show next to the field. */
export function createSmsCodeImplementations(http: HttpClient): SmsCodeImplementations {
  return {
    actors: {
      sendSmsCode: fromPromise(({ input }: { input: { phone: string; type: SmsPurposeValue } }) =>
        settled(http, () => sendSmsCode(http, input, { isShowErrTip: false })),
      ),
    },
  };
}
