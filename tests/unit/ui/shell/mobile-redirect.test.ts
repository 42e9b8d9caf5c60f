import { describe, expect, it } from 'vitest';
import {
  isMobileBrowser,
  isOwnMobileAddress,
  mobileRedirect,
} from '../../../../src/ui/kit/shell/mobile-redirect';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15';
const IPOD = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('isMobileBrowser', () => {
  it.each([IPHONE, IPAD, IPOD, ANDROID])('knows %s', (ua) => {
    expect(isMobileBrowser(ua)).toBe(true);
  });

  it('leaves desktop browsers alone', () => {
    expect(isMobileBrowser(DESKTOP)).toBe(false);
  });
});

describe('mobileRedirect', () => {
  it('stays when the site has no mobile site', () => {
    expect(mobileRedirect(IPHONE, '', '/home')).toBeNull();
    expect(mobileRedirect(ANDROID, '   ', '/home')).toBeNull();
  });

  it('stays on desktop browsers', () => {
    expect(mobileRedirect(DESKTOP, '/h5', '/home')).toBeNull();
  });

  it('goes to the mobile site', () => {
    expect(mobileRedirect(IPHONE, '/h5', '/home')).toBe('/h5');
    expect(mobileRedirect(ANDROID, 'https://m.example.com/h5/', '/en/knowledge')).toBe(
      'https://m.example.com/h5',
    );
  });

  it('never sends the mobile site on this host round again', () => {
    expect(mobileRedirect(IPHONE, '/h5', '/h5')).toBeNull();
    expect(mobileRedirect(IPHONE, '/h5/', '/h5/index.html')).toBeNull();
    expect(mobileRedirect(IPHONE, '/h5', '/h5x')).toBe('/h5');
    // The English form of the address (where a remembered English choice shows the notice) stays too.
    expect(mobileRedirect(IPHONE, '/h5', '/en/h5')).toBeNull();
    expect(mobileRedirect(IPHONE, '/h5', '/en/h5/pages/index')).toBeNull();
  });

  it('tells the site’s own mobile address, in any language, from other pages and other hosts', () => {
    expect(isOwnMobileAddress('/h5', '/h5')).toBe(true);
    expect(isOwnMobileAddress('/h5/', '/en/h5/x')).toBe(true);
    expect(isOwnMobileAddress('/h5', '/h5x')).toBe(false);
    expect(isOwnMobileAddress('/h5', '/nope')).toBe(false);
    expect(isOwnMobileAddress('https://m.example.com/h5', '/h5')).toBe(false);
    expect(isOwnMobileAddress('', '/h5')).toBe(false);
  });

  it('opens a live room in the mobile site', () => {
    expect(mobileRedirect(IPAD, '/h5', '/live/watch/1024')).toBe('/h5/#/pages/live/watch/watch?id=1024');
    expect(mobileRedirect(IPAD, '/h5', '/en/live/watch/1024/')).toBe('/h5/#/pages/live/watch/watch?id=1024');
  });
});
