import { fromPromise } from 'xstate';
import { RegisterStatus } from '../../../contract/user.routes';
import type { HttpClient } from '../../services/http';
import { registerApprove, registerAudit } from '../../services/api/user-admin';
import { settled } from '../shared/settled';
import type { registrationAuditMachine } from './registration-audit.machine';
import type { RejectInput } from './registration-audit.types';

type Implementations = Parameters<typeof registrationAuditMachine.provide>[0];

/** How the page readies its reason dialog: whether it is ready now, and the download that makes it so. */
export interface ReasonEntryCode {
  ready: () => boolean;
  prepare: () => Promise<unknown>;
}

/**
 * `registrationAuditMachine.provide(createRegistrationAuditImplementations(http, reasonEntry))`; failures show
 * inline.
 */
export function createRegistrationAuditImplementations(
  http: HttpClient,
  reasonEntry: ReasonEntryCode,
): Implementations {
  return {
    guards: { reasonEntryReady: () => reasonEntry.ready() },
    actors: {
      prepareReasonEntry: fromPromise(() => reasonEntry.prepare()),
      approve: fromPromise(({ input }: { input: { ids: string[] } }) =>
        settled(http, () => registerApprove(http, { ids: input.ids }, { isShowErrTip: false })),
      ),
      reject: fromPromise(({ input }: { input: RejectInput }) =>
        settled(http, () =>
          registerAudit(
            http,
            { id: input.id, status: RegisterStatus.rejected, reason: input.reason },
            { isShowErrTip: false },
          ),
        ),
      ),
    },
  };
}
