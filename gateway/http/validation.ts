import type { z } from 'zod';
import type { Locale } from './context';
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
