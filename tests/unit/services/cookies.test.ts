// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  isInCrossSiteFrame,
  LANG_COOKIE,
  readLangCookie,
  readToken,
  TOKEN_COOKIE,
  writeLangCookie,
  writeToken,
  type FrameView,
} from '../../../src/services/cookies';

const DAY_MS = 24 * 60 * 60 * 1000;

const topLevel = (): FrameView => {
  const view = { location: { origin: 'http://localhost:8080' } } as {
    self?: unknown;
    top?: unknown;
    location: { origin: string };
  };
  view.self = view;
  view.top = view;
  return view as FrameView;
};
const framedBy = (top: FrameView['top']): FrameView => ({
  self: {},
  top,
  location: { origin: 'http://localhost:8080' },
});
const foreignTop = {
  get location(): { origin: string } {
    throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
  },
};

/** The cookie strings written to document.cookie, with their attributes (jsdom hides those on read). */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const setter = vi.spyOn(document, 'cookie', 'set');
  setter.mockImplementation((value: string) => {
    writes.push(value);
  });
  return writes;
}

function attributes(cookie: string): Map<string, string> {
  const [, ...parts] = cookie.split(';').map((p) => p.trim());
  return new Map(
    parts.map((p) => {
      const [k = '', v = ''] = p.split('=');
      return [k.toLowerCase(), v];
    }),
  );
}

describe('cookies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    Cookies.remove(LANG_COOKIE, { path: '/' });
  });

  it('detects a cross-site frame: a foreign top throws or has another origin', () => {
    expect(isInCrossSiteFrame(topLevel())).toBe(false);
    expect(isInCrossSiteFrame(framedBy(null))).toBe(false);
    expect(isInCrossSiteFrame(framedBy({ location: { origin: 'http://localhost:8080' } }))).toBe(false);
    expect(isInCrossSiteFrame(framedBy({ location: { origin: 'https://lms.example.com' } }))).toBe(true);
    expect(isInCrossSiteFrame(framedBy(foreignTop))).toBe(true);
    // jsdom runs the tests as a top-level page.
    expect(isInCrossSiteFrame()).toBe(false);
  });

  it('writes ENT_WEB_TOKEN for one day on path / without Secure/SameSite at top level', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z'), toFake: ['Date'] });
    const writes = recordCookieWrites();
    writeToken('tok-1', topLevel());
    expect(writes).toHaveLength(1);
    const cookie = writes[0] ?? '';
    expect(cookie.startsWith(`${TOKEN_COOKIE}=tok-1;`)).toBe(true);
    const attrs = attributes(cookie);
    expect(attrs.get('path')).toBe('/');
    expect(new Date(attrs.get('expires') ?? '').getTime()).toBe(Date.now() + DAY_MS);
    expect(attrs.has('secure')).toBe(false);
    expect(attrs.has('samesite')).toBe(false);
  });

  it('inside a cross-site frame the token cookie is Secure; SameSite=None, and so is its removal', () => {
    const writes = recordCookieWrites();
    writeToken('tok-2', framedBy(foreignTop));
    clearToken(framedBy(foreignTop));
    expect(writes).toHaveLength(2);
    for (const cookie of writes) {
      const attrs = attributes(cookie);
      expect(attrs.has('secure')).toBe(true);
      expect(attrs.get('samesite')).toBe('None');
      expect(attrs.get('path')).toBe('/');
    }
    // Removal is a write that expires in the past.
    expect(new Date(attributes(writes[1] ?? '').get('expires') ?? '').getTime()).toBeLessThan(Date.now());
  });

  it('marks the token and language cookies Secure on a page served over https, and only there', () => {
    const over = (protocol: string): FrameView => {
      const view = topLevel();
      return { ...view, location: { origin: `${protocol}//lms.example.com`, protocol } };
    };
    const writes = recordCookieWrites();
    writeToken('tok-4', over('https:'));
    writeLangCookie('en', over('https:'));
    clearToken(over('https:'));
    writeToken('tok-5', over('http:'));
    expect(writes).toHaveLength(4);
    for (const cookie of writes.slice(0, 3)) {
      const attrs = attributes(cookie);
      expect(attrs.has('secure')).toBe(true);
      // Same-site use needs no SameSite=None.
      expect(attrs.has('samesite')).toBe(false);
    }
    expect(attributes(writes[3] ?? '').has('secure')).toBe(false);
  });

  it('reads back and clears the token', () => {
    expect(readToken()).toBeUndefined();
    writeToken('tok-3', topLevel());
    expect(readToken()).toBe('tok-3');
    clearToken(topLevel());
    expect(readToken()).toBeUndefined();
  });

  it('keeps the language for 365 days and reads only known locales', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z'), toFake: ['Date'] });
    const writes = recordCookieWrites();
    writeLangCookie('en', topLevel());
    const attrs = attributes(writes[0] ?? '');
    expect(writes[0]?.startsWith(`${LANG_COOKIE}=en;`)).toBe(true);
    expect(new Date(attrs.get('expires') ?? '').getTime()).toBe(Date.now() + 365 * DAY_MS);
    vi.restoreAllMocks();

    writeLangCookie('en', topLevel());
    expect(readLangCookie()).toBe('en');
    Cookies.set(LANG_COOKIE, 'fr', { path: '/' });
    expect(readLangCookie()).toBeUndefined();
  });
});
