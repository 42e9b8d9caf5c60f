import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, intlLocale, type Locale } from './locale-path';
import { arrivedMessages, type Catalogue } from './messages';

const cache = createIntlCache();
const intls = new Map<Catalogue, IntlShape>();

function intlFor(locale: Locale, messages: Catalogue): IntlShape {
  let intl = intls.get(messages);
  if (!intl) {
    intl = createIntl({ locale: intlLocale(locale), defaultLocale: 'zh-CN', messages }, cache);
    intls.set(messages, intl);
  }
  return intl;
}

/**
 * Translation outside React (the http client's own messages): the key itself when it has no message. Until a
 * locale's catalogue has arrived the default one answers.
 */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const own = arrivedMessages(locale);
  const shown: Locale = own ? locale : DEFAULT_LOCALE;
  const messages = own ?? arrivedMessages(DEFAULT_LOCALE) ?? {};
  if (!(key in messages)) return key;
  return intlFor(shown, messages).formatMessage({ id: key }, values);
}
