import { fromPromise } from 'xstate';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { registrationAuditMachine } from './registration-audit.machine';
import type { RejectInput } from './registration-audit.types';

type Implementations = Parameters<typeof registrationAuditMachine.provide>[0];

/** How the page readies its reason dialog: whether it is ready now, and the download that makes it so. */
export interface ReasonEntryCode {
  ready: () => boolean;
  prepare: () => Promise<unknown>;
}

/** A queue's own decisions: approving several applications, refusing one with a reason. */
export interface AuditCalls {
  approve: (http: HttpClient, ids: string[]) => Promise<{ approved: number }>;
  reject: (http: HttpClient, input: RejectInput) => Promise<unknown>;
}

/**
 * `registrationAuditMachine.provide(createRegistrationAuditImplementations(http, reasonEntry, calls))`, for the
 * queue whose decisions `calls` makes; failures show inline.
 */
export function createRegistrationAuditImplementations(
  http: HttpClient,
  reasonEntry: ReasonEntryCode,
  calls: AuditCalls,
): Implementations {
  return {
    guards: { reasonEntryReady: () => reasonEntry.ready() },
    actors: {
      prepareReasonEntry: fromPromise(() => reasonEntry.prepare()),
      approve: fromPromise(({ input }: { input: { ids: string[] } }) =>
        settled(http, () => calls.approve(http, input.ids)),
      ),
      reject: fromPromise(({ input }: { input: RejectInput }) =>
        settled(http, () => calls.reject(http, input).then(() => null)),
      ),
    },
  };
}
