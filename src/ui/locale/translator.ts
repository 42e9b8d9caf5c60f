import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { intlLocale, type Locale } from './locale-path';
import { MESSAGES } from './messages';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale: intlLocale(locale), defaultLocale: 'zh-CN', messages: MESSAGES[locale] },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** Translation outside React (the http client's own messages): the key itself when it has no message. */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  if (!(key in MESSAGES[locale])) return key;
  return intlFor(locale).formatMessage({ id: key }, values);
}
