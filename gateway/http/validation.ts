import type { z } from 'zod';
import type { Locale } from '../i18n/locale';
import { hasMessage, t } from '../i18n/t';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function fieldLabel(locale: Locale, path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (name === undefined) return t(locale, 'field.request');
  return hasMessage(`field.${name}`) ? t(locale, `field.${name}`) : name;
}

// C0 controls and DEL, except tab, line feed and carriage return (multi-line text keeps its line breaks).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string (or object key) in the input that holds a control character, else null. */
export function controlCharacterPath(input: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof input === 'string') return CONTROL_CHARACTER.test(input) ? path : null;
  if (input === null || typeof input !== 'object') return null;
  if (Array.isArray(input)) {
    for (const [index, item] of input.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, value] of Object.entries(input)) {
    // A bad key names the object that holds it (the key itself would carry the character into the message).
    if (CONTROL_CHARACTER.test(key)) return path;
    const found = controlCharacterPath(value, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses control characters anywhere in a request before its schema sees it: PostgreSQL cannot store NUL in
 * text, and no field of the contract has a use for the others. Checked here, for every endpoint at once,
 * rather than in each of the contract's many string schemas.
 */
export function controlCharacterMessage(input: unknown, locale: Locale): string | null {
  const path = controlCharacterPath(input);
  return path ? t(locale, 'validation.controlCharacter', { field: fieldLabel(locale, path) }) : null;
}

/**
 * The message for the first validation problem, in the reader's language and naming the field. Rules in
 * contract/ carry message keys; schemas without one fall back to a generic message by issue kind.
 */
export function validationMessage(error: z.ZodError, input: unknown, locale: Locale): string {
  const issue = error.issues[0];
  if (!issue) return t(locale, 'validation.unknown', { field: t(locale, 'field.request') });
  const field = fieldLabel(locale, issue.path);
  if (hasMessage(issue.message)) return t(locale, issue.message, { field });
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined
        ? t(locale, 'validation.required', { field })
        : t(locale, 'validation.type', { field });
    case 'too_big':
      return t(locale, 'validation.tooBig', { field, max: String(issue.maximum) });
    case 'too_small':
      return t(locale, 'validation.tooSmall', { field, min: String(issue.minimum) });
    case 'invalid_format':
    case 'invalid_value':
    case 'invalid_union':
    case 'not_multiple_of':
      return t(locale, 'validation.format', { field });
    default:
      return t(locale, 'validation.unknown', { field });
  }
}
