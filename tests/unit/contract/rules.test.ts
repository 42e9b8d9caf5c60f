import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  captchaFields,
  empNo,
  password,
  passwordInput,
  personName,
  phone,
  smsCode,
} from '../../../contract/rules';

/**
 * The field rules are built with zod/mini so the sign-in pages load the small build; the gateway composes them
 * into full-zod schemas. These tables pin what each rule answers (the message keys both sides translate), and
 * check that a rule inside a full-zod object answers the same.
 */

type Outcome = { data: unknown } | { issues: { code: string; message: string }[] };

function outcome(schema: $ZodType, input: unknown): Outcome {
  const result = safeParse(schema, input);
  if (result.success) return { data: result.data };
  return { issues: result.error.issues.map(({ code, message }) => ({ code, message })) };
}

const ok = (data: unknown): Outcome => ({ data });
const fails = (...issues: [code: string, message: string][]): Outcome => ({
  issues: issues.map(([code, message]) => ({ code, message })),
});

const table: [name: string, rule: $ZodType, input: unknown, expected: Outcome][] = [
  ['phone', phone, '13800000001', ok('13800000001')],
  ['phone', phone, ' 13912345678 ', ok('13912345678')],
  ['phone', phone, undefined, fails(['invalid_type', 'phone.required'])],
  ['phone', phone, 13800000001, fails(['invalid_type', 'phone.required'])],
  ['phone', phone, '', fails(['invalid_format', 'phone.invalid'])],
  ['phone', phone, '12800000001', fails(['invalid_format', 'phone.invalid'])],
  ['phone', phone, '1380000000', fails(['invalid_format', 'phone.invalid'])],
  ['phone', phone, '138000000012', fails(['invalid_format', 'phone.invalid'])],
  ['phone', phone, '1380000000a', fails(['invalid_format', 'phone.invalid'])],

  ['password', password, 'Praxis@2026', ok('Praxis@2026')],
  // Never trimmed: a space is a special character like any other.
  ['password', password, ' Praxis2026 ', ok(' Praxis2026 ')],
  ['password', password, undefined, fails(['invalid_type', 'password.required'])],
  [
    'password',
    password,
    'short',
    fails(
      ['too_small', 'password.rule'],
      ['invalid_format', 'password.rule'],
      ['invalid_format', 'password.rule'],
      ['invalid_format', 'password.rule'],
    ),
  ],
  ['password', password, `Aa1!${'x'.repeat(27)}`, fails(['too_big', 'password.rule'])],
  ['password', password, 'PRAXIS@2026', fails(['invalid_format', 'password.rule'])],
  ['password', password, 'praxis@2026', fails(['invalid_format', 'password.rule'])],
  ['password', password, 'Praxis@abc', fails(['invalid_format', 'password.rule'])],
  ['password', password, 'Praxis2026', fails(['invalid_format', 'password.rule'])],

  ['passwordInput', passwordInput, 'a', ok('a')],
  ['passwordInput', passwordInput, '', fails(['too_small', 'password.required'])],
  ['passwordInput', passwordInput, undefined, fails(['invalid_type', 'password.required'])],
  ['passwordInput', passwordInput, 'x'.repeat(1025), fails(['too_big', 'password.tooLong'])],

  ['smsCode', smsCode, '123456', ok('123456')],
  ['smsCode', smsCode, ' 123456 ', ok('123456')],
  ['smsCode', smsCode, undefined, fails(['invalid_type', 'smsCode.required'])],
  ['smsCode', smsCode, '12345', fails(['invalid_format', 'smsCode.invalid'])],
  ['smsCode', smsCode, '1234567', fails(['invalid_format', 'smsCode.invalid'])],
  ['smsCode', smsCode, '12345a', fails(['invalid_format', 'smsCode.invalid'])],

  ['empNo', empNo, 'E001', ok('E001')],
  ['empNo', empNo, '  E001 ', ok('E001')],
  ['empNo', empNo, '   ', fails(['too_small', 'empNo.required'])],
  ['empNo', empNo, undefined, fails(['invalid_type', 'empNo.required'])],
  ['empNo', empNo, 'E'.repeat(33), fails(['too_big', 'empNo.invalid'])],

  ['personName', personName, '林晓', ok('林晓')],
  ['personName', personName, ' 林晓 ', ok('林晓')],
  ['personName', personName, '名'.repeat(32), ok('名'.repeat(32))],
  ['personName', personName, '', fails(['too_small', 'name.required'])],
  ['personName', personName, undefined, fails(['invalid_type', 'name.required'])],
  ['personName', personName, '名'.repeat(33), fails(['too_big', 'name.tooLong'])],

  ['captchaId', captchaFields.captchaId, undefined, ok(undefined)],
  ['captchaId', captchaFields.captchaId, 'c'.repeat(64), ok('c'.repeat(64))],
  ['captchaCode', captchaFields.captchaCode, ' ab12 ', ok('ab12')],
];

describe('field rules', () => {
  it.each(table)('%s: %j', (_name, rule, input, expected) => {
    expect(outcome(rule, input)).toEqual(expected);
  });

  it('bound the captcha fields without a message key (the gateway words them by issue kind)', () => {
    const id = safeParse(captchaFields.captchaId, 'c'.repeat(65));
    expect(id.error?.issues).toMatchObject([{ code: 'too_big', maximum: 64 }]);
    const code = safeParse(captchaFields.captchaCode, ' 123456789 ');
    expect(code.error?.issues).toMatchObject([{ code: 'too_big', maximum: 8 }]);
  });
});

describe('a rule inside a full-zod schema', () => {
  const form = z
    .object({ phone, code: smsCode, name: personName, backup: z.optional(phone), ...captchaFields })
    .refine((v) => v.backup !== v.phone, { message: 'same', path: ['backup'] });

  it('parses, trimming as the rule does', () => {
    const parsed = form.parse({ phone: ' 13800000001', code: '123456 ', name: ' 林晓', captchaCode: ' ab ' });
    expect(parsed).toEqual({ phone: '13800000001', code: '123456', name: '林晓', captchaCode: 'ab' });
  });

  it("reports the rule's key at the field's path", () => {
    const result = form.safeParse({ phone: '12345', code: '123456', name: '林晓' });
    expect(result.error?.issues).toMatchObject([{ path: ['phone'], message: 'phone.invalid' }]);
    const missing = form.safeParse({ code: 'abc', name: '' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'phone.required'],
      ['code', 'smsCode.invalid'],
      ['name', 'name.required'],
    ]);
  });

  it('treats a rule wrapped by full zod as optional, and still checks it when given', () => {
    expect(form.safeParse({ phone: '13800000001', code: '123456', name: '林晓' }).success).toBe(true);
    const bad = form.safeParse({ phone: '13800000001', code: '123456', name: '林晓', backup: '1' });
    expect(bad.error?.issues).toMatchObject([{ path: ['backup'], message: 'phone.invalid' }]);
    const same = form.safeParse({
      phone: '13800000001',
      code: '123456',
      name: '林晓',
      backup: '13800000001',
    });
    expect(same.error?.issues).toMatchObject([{ path: ['backup'], message: 'same' }]);
  });

  it('gives full-zod types to the fields', () => {
    const parsed: { phone: string; backup?: string | undefined; captchaId?: string | undefined } = form.parse(
      {
        phone: '13800000001',
        code: '123456',
        name: '林晓',
      },
    );
    expect(parsed.backup).toBeUndefined();
  });
});
