import { z } from 'zod';

/**
 * Field rules shared by the portal's forms and the gateway's validation. Each failure carries a message
 * key; the gateway and the portal each translate the key into the reader's language.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const SMS_CODE_LENGTH = 6;

export const phone = z
  .string({ message: 'phone.required' })
  .trim()
  .regex(/^1[3-9][0-9]{9}$/, { message: 'phone.invalid' });

/** 8–30 characters with upper and lower case letters, a digit and a special character. */
export const password = z
  .string({ message: 'password.required' })
  .min(PASSWORD_MIN, { message: 'password.rule' })
  .max(PASSWORD_MAX, { message: 'password.rule' })
  .regex(/[a-z]/, { message: 'password.rule' })
  .regex(/[A-Z]/, { message: 'password.rule' })
  .regex(/[0-9]/, { message: 'password.rule' })
  .regex(/[^A-Za-z0-9]/, { message: 'password.rule' });

/** A password as typed at sign-in: only bounded, never checked against the rule (old accounts may predate it). */
export const passwordInput = z
  .string({ message: 'password.required' })
  .min(1, { message: 'password.required' })
  .max(1024, { message: 'password.tooLong' });

export const smsCode = z
  .string({ message: 'smsCode.required' })
  .trim()
  .regex(/^[0-9]{6}$/, { message: 'smsCode.invalid' });

export const empNo = z
  .string({ message: 'empNo.required' })
  .trim()
  .min(1, { message: 'empNo.required' })
  .max(32, { message: 'empNo.invalid' });

export const personName = z
  .string({ message: 'name.required' })
  .trim()
  .min(1, { message: 'name.required' })
  .max(32, { message: 'name.tooLong' });

export const captchaFields = {
  captchaId: z.string().max(64).optional(),
  captchaCode: z.string().trim().max(8).optional(),
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
