import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { CertificateStatus } from '../../../contract/certificate.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  CertificateVerifyContext,
  CertificateVerifyEvent,
  CertificateVerifyInput,
  CertificateVerifyTag,
  VerifyCheck,
  VerifyLookup,
  VerifyVerdict,
} from './certificate-verify.types';

/** What the page concludes: the signature first, then the site's record, then the signed validity. */
export function verdictOf(lookup: VerifyLookup, check: VerifyCheck): Exclude<VerifyVerdict, 'unreadable'> {
  if (!check.signatureValid) return 'forged';
  if (!lookup.standing) return 'unknown';
  if (lookup.standing.status === CertificateStatus.revoked) return 'revoked';
  if (lookup.standing.status === CertificateStatus.expired) return 'expired';
  if (check.validUntil !== null && check.validUntil <= check.checkedAt) return 'expired';
  return 'valid';
}

/**
 * Anyone checking a certificate (decision 0055): from a verification link's code, or from a credential pasted or
 * opened. The site's public keys and the certificate's standing are read, then the signature is checked in the
 * browser; the verdict weighs the signature, revocation and expiry. A failed read keeps what was given.
 */
export const certificateVerifyMachine = setup({
  types: {
    context: {} as CertificateVerifyContext,
    events: {} as CertificateVerifyEvent,
    input: {} as CertificateVerifyInput,
    tags: {} as CertificateVerifyTag,
  },
  actors: {
    lookup: fromPromise<VerifyLookup | null, { code: string | null; text: string }>(notProvided('lookup')),
    check: fromPromise<VerifyCheck, { token: string; lookup: VerifyLookup }>(notProvided('check')),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    found: (_, params: { lookup: VerifyLookup | null }) => params.lookup !== null,
  },
  actions: {
    edit: assign(({ event }) => {
      assertEvent(event, 'edit');
      return { text: event.text, verdict: null };
    }),
    takeLookup: assign((_, params: { lookup: VerifyLookup | null }) => ({ lookup: params.lookup })),
    takeCheck: assign(({ context }, params: { check: VerifyCheck }) => ({
      check: params.check,
      verdict: context.lookup ? verdictOf(context.lookup, params.check) : null,
    })),
    markUnknown: assign({ verdict: 'unknown' as const }),
    markUnreadable: assign({ verdict: 'unreadable' as const }),
    clearResult: assign({ lookup: null, check: null, verdict: null, ...noFailure }),
    forgetCode: assign({ code: null }),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'certificateVerify',
  description:
    'Checking a certificate: by its verification code, or a credential given; signature, revocation, expiry.',
  context: ({ input }) => ({
    code: input.code ?? null,
    text: '',
    lookup: null,
    check: null,
    verdict: null,
    ...noFailure,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasCode', target: 'looking' }, { target: 'editing' }],
    },
    editing: {
      description: 'Waiting for a credential: pasted, or read from the saved JSON file.',
      tags: ['editing'],
      on: {
        edit: { actions: 'edit' },
        submit: { target: 'looking', actions: 'clearResult' },
      },
    },
    looking: {
      description: "The site's public keys and the certificate's standing.",
      tags: ['busy'],
      invoke: {
        src: 'lookup',
        input: ({ context }) => ({ code: context.code, text: context.text }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ lookup: event.output }) },
            target: 'checking',
            actions: { type: 'takeLookup', params: ({ event }) => ({ lookup: event.output }) },
          },
          // A link whose code no certificate has; or nothing readable was given.
          { guard: 'hasCode', target: 'done', actions: 'markUnknown' },
          { target: 'editing', actions: 'markUnreadable' },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    checking: {
      description: 'The signature, checked in the browser against the keys the site publishes.',
      tags: ['busy'],
      invoke: {
        src: 'check',
        input: ({ context }) => {
          // `checking` is entered from a found lookup only.
          const lookup = context.lookup as VerifyLookup;
          return { token: lookup.token, lookup };
        },
        onDone: {
          target: 'done',
          actions: { type: 'takeCheck', params: ({ event }) => ({ check: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    done: {
      description: 'The verdict: valid, expired, revoked, forged or unknown.',
      tags: ['verdict'],
      on: { reset: { target: 'editing', actions: ['clearResult', 'forgetCode'] } },
    },
    failed: {
      description: 'The keys or the standing could not be read; what was given is kept.',
      on: {
        retry: { target: 'looking', actions: 'clearResult' },
        reset: { target: 'editing', actions: ['clearResult', 'forgetCode'] },
      },
    },
  },
});
