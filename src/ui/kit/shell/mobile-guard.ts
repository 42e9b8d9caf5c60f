import type { ParsedLocation } from '@tanstack/react-router';
import { selectSite } from '../../../machines/session/session.selectors';
import { readDesktopChoice } from '../../../services/cookies';
import type { SessionActorRef } from '../app/app-services';
import { settledSession } from '../navigation/session-guards';
import { mobileRedirect } from './mobile-redirect';

/**
 * Sends a phone or tablet browser to the site's mobile address when the site names one; the page never
 * renders then. Without one, on a desktop, or once the browser chose the full site, the responsive portal
 * carries on.
 */
export async function leaveForMobileSite({
  session,
  location,
}: {
  session: SessionActorRef;
  location: ParsedLocation;
}): Promise<void> {
  if (readDesktopChoice()) return;
  const site = selectSite(await settledSession(session));
  const target = mobileRedirect(navigator.userAgent, site?.mobileSite ?? '', location.pathname);
  if (target === null) return;
  window.location.replace(target);
  // The document is being replaced; holding the route back keeps the portal from flashing in between.
  await new Promise<never>(() => {});
}
