import { fromPromise } from 'xstate';
import { RegisterStatus } from '../../../contract/user.routes';
import type { HttpClient } from '../../services/http';
import { registerApprove, registerAudit } from '../../services/api/user-admin';
import { settled } from '../shared/settled';
import type { registrationAuditMachine } from './registration-audit.machine';
import type { RejectInput } from './registration-audit.types';

type Implementations = Parameters<typeof registrationAuditMachine.provide>[0];

/** `registrationAuditMachine.provide(createRegistrationAuditImplementations(http))`; failures show inline. */
export function createRegistrationAuditImplementations(http: HttpClient): Implementations {
  return {
    actors: {
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
