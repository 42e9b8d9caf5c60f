import { fromPromise } from 'xstate';
import { revokeCertificate } from '../../services/api/certificate-admin';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { certificateRevokeMachine } from './certificate-revoke.machine';

type Implementations = Parameters<typeof certificateRevokeMachine.provide>[0];

/** `certificateRevokeMachine.provide(createCertificateRevokeImplementations(http))`; failures show in the dialog. */
export function createCertificateRevokeImplementations(
  http: HttpClient,
  prepareDialog: () => Promise<unknown> = () => Promise.resolve(null),
): Implementations {
  return {
    actors: {
      prepareDialog: fromPromise(() => prepareDialog()),
      revoke: fromPromise(({ input }: { input: { id: string; reason: string } }) =>
        settled(http, () => revokeCertificate(http, input, { isShowErrTip: false })),
      ),
    },
  };
}
