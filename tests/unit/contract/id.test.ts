import { describe, expect, it } from 'vitest';
import { id } from '../../../contract/envelope';

describe('id', () => {
  it('takes a positive decimal of up to 19 digits that a 64-bit column holds', () => {
    for (const value of ['1', '42', '123456789012345678', '1234567890123456789', '9223372036854775807']) {
      expect(id.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses what no column holds or is not a plain id, with the id message', () => {
    for (const value of [
      '9223372036854775808',
      '9999999999999999999',
      '12345678901234567890',
      '0',
      '0123',
      '-1',
      '1.5',
      '',
      ' 1',
    ]) {
      const result = id.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message, value).toBe('id');
    }
  });
});
