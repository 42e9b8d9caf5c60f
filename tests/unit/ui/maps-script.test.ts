// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  AMAP_VERSION,
  loadMapsScript,
  mapsScriptUrl,
  shouldLoadMaps,
} from '../../../src/ui/kit/site/maps-script';

const keys = (amapKeyId: string, amapKeySecret: string) => ({ amapKeyId, amapKeySecret });

function mapsScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="webapi.amap.com"]')];
}

afterEach(() => {
  for (const s of mapsScripts()) s.remove();
  delete (window as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig;
});

describe('maps script', () => {
  it('is wanted only when both the key and its security code are present', () => {
    expect(shouldLoadMaps(keys('k', 's'))).toBe(true);
    expect(shouldLoadMaps(keys('k', ''))).toBe(false);
    expect(shouldLoadMaps(keys('', 's'))).toBe(false);
    expect(shouldLoadMaps(keys('  ', 's'))).toBe(false);
    expect(shouldLoadMaps(null)).toBe(false);
  });

  it('points at library version 1.4.15 with the key', () => {
    expect(AMAP_VERSION).toBe('1.4.15');
    expect(mapsScriptUrl('abc 123')).toBe('https://webapi.amap.com/maps?v=1.4.15&key=abc%20123');
  });

  it('adds nothing without both keys', () => {
    expect(loadMapsScript(document, keys('key-only', ''))).toBe(false);
    expect(loadMapsScript(document, keys('', 'secret-only'))).toBe(false);
    expect(mapsScripts()).toHaveLength(0);
    expect((window as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig).toBeUndefined();
  });

  it('sets the security code first and adds the script once', () => {
    expect(loadMapsScript(document, keys('key-1', 'secret-1'))).toBe(true);
    expect((window as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig).toEqual({
      securityJsCode: 'secret-1',
    });
    expect(mapsScripts().map((s) => s.src)).toEqual(['https://webapi.amap.com/maps?v=1.4.15&key=key-1']);
    expect(loadMapsScript(document, keys('key-1', 'secret-1'))).toBe(false);
    expect(mapsScripts()).toHaveLength(1);
  });
});
