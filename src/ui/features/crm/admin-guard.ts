import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { selectUser } from '../../../machines/session/session.selectors';
import type { SessionActorRef } from '../../kit/app/app-services';
import { localeFromPath, localeParam } from '../../kit/locale/locale-path';
import { requireSignedIn, settledSession } from '../../kit/navigation/session-guards';

/**
 * The back office: signed-out visitors sign in and come back (as on every signed-in page); signed-in users who
 * are not administrators of the chosen company get the no-permission page. The gateway checks every call
 * again (306), so this only spares a page of refusals.
 */
export async function requireAdmin({
  session,
  location,
}: {
  session: SessionActorRef;
  location: ParsedLocation;
}): Promise<void> {
  await requireSignedIn({ session, location });
  const snapshot = await settledSession(session);
  if (selectUser(snapshot)?.isAdmin === 1) return;
  throw redirect({
    to: '/{-$locale}/permission',
    params: { locale: localeParam(localeFromPath(location.pathname)) },
    replace: true,
  });
}
