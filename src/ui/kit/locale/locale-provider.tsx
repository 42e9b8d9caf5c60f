import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSession } from '../app/app-services';
import { htmlLang, intlLocale, type Locale } from './locale-path';
import { catalogueFor, loadCatalogue, onCatalogueLoaded, type Catalogue } from './messages';
import { useLocale } from './use-locale';

interface Shown {
  locale: Locale;
  messages: Catalogue;
}

/**
 * Provides messages for the URL's locale and keeps `<html lang>` in step with it. While a catalogue is still on
 * its way after a language switch, the page stays in the language it had (nothing unmounts); only a first
 * render without any catalogue waits.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const session = useSession();
  const messages = useSyncExternalStore(onCatalogueLoaded, () => catalogueFor(locale));
  const [last, setLast] = useState<Shown | null>(null);
  if (messages && (last?.messages !== messages || last.locale !== locale)) setLast({ locale, messages });
  const shownLocale = messages ? locale : last?.locale;
  const shownMessages = messages ?? last?.messages;

  useEffect(() => {
    if (messages) return;
    loadCatalogue(locale).catch((error: unknown) => {
      // The page stays in the language it has; the next switch or reload tries again.
      console.warn(`Messages for ${locale} could not be loaded`, error);
    });
  }, [locale, messages]);

  const announced = useRef(locale);
  useEffect(() => {
    if (!shownLocale) return;
    document.documentElement.lang = htmlLang(shownLocale);
    // Names the gateway localises (company, ...) come with the user: fetch them again in the new language.
    if (announced.current !== shownLocale) {
      announced.current = shownLocale;
      session.send({ type: 'user.refresh' });
    }
  }, [shownLocale, session]);

  // The router's wrapper must render an element; an empty one until the first catalogue is there.
  if (!shownLocale || !shownMessages) return <></>;
  return (
    <IntlProvider locale={intlLocale(shownLocale)} defaultLocale="zh-CN" messages={shownMessages}>
      {children}
    </IntlProvider>
  );
}
