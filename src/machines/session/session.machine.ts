import { and, assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { Code } from '../../../contract/envelope.routes';
import type { Website } from '../../../contract/system';
import type { Enterprise, SessionUser, SignIn } from '../../../contract/user';
import { errorParams, failureOf, isAuthFailure, noFailure, notProvided } from '../shared/failure';
import type {
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  SessionTag,
  SignInRequest,
  SignOutReason,
} from './session.types';

/** After code 321 the login error count is set to this (spec §4). */
export const CAPTCHA_ERROR_COUNT = 2;

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    tags: {} as SessionTag,
  },
  actors: {
    loadSite: fromPromise<Website>(notProvided('loadSite')),
    loadUser: fromPromise<SessionUser>(notProvided('loadUser')),
    signIn: fromPromise<SignIn, SignInRequest>(notProvided('signIn')),
    loadEnterprises: fromPromise<Enterprise[]>(notProvided('loadEnterprises')),
    chooseEnterprise: fromPromise<SignIn, { enterpriseId: string }>(notProvided('chooseEnterprise')),
    logout: fromPromise<void>(notProvided('logout')),
  },
  actions: {
    /** Provided by the app: writes the token cookie. */
    persistToken: (_, _params: { token: string }) => {},
    /** Provided by the app: removes the token cookie, the cached user info and the company id. */
    clearSession: () => {},
    /** Provided by the app: caches the user info and company id for the next visit. */
    cacheUser: (_, _params: { user: SessionUser }) => {},
    setSite: assign((_, params: { site: Website }) => ({ site: params.site, ...noFailure })),
    setUser: assign((_, params: { user: SessionUser }) => ({
      user: params.user,
      tokenAhead: false,
      ...noFailure,
    })),
    /** The chosen company's token is held; its user is loaded next. */
    markTokenAhead: assign({ tokenAhead: true }),
    setEnterprises: assign((_, params: { enterprises: Enterprise[] }) => ({
      enterprises: params.enterprises,
    })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    clearError: assign(() => noFailure),
    /** A new token: the captcha and the failure count start over. */
    acceptToken: assign((_, params: { token: string }) => ({
      token: params.token,
      captchaRequired: false,
      loginErrorCount: 0,
      ...noFailure,
    })),
    countSignInFailure: assign(({ context }, params: { error: unknown }) => ({
      ...failureOf(params.error),
      loginErrorCount: context.loginErrorCount + 1,
    })),
    requireCaptcha: assign({ captchaRequired: true, loginErrorCount: CAPTCHA_ERROR_COUNT }),
    /** Forgets everything about the account; the site, captcha state and returnTo stay. */
    forgetAccount: assign({ user: null, token: null, enterprises: [], tokenAhead: false }),
    /** A forced sign-out keeps no text (the login page says why from the code) but the code. */
    noteExpiry: assign((_, params: { code: number | null }) => ({ error: null, errorCode: params.code })),
    rememberReturnTo: assign(({ event }) => {
      assertEvent(event, 'session.returnTo');
      return { returnTo: event.path };
    }),
    forgetReturnTo: assign({ returnTo: null }),
    emitForbidden: emit({ type: 'forbidden' } as const),
    emitSignedOut: emit((_, params: { reason: SignOutReason }) => ({
      type: 'signedOut' as const,
      reason: params.reason,
    })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    userHasCompany: ({ context }) => context.user?.enterpriseId != null,
    tokenAhead: ({ context }) => context.tokenAhead,
    /** A site bound to one company hides "switch company" (spec §2). */
    canSwitchCompany: ({ context }) => context.site?.eid == null,
    mustChooseCompany: (_, params: { signIn: SignIn }) => params.signIn.chooseEnterprise === 1,
    isAuthFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    isCaptchaFailure: (_, params: { error: unknown }) =>
      failureOf(params.error).errorCode === Code.captchaRequired,
  },
}).extend<{
  // Spelled out: `enqueueActions` cannot infer, from the map it stands in, which actions it may enqueue.
  takeToken: { token: string };
  takeUser: { user: SessionUser };
  endExpiredSession: { code: number | null };
  endLoggedOutSession: undefined;
  endAbandonedSwitch: undefined;
}>({
  // Steps that always go together, named once so that every transition runs them alike.
  actions: {
    /** A token from a sign-in or a company choice: into the context and the cookie. */
    takeToken: enqueueActions(({ enqueue }, params) => {
      enqueue({ type: 'acceptToken', params });
      enqueue({ type: 'persistToken', params });
    }),
    /** A loaded user: into the context and the cache for the next visit. */
    takeUser: enqueueActions(({ enqueue }, params) => {
      enqueue({ type: 'setUser', params });
      enqueue({ type: 'cacheUser', params });
    }),
    /** The server ended the session: the account is forgotten, the code kept, the app told why. */
    endExpiredSession: enqueueActions(({ enqueue }, params) => {
      enqueue('clearSession');
      enqueue('forgetAccount');
      enqueue({ type: 'noteExpiry', params });
      enqueue({ type: 'emitSignedOut', params: { reason: 'expired' } });
    }),
    /** The user logged out: the account and the way back are forgotten whatever the gateway said. */
    endLoggedOutSession: enqueueActions(({ enqueue }) => {
      enqueue('clearSession');
      enqueue('forgetAccount');
      enqueue('forgetReturnTo');
      enqueue({ type: 'emitSignedOut', params: { reason: 'logout' } });
    }),
    /**
     * The user left a company choice that already holds the new company's token while its user did not load:
     * the old company's token is revoked, so the way back is to sign in again (returnTo is kept).
     */
    endAbandonedSwitch: enqueueActions(({ enqueue }) => {
      enqueue('clearSession');
      enqueue('forgetAccount');
      enqueue('clearError');
      enqueue({ type: 'emitSignedOut', params: { reason: 'switchAbandoned' } });
    }),
  },
});

