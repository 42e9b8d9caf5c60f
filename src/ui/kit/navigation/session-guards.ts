import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { waitFor, type SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import {
  selectIsSignedIn,
  selectNeedsCompany,
  selectSite,
} from '../../../machines/session/session.selectors';
import type { SessionActorRef } from '../app/app-services';
import { readLangCookie } from '../../../services/cookies';
import { localeFromPath, localeParam, type LocaleParam } from '../locale/locale-path';
import { safeRedirect } from './safe-redirect';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Resolves once boot is over (site loaded or failed, token checked). Event-driven: no sleeps, no polling. */
export function settledSession(session: SessionActorRef): Promise<SessionSnapshot> {
  return waitFor(session, (s) => !s.hasTag('booting'));
}

interface GuardArgs {
  session: SessionActorRef;
  location: ParsedLocation;
}

/** Signed-in pages: signed-out users go to the sign-in page and come back here afterwards. */
export async function requireSignedIn({ session, location }: GuardArgs): Promise<void> {
  const snapshot = await settledSession(session);
  const locale = localeParam(localeFromPath(location.pathname));
  if (selectIsSignedIn(snapshot)) return;
  if (selectNeedsCompany(snapshot)) {
    throw redirect({ to: '/{-$locale}/company', params: { locale }, search: { redirect: location.href } });
  }
  session.send({ type: 'session.returnTo', path: location.href });
  throw redirect({
    to: '/{-$locale}/login',
    params: { locale },
    search: { t: 'login', redirect: location.href },
  });
}

/** Company chooser: needs a token; a site bound to one company never shows it. */
export async function requireCompanyChoice({ session, location }: GuardArgs): Promise<void> {
  const snapshot = await settledSession(session);
  const locale = localeParam(localeFromPath(location.pathname));
  if (selectSite(snapshot)?.eid) throw redirect({ to: '/{-$locale}/home', params: { locale } });
  if (selectIsSignedIn(snapshot) || selectNeedsCompany(snapshot)) return;
  session.send({ type: 'session.returnTo', path: location.href });
  throw redirect({
    to: '/{-$locale}/login',
    params: { locale },
    search: { t: 'login', redirect: location.href },
  });
}

/** Where a signed-in visitor of the sign-in page goes: the page they came from, else home. */
export async function leaveSignInWhenSignedIn({
  session,
  location,
  redirectTo,
}: GuardArgs & { redirectTo: string | undefined }): Promise<void> {
  const snapshot = await settledSession(session);
  const locale = localeParam(localeFromPath(location.pathname));
  const target = safeRedirect(redirectTo) ?? safeRedirect(snapshot.context.returnTo);
  if (selectNeedsCompany(snapshot)) {
    throw redirect({ to: '/{-$locale}/company', params: { locale }, search: { redirect: target } });
  }
  if (!selectIsSignedIn(snapshot)) return;
  // The way back is used now; a later sign-in must not follow it again.
  if (snapshot.context.returnTo !== null) session.send({ type: 'session.returnTo', path: null });
  if (target) throw redirect({ href: target, replace: true });
  throw redirect({ to: '/{-$locale}/home', params: { locale }, replace: true });
}

/** `/`: home when signed in, the chooser when a company is missing, else sign-in. A bare `/` honours a remembered English choice. */
export async function redirectFromRoot({
  session,
  locale,
}: {
  session: SessionActorRef;
  locale: LocaleParam;
}): Promise<never> {
  const snapshot = await settledSession(session);
  const target = locale ?? (readLangCookie() === 'en' ? 'en' : undefined);
  if (selectIsSignedIn(snapshot))
    throw redirect({ to: '/{-$locale}/home', params: { locale: target }, replace: true });
  if (selectNeedsCompany(snapshot)) {
    throw redirect({ to: '/{-$locale}/company', params: { locale: target }, replace: true });
  }
  throw redirect({ to: '/{-$locale}/login', params: { locale: target }, replace: true });
}
