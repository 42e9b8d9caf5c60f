import * as z from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_MIN } from './rule-limits';

/**
 * Field rules shared by the portal's forms and the gateway's validation. Each failure carries a message
 * key; the gateway and the portal each translate the key into the reader's language.
 *
 * Built with zod/mini, so the sign-in pages load the small build of zod, not the full one. Mini and full
 * zod share one core: the gateway's full-zod schemas hold these rules as fields. Wrap a rule there with full
 * zod's functions (`z.optional(phone)`), since a mini schema has no `.optional()` method.
 */

export const phone = z
  .string({ error: 'phone.required' })
  .check(z.trim(), z.regex(/^1[3-9][0-9]{9}$/, { error: 'phone.invalid' }));

/** 8–30 characters with upper and lower case letters, a digit and a special character. */
export const password = z
  .string({ error: 'password.required' })
  .check(
    z.minLength(PASSWORD_MIN, { error: 'password.rule' }),
    z.maxLength(PASSWORD_MAX, { error: 'password.rule' }),
    z.regex(/[a-z]/, { error: 'password.rule' }),
    z.regex(/[A-Z]/, { error: 'password.rule' }),
    z.regex(/[0-9]/, { error: 'password.rule' }),
    z.regex(/[^A-Za-z0-9]/, { error: 'password.rule' }),
  );

/** A password as typed at sign-in: only bounded, never checked against the rule (old accounts may predate it). */
export const passwordInput = z
  .string({ error: 'password.required' })
  .check(z.minLength(1, { error: 'password.required' }), z.maxLength(1024, { error: 'password.tooLong' }));

export const smsCode = z
  .string({ error: 'smsCode.required' })
  .check(z.trim(), z.regex(/^[0-9]{6}$/, { error: 'smsCode.invalid' }));

export const empNo = z
  .string({ error: 'empNo.required' })
  .check(z.trim(), z.minLength(1, { error: 'empNo.required' }), z.maxLength(32, { error: 'empNo.invalid' }));

export const personName = z
  .string({ error: 'name.required' })
  .check(z.trim(), z.minLength(1, { error: 'name.required' }), z.maxLength(32, { error: 'name.tooLong' }));

export const captchaFields = {
  captchaId: z.optional(z.string().check(z.maxLength(64))),
  captchaCode: z.optional(z.string().check(z.trim(), z.maxLength(8))),
};

/** Every message key a rule above can produce, so both catalogues can be checked for completeness. */
export const RULE_MESSAGE_KEYS = [
  'phone.required',
  'phone.invalid',
  'password.required',
  'password.rule',
  'password.tooLong',
  'password.mismatch',
  'smsCode.required',
  'smsCode.invalid',
  'empNo.required',
  'empNo.invalid',
  'name.required',
  'name.tooLong',
  'smsPurpose.invalid',
  'qrProvider.invalid',
  'enumName.invalid',
  'id',
] as const;
