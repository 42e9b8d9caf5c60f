import { describe, expect, it } from 'vitest';
import { idSearchParam, intParam, textParam } from '../../../src/ui/kit/navigation/search-params';

describe('query value readers', () => {
  it('textParam keeps short strings only', () => {
    expect(textParam('login', 16)).toBe('login');
    expect(textParam('', 16)).toBe('');
    expect(textParam('x'.repeat(17), 16)).toBeUndefined();
    expect(textParam(12, 16)).toBeUndefined();
    expect(textParam(['a'], 16)).toBeUndefined();
  });

  it('intParam reads numbers and digits within the range', () => {
    expect(intParam(2, 1, 2)).toBe(2);
    expect(intParam('2', 1, 2)).toBe(2);
    expect(intParam(' 5 ', 1, 10)).toBe(5);
    for (const bad of [0, 3, 1.5, '1.5', 'abc', '', null, undefined, true, '1e3', Number.NaN]) {
      expect(intParam(bad, 1, 2)).toBeUndefined();
    }
  });

  it('idSearchParam keeps exact ids as numbers and long ones as strings', () => {
    expect(idSearchParam(12)).toBe(12);
    expect(idSearchParam('12')).toBe(12);
    expect(idSearchParam('9223372036854775807')).toBe('9223372036854775807');
    for (const bad of ['0', '012', '-1', 'x', 1.5, '', null, '12345678901234567890']) {
      expect(idSearchParam(bad)).toBeUndefined();
    }
  });
});
