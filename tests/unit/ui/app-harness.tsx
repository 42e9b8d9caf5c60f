import { ChakraProvider } from '@chakra-ui/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import type { Endpoint } from '../../../contract/endpoint';
import type { Website } from '../../../contract/system';
import type { Enterprise, SessionUser, SignIn } from '../../../contract/user';
import { sessionMachine } from '../../../src/machines/session/session.machine';
import type { SignInRequest } from '../../../src/machines/session/session.types';
import { ApiError, ClientCode } from '../../../src/services/api-error';
import type { HttpClient } from '../../../src/services/http';
import { AppServicesProvider, type SessionActorRef } from '../../../src/ui/kit/app/app-services';
import { forgetReadsOnInvalidate } from '../../../src/ui/kit/app/read-memo';
import { createPortalSystem } from '../../../src/ui/kit/app/system';

const system = createPortalSystem();
import { LocaleProvider } from '../../../src/ui/kit/locale/locale-provider';

export const demoUser: SessionUser = {
  id: '1001',
  name: '林晓',
  phone: '138****0001',
  empNo: 'E0001',
  headPortrait: '',
  isAdmin: 0,
  userType: 1,
  creditHour: 36.5,
  certificateCount: 4,
  enterpriseId: '11',
  enterpriseName: '星河科技',
  enterpriseLogo: '',
};

export const demoSite: Website = {
  id: '1',
  eid: null,
  domain: 'localhost',
  websiteTitle: 'Praxis 学习平台',
  websiteIco: '',
  logo: '',
  clientName: 'Praxis Demo',
  amapKeyId: '',
  amapKeySecret: '',
  mobileSite: '',
  registerEnabled: 1,
  qrProviders: [],
};

type Handler = (payload: unknown) => unknown;

/** An http client that answers from a table keyed by contract path; anything else fails the test. */
export function fakeHttp(handlers: Record<string, Handler>) {
  const calls: { path: string; payload: unknown }[] = [];
  const http = {
    call: async (endpoint: Endpoint, payload: unknown) => {
      calls.push({ path: endpoint.path, payload });
      const handler = handlers[endpoint.path];
      if (!handler) throw new Error(`unexpected call to ${endpoint.path}`);
      return handler(payload);
    },
    upload: () => Promise.reject(new Error('no uploads in this test')),
    toApiError: (error: unknown) =>
      error instanceof ApiError ? error : new ApiError(ClientCode.malformed, ''),
  } as unknown as HttpClient;
  return { http, calls };
}

/** A sign-in the test settles: each attempt is recorded and waits for `resolve` / `reject`. */
export function manualSignIn() {
  const requests: SignInRequest[] = [];
  let settle: { resolve: (v: SignIn) => void; reject: (e: unknown) => void } | null = null;
  const logic = fromPromise<SignIn, SignInRequest>(({ input }) => {
    requests.push(input);
    return new Promise<SignIn>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    logic,
    requests,
    reject(error: unknown) {
      if (!settle) throw new Error('no sign-in is in flight');
      settle.reject(error);
      settle = null;
    },
  };
}

/**
 * The real session machine with fake side effects, booted past the site load: signed out, or signed in as
 * `user` when one is given (a stored token then loads that user).
 */
export async function startSession(
  site: Website,
  signIn: AnyActorLogic = manualSignIn().logic,
  user?: SessionUser,
): Promise<SessionActorRef> {
  const machine = sessionMachine.provide({
    actors: {
      loadSite: fromPromise(async () => site),
      loadUser: fromPromise(async () => {
        if (!user) throw new ApiError(301, 'signed out');
        return user;
      }),
      loadEnterprises: fromPromise(async (): Promise<Enterprise[]> => []),
      signIn: signIn as never,
    },
  });
  const session = createActor(machine, { input: { token: user ? 'token-1' : null } });
  session.start();
  await waitFor(session, (s) => !s.hasTag('booting'));
  return session;
}

/**
 * Renders a page at a path inside the providers the app uses (Chakra, services, router, messages). A page whose
 * data comes from its route's loader gives `load` (the feature's own read, as its route calls it, with the
 * address's search), and receives the result as `data`.
 */
export function renderPage<D = undefined>(
  Page: (props: { data: D }) => ReactNode,
  options: {
    path: string;
    session: SessionActorRef;
    http: HttpClient;
    alsoAt?: string[];
    load?: (http: HttpClient, search: Record<string, unknown>) => Promise<D>;
  },
) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const pathname = options.path.split('?')[0] ?? '/';
  const { load } = options;
  const pages = [pathname, ...(options.alsoAt ?? [])].map((path) => {
    const route = createRoute({
      getParentRoute: () => root,
      path,
      loaderDeps: ({ search }) => search as Record<string, unknown>,
      loader: ({ deps }): Promise<D | undefined> =>
        load ? load(options.http, deps) : Promise.resolve(undefined),
      component: function LoadedPage() {
        return <Page data={route.useLoaderData() as D} />;
      },
    });
    return route;
  });
  const router = createRouter({
    routeTree: root.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [options.path] }),
    InnerWrap: LocaleProvider,
  });
  forgetReadsOnInvalidate(router, options.http);
  const view = render(
    <ChakraProvider value={system}>
      <AppServicesProvider value={{ session: options.session, http: options.http }}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </ChakraProvider>,
  );
  return { ...view, router };
}
