import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'ENT_WEB_TOKEN';
export const LANG_COOKIE = 'lang';
/** Spec §9: the token lasts a day, the language choice a year. */
export const TOKEN_COOKIE_DAYS = 1;
export const LANG_COOKIE_DAYS = 365;
/** Set when a phone chose the full site over the mobile one (decision 0017); kept a year like the language. */
export const DESKTOP_COOKIE = 'praxis_desktop';
export const DESKTOP_COOKIE_DAYS = 365;

export type CookieLocale = 'zh' | 'en';

/** The parts of `window` the frame check reads, so tests can describe any embedding. */
export interface FrameView {
  readonly self: unknown;
  readonly top: { readonly location: { readonly origin: string } } | null;
  readonly location: { readonly origin: string; readonly protocol?: string };
}

function currentView(): FrameView | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * True when the portal runs inside a frame of another origin. Reading a foreign top window's location
 * throws, which is itself the answer.
 */
export function isInCrossSiteFrame(view: FrameView | undefined = currentView()): boolean {
  if (!view || view.top === null || view.top === view.self) return false;
  try {
    return view.top.location.origin !== view.location.origin;
  } catch {
    return true;
  }
}

/**
 * Inside a cross-site frame a cookie is only stored (and sent) when marked `Secure; SameSite=None`. A page
 * served over https marks its cookies `Secure` too, so the token never travels over plain http.
 */
function baseAttributes(view: FrameView | undefined): Cookies.CookieAttributes {
  if (isInCrossSiteFrame(view)) return { path: '/', secure: true, sameSite: 'None' };
  return view?.location.protocol === 'https:' ? { path: '/', secure: true } : { path: '/' };
}

export function readToken(): string | undefined {
  const token = Cookies.get(TOKEN_COOKIE);
  return token === '' ? undefined : token;
}

export function writeToken(token: string, view: FrameView | undefined = currentView()): void {
  Cookies.set(TOKEN_COOKIE, token, { ...baseAttributes(view), expires: TOKEN_COOKIE_DAYS });
}

/** Removal needs the same attributes as the write, or a framed browser ignores it. */
export function clearToken(view: FrameView | undefined = currentView()): void {
  Cookies.remove(TOKEN_COOKIE, baseAttributes(view));
}

export function readLangCookie(): CookieLocale | undefined {
  const value = Cookies.get(LANG_COOKIE);
  return value === 'zh' || value === 'en' ? value : undefined;
}

export function writeLangCookie(locale: CookieLocale, view: FrameView | undefined = currentView()): void {
  Cookies.set(LANG_COOKIE, locale, { ...baseAttributes(view), expires: LANG_COOKIE_DAYS });
}

/** The browser chose the full site: phones and tablets are no longer sent to the mobile site. */
export function readDesktopChoice(): boolean {
  return Cookies.get(DESKTOP_COOKIE) === '1';
}

export function writeDesktopChoice(view: FrameView | undefined = currentView()): void {
  Cookies.set(DESKTOP_COOKIE, '1', { ...baseAttributes(view), expires: DESKTOP_COOKIE_DAYS });
}
