import { useEffect, useRef, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSession } from '../app/app-services';
import { htmlLang, intlLocale } from './locale-path';
import { MESSAGES } from './messages';
import { useLocale } from './use-locale';

/** Provides messages for the URL's locale and keeps `<html lang>` in step with it. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const session = useSession();
  const shown = useRef(locale);
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    // Names the gateway localises (company, ...) come with the user: fetch them again in the new language.
    if (shown.current !== locale) {
      shown.current = locale;
      session.send({ type: 'user.refresh' });
    }
  }, [locale, session]);
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale="zh-CN" messages={MESSAGES[locale]}>
      {children}
    </IntlProvider>
  );
}
