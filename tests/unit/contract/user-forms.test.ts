import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { userApi } from '../../../contract/user';
import { password } from '../../../contract/rules';
import { newPasswordForm, registerForm, updatePasswordForm } from '../../../contract/user-forms';

/**
 * The register form and the change-password dialog check their request with the zod/mini forms; the gateway
 * checks it with the endpoint's full-zod request. For the same input both must answer the same: same data,
 * or the same issues (field, kind and message key) in the same order.
 */

function answer(schema: $ZodType, input: unknown) {
  const result = safeParse(schema, input);
  return result.success
    ? { data: result.data }
    : { issues: result.error.issues.map(({ path, code, message }) => ({ path, code, message })) };
}

const pair = { password: 'Praxis@2026', confirmPassword: 'Praxis@2026' };
const applicant = { phone: '13800000001', code: '123456', name: '林晓', ...pair };

const registerInputs: [label: string, input: unknown][] = [
  ['valid', applicant],
  ['valid, trimmed', { ...applicant, phone: ' 13800000001 ', code: '123456 ', name: ' 林晓 ' }],
  ['with a company', { ...applicant, enterpriseId: '12' }],
  ['with a bad company id', { ...applicant, enterpriseId: '012' }],
  ['empty', {}],
  ['not an object', 'x'],
  [
    'bad fields',
    { phone: '123', code: '12', name: '名'.repeat(33), password: 'short', confirmPassword: 'x' },
  ],
  ['a weak password', { ...applicant, password: 'password', confirmPassword: 'password' }],
  ['a mismatch', { ...applicant, confirmPassword: 'Praxis@2027' }],
  ['a mismatch beside a bad field', { ...applicant, phone: '1', confirmPassword: 'Praxis@2027' }],
  ['no confirmation', { ...applicant, confirmPassword: undefined }],
];

const changeInputs: [label: string, input: unknown][] = [
  ['valid', { oldPassword: 'old', ...pair }],
  ['with a captcha answer', { oldPassword: 'old', ...pair, captchaId: 'c1', captchaCode: ' ab12 ' }],
  [
    'an oversize captcha answer',
    { oldPassword: 'old', ...pair, captchaId: 'c'.repeat(65), captchaCode: '123456789' },
  ],
  ['empty', {}],
  ['no old password', { oldPassword: '', ...pair }],
  ['an oversize old password', { oldPassword: 'x'.repeat(1025), ...pair }],
  ['a weak password', { oldPassword: 'old', password: 'Praxis2026', confirmPassword: 'Praxis2026' }],
  ['a mismatch', { oldPassword: 'old', ...pair, confirmPassword: 'praxis@2026' }],
];

describe('register form', () => {
  it.each(registerInputs)('answers as userApi.register does: %s', (_label, input) => {
    expect(answer(registerForm, input)).toEqual(answer(userApi.register.request, input));
  });

  it('reports a mismatch on the confirmation, once every field is valid', () => {
    expect(answer(registerForm, { ...applicant, confirmPassword: 'other' })).toEqual({
      issues: [{ path: ['confirmPassword'], code: 'custom', message: 'password.mismatch' }],
    });
  });
});

describe('change-password form', () => {
  it.each(changeInputs)('answers as userApi.updatePassword does: %s', (_label, input) => {
    expect(answer(updatePasswordForm, input)).toEqual(answer(userApi.updatePassword.request, input));
  });

  it("reports each field's key", () => {
    expect(answer(updatePasswordForm, { password: 'weak' })).toMatchObject({
      issues: [
        { path: ['oldPassword'], message: 'password.required' },
        { path: ['password'], message: 'password.rule' },
        { path: ['password'], message: 'password.rule' },
        { path: ['password'], message: 'password.rule' },
        { path: ['password'], message: 'password.rule' },
        { path: ['confirmPassword'], message: 'password.required' },
      ],
    });
  });
});

describe('new password form (forget page)', () => {
  // What the forget page checked with full zod before the form moved to zod/mini.
  const fullZod = z.object({
    password,
    confirmPassword: z.string({ message: 'password.required' }).min(1, { message: 'password.required' }),
  });
  const inputs: unknown[] = [
    pair,
    {},
    { password: 'weak', confirmPassword: '' },
    { password: 'Praxis@2026', confirmPassword: 'other' },
    { password: `Aa1!${'x'.repeat(27)}`, confirmPassword: 7 },
  ];

  it.each(inputs)('answers as before: %j', (input) => {
    expect(answer(newPasswordForm, input)).toEqual(answer(fullZod, input));
  });

  it('asks for the confirmation', () => {
    expect(answer(newPasswordForm, { password: 'Praxis@2026', confirmPassword: '' })).toEqual({
      issues: [{ path: ['confirmPassword'], code: 'too_small', message: 'password.required' }],
    });
  });
});
