import { fromPromise } from 'xstate';
import type { QrProvider } from '../../../contract/user';
import { qrStatus, qrTicket } from '../../services/api/user-forms';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { qrSignInMachine } from './qr-sign-in.machine';

type QrSignInImplementations = Parameters<typeof qrSignInMachine.provide>[0];

/** `qrSignInMachine.provide(createQrSignInImplementations(http))`; failures show on the QR panel, not as toasts. */
export function createQrSignInImplementations(http: HttpClient): QrSignInImplementations {
  return {
    actors: {
      qrTicket: fromPromise(({ input }: { input: { provider: QrProvider } }) =>
        settled(http, () => qrTicket(http, input, { isShowErrTip: false })),
      ),
      qrStatus: fromPromise(({ input }: { input: { ticket: string } }) =>
        settled(http, () => qrStatus(http, input, { isShowErrTip: false })),
      ),
    },
  };
}
