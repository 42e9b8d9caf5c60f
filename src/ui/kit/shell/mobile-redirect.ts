import { stripLocale } from '../locale/locale-path';

/** Spec §9: the browsers sent to the mobile site. */
const MOBILE_UA = /iphone|ipod|ipad|android/i;

export function isMobileBrowser(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/** The site's mobile address is a path of this host (e.g. `/h5`) and `pathname` is in it, in any language. */
export function isOwnMobileAddress(mobileSite: string, pathname: string): boolean {
  const site = mobileSite.trim().replace(/\/+$/, '');
  const bare = stripLocale(pathname);
  return site.startsWith('/') && (bare === site || bare.startsWith(`${site}/`));
}

const LIVE_ROOM = /^\/live\/watch\/([^/]+)\/?$/;

/**
 * Where a mobile browser goes instead of this page: the site's mobile address (a live room opens the same
 * room there), or null to stay on the responsive portal — desktop browsers, and sites without a mobile
 * site (docs/decisions/0017-mobile-redirect.md).
 */
export function mobileRedirect(userAgent: string, mobileSite: string, pathname: string): string | null {
  const site = mobileSite.trim().replace(/\/+$/, '');
  if (site === '' || !isMobileBrowser(userAgent)) return null;
  // A mobile site on this host under a path must never send its own pages round again.
  if (isOwnMobileAddress(site, pathname)) return null;
  const room = LIVE_ROOM.exec(stripLocale(pathname))?.[1];
  // The segment is still URL-encoded, so it goes into the query as it is.
  if (room) return `${site}/#/pages/live/watch/watch?id=${room}`;
  return site;
}