// Params of the invocations' done and error events, shared by every transition that needs them.
const userParams = ({ event }: { event: { output: SessionUser } }) => ({ user: event.output });
const tokenParams = ({ event }: { event: { output: SignIn } }) => ({ token: event.output.token });

/** A call failed with 300–400 (spec §8) while the session was in use: it is gone, sign out. */
const expireOnAuthFailure = {
  guard: { type: 'isAuthFailure', params: errorParams },
  target: '#session.signedOut',
  actions: {
    type: 'endExpiredSession',
    params: ({ event }: { event: { error: unknown } }) => ({ code: failureOf(event.error).errorCode }),
  },
} as const;

/** The http client saw a 300–400 answer to some other call while the session was in use. */
const expireOnUnauthorized = {
  target: '#session.signedOut',
  actions: {
    type: 'endExpiredSession',
    params: ({ event }: { event: { code: number } }) => ({ code: event.code }),
  },
} as const;

/**
 * Leaving the company list without choosing: only a switch (a company was chosen before) may. When the choice
 * already replaced the token (and the gateway revoked the old one) but the user did not load, the old company
 * cannot be kept: the session ends and the login page takes the user back to where they were.
 */
const keepCurrentCompany = [
  {
    guard: and(['userHasCompany', 'tokenAhead']),
    target: '#session.signedOut',
    actions: 'endAbandonedSwitch',
  },
  { guard: 'userHasCompany', target: '#session.signedIn', actions: 'clearError' },
] as const;

/** A failed step of the company choice goes back to the list with its error, unless the session is gone. */
const backToPicking = [
  expireOnAuthFailure,
  { target: '#session.choosingCompany.picking', actions: { type: 'setFailure', params: errorParams } },
] as const;

