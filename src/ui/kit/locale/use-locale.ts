import { useLocation } from '@tanstack/react-router';
import { localeFromPath, localeParam, type Locale, type LocaleParam } from './locale-path';

/** The current page's locale, read from the URL (zh without prefix, en under `/en`). */
export function useLocale(): Locale {
  return useLocation({ select: (l) => localeFromPath(l.pathname) });
}

/** The `{-$locale}` param for links that stay in the current language. */
export function useLocaleParam(): LocaleParam {
  return localeParam(useLocale());
}
