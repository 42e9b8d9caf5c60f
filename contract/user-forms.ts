import * as z from 'zod/mini';
import { captchaFields, password, passwordInput, personName, phone, smsCode } from './rules';

/**
 * The user calls whose whole request a portal form checks before sending, in zod/mini so the form pages load
 * the small build of zod. contract/user.ts builds the gateway's full-zod requests from the same pieces;
 * tests/unit/contract/user-forms.test.ts checks that each form answers as its endpoint does.
 */

/** A new password and the same again; the pair must match (`passwordsMatch`, reported on the second). */
export const passwordPair = { password, confirmPassword: z.string({ error: 'password.required' }) };
export const passwordsMatch = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
export const passwordMismatch = { error: 'password.mismatch', path: ['confirmPassword'] };

/** contract/envelope.ts's `id` (a positive 64-bit number as a string), which is full zod. */
const id = z.string().check(z.regex(/^[1-9][0-9]{0,18}$/, { error: 'id' }));

/** userApi.register's request. */
export const registerForm = z
  .object({ phone, code: smsCode, name: personName, enterpriseId: z.optional(id), ...passwordPair })
  .check(z.refine(passwordsMatch, passwordMismatch));

/** userApi.updatePassword's request. */
export const updatePasswordForm = z
  .object({ oldPassword: passwordInput, ...passwordPair, ...captchaFields })
  .check(z.refine(passwordsMatch, passwordMismatch));

/**
 * The forget page's second step, before userApi.resetPassword: the new password twice. The page reports a
 * mismatch itself, as soon as both are typed.
 */
export const newPasswordForm = z.object({
  password,
  confirmPassword: z
    .string({ error: 'password.required' })
    .check(z.minLength(1, { error: 'password.required' })),
});
