import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { RULE_MESSAGE_KEYS } from '../../../../contract/rules';
import { ruleMessageId } from '../locale/messages';
import type { FieldErrors } from './field-errors';

const RULE_KEYS: ReadonlySet<string> = new Set(RULE_MESSAGE_KEYS);

/** The message id for a zod issue: the contract's rule keys map to `rule.*`; anything else is generic. */
export function messageIdForIssue(message: string): string {
  return RULE_KEYS.has(message) ? ruleMessageId(message) : 'form.invalid';
}

/**
 * Runs a contract schema against form values and keeps the first failure per field, so the form shows the
 * same rules, in the reader's language, that the gateway enforces.
 */
export function validate<T extends object>(
  schema: $ZodType,
  values: T,
): FieldErrors<Extract<keyof T, string>> {
  type F = Extract<keyof T, string>;
  // A blank field is a missing field: the rules then say "required" rather than "invalid".
  const present = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? undefined : v]),
  );
  const result = safeParse(schema, present);
  if (result.success) return {};
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    errors[field as F] = messageIdForIssue(issue.message);
  }
  return errors;
}
