import { describe, expect, it } from 'vitest';
import {
  hrefForLocale,
  htmlLang,
  localeFromPath,
  localeParam,
  pathForLocale,
  stripLocale,
} from '../../../src/ui/kit/locale/locale-path';

describe('locale paths', () => {
  it('reads Chinese from unprefixed paths and English from /en', () => {
    expect(localeFromPath('/')).toBe('zh');
    expect(localeFromPath('/login')).toBe('zh');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/')).toBe('en');
    expect(localeFromPath('/en/home')).toBe('en');
    // A page whose name merely starts with "en" is still Chinese.
    expect(localeFromPath('/enterprise')).toBe('zh');
  });

  it('strips the prefix and keeps the page', () => {
    expect(stripLocale('/en/login')).toBe('/login');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/login')).toBe('/login');
    expect(stripLocale('/enterprise')).toBe('/enterprise');
  });

  it('toggles the language on the same page', () => {
    expect(pathForLocale('/login', 'en')).toBe('/en/login');
    expect(pathForLocale('/en/login', 'zh')).toBe('/login');
    expect(pathForLocale('/', 'en')).toBe('/en');
    expect(pathForLocale('/en', 'zh')).toBe('/');
    expect(pathForLocale('/en/home', 'en')).toBe('/en/home');
    expect(pathForLocale('/home', 'zh')).toBe('/home');
  });

  it('keeps search and hash when toggling a full href', () => {
    expect(hrefForLocale('/agreement?type=2', 'en')).toBe('/en/agreement?type=2');
    expect(hrefForLocale('/en/login?t=login&redirect=%2Fen%2Fhome#x', 'zh')).toBe(
      '/login?t=login&redirect=%2Fen%2Fhome#x',
    );
    expect(hrefForLocale('/?a=1', 'en')).toBe('/en?a=1');
  });

  it('maps locales to the route param and to <html lang>', () => {
    expect(localeParam('zh')).toBeUndefined();
    expect(localeParam('en')).toBe('en');
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
  });
});
