// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache, readCspNonce } from '../../../../src/ui/kit/app/style-cache';

describe('style cache', () => {
  afterEach(() => {
    document.head
      .querySelectorAll('meta[property="csp-nonce"], style[data-emotion]')
      .forEach((e) => e.remove());
  });

  it('reads the nonce the gateway wrote into the page, and none when there is none', () => {
    expect(readCspNonce(document)).toBeUndefined();
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'abc123==');
    document.head.append(meta);
    expect(readCspNonce(document)).toBe('abc123==');
  });

  it("writes its rules into style elements that carry the page's nonce", () => {
    const cache = createStyleCache('abc123==');
    cache.insert('', { name: 'x1', styles: 'color:red;', next: undefined }, cache.sheet, true);
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('abc123==');
    expect(createStyleCache(undefined).sheet.nonce).toBeUndefined();
  });
});
