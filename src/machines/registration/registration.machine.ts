import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { RegisterStatus } from '../../../contract/user.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import { smsCodeMachine } from '../sms-code/sms-code.machine';
import type {
  RegisterCredentials,
  RegisterEnterprise,
  RegisterStatusValue,
  RegisterValues,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationTag,
} from './registration.types';

interface StatusAnswer {
  status: RegisterStatusValue;
  enterpriseName: string;
  reason: string;
}

/**
 * Registration and its approval states (spec §4: applied and awaiting approval, approved, not approved).
 * An application's status can also be looked up later with phone + password. The SMS code for the form
 * comes from the `sms` child (send it `sms.send` through this machine).
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    tags: {} as RegistrationTag,
  },
  actors: {
    smsCode: smsCodeMachine,
    loadEnterprises: fromPromise<RegisterEnterprise[]>(notProvided('loadEnterprises')),
    register: fromPromise<{ status: RegisterStatusValue }, RegisterValues>(notProvided('register')),
    checkStatus: fromPromise<StatusAnswer, RegisterCredentials>(notProvided('checkStatus')),
  },
  actions: {
    forwardToSms: sendTo('sms', ({ event }) => {
      assertEvent(event, 'sms.send');
      return event;
    }),
    setEnterprises: assign((_, params: { enterprises: RegisterEnterprise[] }) => ({
      enterprises: params.enterprises,
      ...noFailure,
    })),
    keepValues: assign(({ event }) => {
      assertEvent(event, 'register.submit');
      return {
        values: event.values,
        credentials: { phone: event.values.phone, password: event.values.password },
        ...noFailure,
      };
    }),
    keepCredentials: assign(({ event }) => {
      assertEvent(event, 'status.check');
      return { credentials: { phone: event.phone, password: event.password }, ...noFailure };
    }),
    setApplied: assign(({ context }, params: { status: RegisterStatusValue }) => ({
      status: params.status,
      reason: '',
      // A site bound to one company sends no id: its single open company is the one applied to.
      enterpriseName:
        context.enterprises.find((e) => e.id === context.values?.enterpriseId)?.name ??
        (context.enterprises.length === 1 ? (context.enterprises[0]?.name ?? '') : ''),
    })),
    setStatus: assign((_, params: { answer: StatusAnswer }) => ({
      status: params.answer.status,
      reason: params.answer.reason,
      enterpriseName: params.answer.enterpriseName,
      ...noFailure,
    })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    clearError: assign(() => noFailure),
  },
  guards: {
    registerEnabled: ({ context }) => context.registerEnabled,
    hasCredentials: ({ context }) => context.credentials !== null,
    statusIs: ({ context }, params: { status: RegisterStatusValue }) => context.status === params.status,
  },
}).createMachine({
  id: 'registration',
  description: 'Apply for an account, then follow the application until it is approved or not.',
  context: ({ input }) => ({
    registerEnabled: input.registerEnabled,
    enterprises: [],
    values: null,
    credentials: null,
    status: null,
    reason: '',
    enterpriseName: '',
    ...noFailure,
  }),
  invoke: { id: 'sms', src: 'smsCode' },
  on: { 'sms.send': { actions: 'forwardToSms' } },
  initial: 'loadingCompanies',
  states: {
    loadingCompanies: {
      description: 'Loads the companies open for sign-up on this site.',
      tags: ['loadingCompanies'],
      invoke: {
        src: 'loadEnterprises',
        onDone: {
          target: 'editing',
          actions: { type: 'setEnterprises', params: ({ event }) => ({ enterprises: event.output }) },
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    editing: {
      description: 'The application form; an earlier application can be looked up instead.',
      tags: ['editing'],
      on: {
        'register.submit': { guard: 'registerEnabled', target: 'submitting', actions: 'keepValues' },
        'status.check': { target: 'checking', actions: 'keepCredentials' },
        'companies.retry': { target: 'loadingCompanies', actions: 'clearError' },
      },
    },
    submitting: {
      description: 'Sends the application; the answer says whether it waits for approval.',
      tags: ['submitting'],
      invoke: {
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'register.submit');
          return event.values;
        },
        onDone: {
          target: 'routing',
          actions: { type: 'setApplied', params: ({ event }) => ({ status: event.output.status }) },
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    checking: {
      description: 'Looks up where an application stands, proven by phone + password.',
      tags: ['checking'],
      invoke: {
        src: 'checkStatus',
        input: ({ context }) => context.credentials ?? { phone: '', password: '' },
        onDone: {
          target: 'routing',
          actions: { type: 'setStatus', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: [
          // A re-check of a known application stays on its page; a first lookup goes back to the form.
          {
            guard: { type: 'statusIs', params: { status: RegisterStatus.awaiting } },
            target: 'awaitingApproval',
            actions: { type: 'setFailure', params: errorParams },
          },
          { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
        ],
      },
    },
    routing: {
      description: 'Shows the page of the application status.',
      always: [
        { guard: { type: 'statusIs', params: { status: RegisterStatus.approved } }, target: 'approved' },
        { guard: { type: 'statusIs', params: { status: RegisterStatus.rejected } }, target: 'rejected' },
        { target: 'awaitingApproval' },
      ],
    },
    awaitingApproval: {
      description: 'Applied; an administrator has not decided yet.',
      tags: ['awaitingApproval'],
      on: { 'status.refresh': { guard: 'hasCredentials', target: 'checking', actions: 'clearError' } },
    },
    approved: {
      description: 'Approved: the user can sign in.',
      tags: ['approved'],
    },
    rejected: {
      description: 'Not approved; applying again is possible when the site allows sign-up.',
      tags: ['rejected'],
      on: { 'apply.again': { guard: 'registerEnabled', target: 'editing', actions: 'clearError' } },
    },
  },
});
