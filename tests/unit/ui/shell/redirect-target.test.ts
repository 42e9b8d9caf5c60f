import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../../../src/ui/kit/shell/redirect-target';

describe('redirectTarget', () => {
  it('drops /redirect and keeps the query', () => {
    expect(redirectTarget('account', '?change=5', '/redirect/account')).toBe('/account?change=5');
    expect(redirectTarget('home/rank', '', '/redirect/home/rank')).toBe('/home/rank');
  });

  it('keeps the language of the redirect URL', () => {
    expect(redirectTarget('account', '?change=6', '/en/redirect/account')).toBe('/en/account?change=6');
  });

  it('adds a missing question mark', () => {
    expect(redirectTarget('account', 'change=1', '/redirect/account')).toBe('/account?change=1');
  });

  it('only ever lands on this site', () => {
    expect(redirectTarget('/evil.example/x', '', '/redirect//evil.example/x')).toBe('/evil.example/x');
    expect(redirectTarget('\\evil.example', '', '/redirect/%5Cevil.example')).toBe('/evil.example');
  });
});
