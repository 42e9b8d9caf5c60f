/**
 * The locale lives in the URL: Chinese paths carry no prefix, English ones start with `/en`.
 * These helpers are pure so the toggle, the http client and the router agree on one reading.
 */
export type Locale = 'zh' | 'en';

export const DEFAULT_LOCALE: Locale = 'zh';
export const LOCALES: readonly Locale[] = ['zh', 'en'];

/** The value of the optional `{-$locale}` route param for a locale: undefined for the default. */
export type LocaleParam = 'en' | undefined;

export function localeParam(locale: Locale): LocaleParam {
  return locale === 'en' ? 'en' : undefined;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'zh';
}

/** The path without its locale prefix; always starts with `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'zh') return pathname || '/';
  const rest = pathname.slice('/en'.length);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: swaps the `/en` prefix and keeps the rest of the path. */
export function pathForLocale(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === 'zh') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/** Same as `pathForLocale` for a full href (path + search + hash). */
export function hrefForLocale(href: string, locale: Locale): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const tail = cut === -1 ? '' : href.slice(cut);
  return pathForLocale(path || '/', locale) + tail;
}

/** `<html lang>` for a locale. */
export function htmlLang(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en';
}

/** The value sent in `Accept-Language` and used by Intl. */
export function intlLocale(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en-US';
}
