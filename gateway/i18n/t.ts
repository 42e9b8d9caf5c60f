import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from './locale';
import { contentMessages } from './content';
import { coreMessages } from './core';
import { courseMessages } from './course';
import { examMessages } from './exam';
import { exportMessages } from './export';
import { learningMessages } from './learning';
import { liveMessages } from './live';
import { noticeMessages } from './notice';
import { offlineMessages } from './offline';
import { planMessages } from './plan';
import { progressMessages } from './progress';
import { projectMessages } from './project';
import { needsMessages } from './needs';
import { mallMessages } from './mall';
import { pointsMessages } from './points';
import { communityMessages } from './community';
import { surveyMessages } from './survey';
import { uploadMessages } from './upload';
import { certificateMessages } from './certificate';
import { userMessages } from './user';

export type MessageParams = Record<string, string | number>;

const catalogues: Record<Locale, Record<string, string>> = {
  zh: {
    ...coreMessages.zh,
    ...userMessages.zh,
    ...noticeMessages.zh,
    ...exportMessages.zh,
    ...contentMessages.zh,
    ...learningMessages.zh,
    ...planMessages.zh,
    ...uploadMessages.zh,
    ...certificateMessages.zh,
    ...examMessages.zh,
    ...surveyMessages.zh,
    ...courseMessages.zh,
    ...progressMessages.zh,
    ...liveMessages.zh,
    ...offlineMessages.zh,
    ...projectMessages.zh,
    ...needsMessages.zh,
    ...pointsMessages.zh,
    ...mallMessages.zh,
    ...communityMessages.zh,
  },
  en: {
    ...coreMessages.en,
    ...userMessages.en,
    ...noticeMessages.en,
    ...exportMessages.en,
    ...contentMessages.en,
    ...learningMessages.en,
    ...planMessages.en,
    ...uploadMessages.en,
    ...certificateMessages.en,
    ...examMessages.en,
    ...surveyMessages.en,
    ...courseMessages.en,
    ...progressMessages.en,
    ...liveMessages.en,
    ...offlineMessages.en,
    ...projectMessages.en,
    ...needsMessages.en,
    ...pointsMessages.en,
    ...mallMessages.en,
    ...communityMessages.en,
  },
};

export function hasMessage(key: string): boolean {
  return Object.hasOwn(catalogues.zh, key) || Object.hasOwn(catalogues.en, key);
}

/** Translates a message key; falls back to Chinese, then to the key itself (a missing message is visible, not fatal). */
export function t(locale: Locale, key: string, params: MessageParams = {}): string {
  const template = catalogues[locale][key] ?? catalogues.zh[key] ?? key;
  if (PLURAL.test(template)) return pluralFormatter(locale, template).format(params) as string;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A count in English needs its noun's number ("1 minute", "5 minutes"): such messages are ICU plurals. */
const PLURAL = /\{\w+, plural,/;
const formatters = new Map<string, IntlMessageFormat>();

function pluralFormatter(locale: Locale, template: string): IntlMessageFormat {
  const cacheKey = `${locale}\u0000${template}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(template, locale === 'en' ? 'en' : 'zh-CN');
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}
