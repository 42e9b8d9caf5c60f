import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../../src/ui/kit/navigation/safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site with their search and hash', () => {
    expect(safeRedirect('/home')).toBe('/home');
    expect(safeRedirect('/en/home')).toBe('/en/home');
    expect(safeRedirect('/account?change=3&recordType=1#top')).toBe('/account?change=3&recordType=1#top');
  });

  it('drops anything that would leave the site', () => {
    for (const hostile of [
      'https://evil.example/home',
      '//evil.example/home',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'evil.example/home',
      ' /home',
      '',
    ]) {
      expect(safeRedirect(hostile), hostile).toBeUndefined();
    }
  });

  it('drops values that are not strings or are absurdly long', () => {
    expect(safeRedirect(undefined)).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
    expect(safeRedirect(['/home'])).toBeUndefined();
    expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBeUndefined();
  });

  it('never returns to the sign-in pages or the company chooser', () => {
    expect(safeRedirect('/login')).toBeUndefined();
    expect(safeRedirect('/en/login?t=login')).toBeUndefined();
    expect(safeRedirect('/register')).toBeUndefined();
    expect(safeRedirect('/forget')).toBeUndefined();
    expect(safeRedirect('/en/company?redirect=%2Fhome')).toBeUndefined();
    expect(safeRedirect('/appCompany')).toBeUndefined();
    expect(safeRedirect('/loginHelp')).toBe('/loginHelp');
  });

  it('normalises dot segments before judging', () => {
    expect(safeRedirect('/a/../home')).toBe('/home');
    expect(safeRedirect('/x/../login')).toBeUndefined();
  });
});
