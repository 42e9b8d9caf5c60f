import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import type { Locale } from './locale-path';

export type MessageId = keyof typeof zh;

/** Both catalogues are small, so both ship with the start-up bundle and switching needs no request. */
export const MESSAGES: Record<Locale, Record<string, string>> = { zh, en };

/** Message id for a rule failure key from contract/rules.ts (e.g. `password.rule` → `rule.password.rule`). */
export function ruleMessageId(key: string): string {
  return `rule.${key}`;
}