/**
 * The portal's session: site by host, the token cookie, sign-in by every method, the company choice,
 * and the server's verdicts reported by the http client. Side effects are actors and actions provided
 * with `.provide()`: the app passes `createSessionImplementations(http)`, tests pass fakes.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  description: 'The signed-in state of the portal, from the site lookup to logout.',
  context: ({ input }) => ({
    site: null,
    user: null,
    enterprises: [],
    token: input.token,
    captchaRequired: false,
    loginErrorCount: 0,
    returnTo: null,
    tokenAhead: false,
    ...noFailure,
  }),
  initial: 'booting',
  on: {
    'server.forbidden': { actions: 'emitForbidden' },
    'server.captchaRequired': { actions: 'requireCaptcha' },
    'session.returnTo': { actions: 'rememberReturnTo' },
    'login.clearError': { actions: 'clearError' },
  },
  states: {
    booting: {
      description: 'Loads the site for this host, then the current user when a token cookie exists.',
      tags: ['booting'],
      initial: 'loadingSite',
      states: {
        loadingSite: {
          description: 'Asks the gateway which site (tenant) this host belongs to.',
          invoke: {
            src: 'loadSite',
            onDone: {
              target: 'checkingToken',
              actions: { type: 'setSite', params: ({ event }) => ({ site: event.output }) },
            },
            onError: { target: '#session.siteError', actions: { type: 'setFailure', params: errorParams } },
          },
        },
        checkingToken: {
          description: 'Without a token cookie there is nobody to load.',
          always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: '#session.signedOut' }],
        },
        loadingUser: {
          description: 'Loads the user of the stored token; a rejected token signs out quietly.',
          invoke: {
            src: 'loadUser',
            onDone: { target: '#session.routingUser', actions: { type: 'takeUser', params: userParams } },
            onError: [
              {
                guard: { type: 'isAuthFailure', params: errorParams },
                target: '#session.signedOut',
                actions: ['clearSession', 'forgetAccount'],
              },
              { target: '#session.siteError', actions: { type: 'setFailure', params: errorParams } },
            ],
          },
          on: {
            'server.unauthorized': {
              target: '#session.signedOut',
              actions: ['clearSession', 'forgetAccount'],
            },
          },
        },
      },
    },
    siteError: {
      description: 'The boot failed (site or user could not be loaded); the page offers a retry.',
      tags: ['siteError'],
      on: { 'site.retry': { target: 'booting', actions: 'clearError' } },
    },
    routingUser: {
      description:
        'A user is loaded: with a chosen company the session is complete, otherwise one must be chosen.',
      always: [{ guard: 'userHasCompany', target: 'signedIn' }, { target: 'choosingCompany' }],
    },
    signedOut: {
      description: 'Nobody is signed in; the login page submits one of the sign-in methods.',
      tags: ['signedOut'],
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting for the login form or a confirmed QR sign-in.',
          on: {
            'login.submit': { target: 'submitting', actions: 'clearError' },
            'login.qrSignedIn': [
              {
                guard: { type: 'mustChooseCompany', params: ({ event }) => ({ signIn: event.signIn }) },
                target: '#session.choosingCompany',
                actions: { type: 'takeToken', params: ({ event }) => ({ token: event.signIn.token }) },
              },
              {
                target: 'submitting.loadingUser',
                actions: { type: 'takeToken', params: ({ event }) => ({ token: event.signIn.token }) },
              },
            ],
          },
        },
        submitting: {
          description: 'Signing in, then loading the user when no company choice is needed.',
          tags: ['submitting'],
          initial: 'signingIn',
          states: {
            signingIn: {
              description: 'The sign-in call of the chosen method; 321 turns the image captcha on.',
              invoke: {
                src: 'signIn',
                input: ({ event }) => {
                  assertEvent(event, 'login.submit');
                  return event.request;
                },
                onDone: [
                  {
                    guard: { type: 'mustChooseCompany', params: ({ event }) => ({ signIn: event.output }) },
                    target: '#session.choosingCompany',
                    actions: { type: 'takeToken', params: tokenParams },
                  },
                  { target: 'loadingUser', actions: { type: 'takeToken', params: tokenParams } },
                ],
                onError: [
                  {
                    guard: { type: 'isCaptchaFailure', params: errorParams },
                    target: '#session.signedOut.idle',
                    actions: ['requireCaptcha', { type: 'setFailure', params: errorParams }],
                  },
                  {
                    target: '#session.signedOut.idle',
                    actions: { type: 'countSignInFailure', params: errorParams },
                  },
                ],
              },
            },
            loadingUser: {
              description: 'Loads the user the new token belongs to.',
              invoke: {
                src: 'loadUser',
                onDone: { target: '#session.routingUser', actions: { type: 'takeUser', params: userParams } },
                onError: {
                  target: '#session.signedOut.idle',
                  actions: ['clearSession', 'forgetAccount', { type: 'setFailure', params: errorParams }],
                },
              },
            },
          },
        },
      },
    },
    choosingCompany: {
      description: 'The user belongs to several companies and picks the one to enter (also when switching).',
      tags: ['choosingCompany'],
      initial: 'loading',
      on: {
        'server.unauthorized': expireOnUnauthorized,
        logout: { target: 'loggingOut' },
      },
      states: {
        loading: {
          description: 'Loads the companies of the user.',
          tags: ['loadingCompanies'],
          // The page offers cancel while the list loads; dropping the press would strand the user there.
          on: { 'company.cancel': keepCurrentCompany },
          invoke: {
            src: 'loadEnterprises',
            onDone: {
              target: 'picking',
              actions: [
                { type: 'setEnterprises', params: ({ event }) => ({ enterprises: event.output }) },
                'clearError',
              ],
            },
            onError: backToPicking,
          },
        },
        picking: {
          description: 'The list is shown; cancelling is possible only when a company was chosen before.',
          on: {
            'company.choose': { target: 'choosing', actions: 'clearError' },
            'company.cancel': keepCurrentCompany,
            'company.retry': { target: 'loading', actions: 'clearError' },
          },
        },
        choosing: {
          description: 'Gets a token for the chosen company, then loads the user in that company.',
          tags: ['choosing'],
          initial: 'requesting',
          states: {
            requesting: {
              description: 'The choose-enterprise call; it revokes the token used to ask.',
              invoke: {
                src: 'chooseEnterprise',
                input: ({ event }) => {
                  assertEvent(event, 'company.choose');
                  return { enterpriseId: event.enterpriseId };
                },
                onDone: {
                  target: 'loadingUser',
                  actions: [{ type: 'takeToken', params: tokenParams }, 'markTokenAhead'],
                },
                onError: backToPicking,
              },
            },
            loadingUser: {
              description: 'Loads the user in the chosen company.',
              invoke: {
                src: 'loadUser',
                onDone: { target: '#session.routingUser', actions: { type: 'takeUser', params: userParams } },
                onError: backToPicking,
              },
            },
          },
        },
      },
    },
    signedIn: {
      description: 'A user is signed in to a company; pages run.',
      tags: ['signedIn'],
      initial: 'idle',
      on: {
        'server.unauthorized': expireOnUnauthorized,
        'company.switch': { guard: 'canSwitchCompany', target: 'choosingCompany' },
        logout: { target: 'loggingOut' },
      },
      states: {
        idle: {
          description: 'Nothing in flight.',
          on: { 'user.refresh': { target: 'refreshing' } },
        },
        refreshing: {
          description: 'Reloads the user (credit hours, certificates, ...) after something changed them.',
          tags: ['refreshing'],
          invoke: {
            src: 'loadUser',
            onDone: { target: 'idle', actions: { type: 'takeUser', params: userParams } },
            // Anything but an auth failure keeps the user as it was.
            onError: [expireOnAuthFailure, { target: 'idle' }],
          },
        },
      },
    },
    loggingOut: {
      description: 'Revokes the token on the gateway; the local session is cleared whatever the answer.',
      tags: ['loggingOut'],
      invoke: {
        src: 'logout',
        onDone: { target: 'signedOut', actions: 'endLoggedOutSession' },
        onError: { target: 'signedOut', actions: 'endLoggedOutSession' },
      },
    },
  },
});
