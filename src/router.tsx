import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { AppServices, SessionActorRef } from './ui/kit/app/app-services';
import { forgetReadsOnInvalidate } from './ui/kit/app/read-memo';
import { loadPortalFrame } from './ui/kit/layout/portal-frame';
import { PagePending } from './ui/kit/app/route-data';
import { localeFromPath, localeParam, stripLocale } from './ui/kit/locale/locale-path';
import { LocaleProvider } from './ui/kit/locale/locale-provider';

export function createAppRouter(context: AppServices) {
  const router = createRouter({
    routeTree,
    context,
    // Every unknown path renders the root's 404 page, whatever layout it half-matched.
    notFoundMode: 'root',
    defaultPreload: 'intent',
    // Shown only when a page's loader outlasts the router's pending delay; a preloaded page opens at once.
    defaultPendingComponent: PagePending,
    scrollRestoration: true,
    // Messages follow the URL's locale, so the provider sits inside the router.
    InnerWrap: LocaleProvider,
  });
  forgetReadsOnInvalidate(router, context.http);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the code of the page being opened, of the layouts around it and of the portal frame when
 * the page is drawn inside it, while the session boots.
 * The router itself would ask for it only once the guards have waited for the session, one round trip later.
 */
export function preloadOpeningPage(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname);
  if (routes.some((route) => route.options.staticData?.portalFrame === true))
    loadPortalFrame().catch(() => {});
  for (const route of routes) {
    // A failure here is not the page's: the router asks again when it renders and handles it there.
    router.loadRouteChunk(route)?.catch(() => {});
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page is drawn inside the portal frame (header, tab bar, footer); see the locale layout. */
    portalFrame?: boolean;
  }
}

/** Pages a forced sign-out leaves alone (spec §8). */
const STAY_ON_SIGN_OUT = ['/login', '/agreement'];

/**
 * The session decides, the router follows: guards re-run whenever the session's tags change, and the
 * session's announcements (no permission, signed out) become navigations. The machine never navigates.
 */
export function connectSessionToRouter(session: SessionActorRef, router: AppRouter): () => void {
  let tags = '';
  const subscription = session.subscribe((snapshot) => {
    const next = [...snapshot.tags].sort().join(' ');
    if (next === tags) return;
    const first = tags === '';
    tags = next;
    if (!first) void router.invalidate();
  });

  const currentLocale = () => localeParam(localeFromPath(router.state.location.pathname));

  const forbidden = session.on('forbidden', () => {
    void router.navigate({ to: '/{-$locale}/permission', params: { locale: currentLocale() } });
  });

  const signedOut = session.on('signedOut', ({ reason }) => {
    const locale = currentLocale();
    if (reason === 'logout') {
      void router.navigate({ to: '/{-$locale}/login', params: { locale }, replace: true });
      return;
    }
    const here = router.state.location;
    if (STAY_ON_SIGN_OUT.includes(stripLocale(here.pathname))) return;
    session.send({ type: 'session.returnTo', path: here.href });
    void router.navigate({
      to: '/{-$locale}/login',
      params: { locale },
      search: { t: 'login', redirect: here.href },
    });
  });

  return () => {
    subscription.unsubscribe();
    forbidden.unsubscribe();
    signedOut.unsubscribe();
  };
}
