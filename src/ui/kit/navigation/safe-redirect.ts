import { stripLocale } from '../locale/locale-path';

const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * Pages a sign-in (or a company choice) must never return to: they would bounce straight back, or open the
 * company chooser again right after a company was chosen.
 */
const NOT_A_DESTINATION = ['/login', '/register', '/forget', '/company', '/appCompany'];

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Reads a `redirect` search value and keeps it only when it is a path on this site (no scheme, no host,
 * no protocol-relative `//`, no backslash tricks, no control characters). Anything else is dropped, so a
 * crafted link cannot send a freshly signed-in user to another origin.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // Browsers treat `\` like `/` and drop tabs and newlines, so `/\evil.com` and `/\t/evil.com` are hosts.
  if (value.includes('\\') || hasControlCharacter(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const bare = stripLocale(url.pathname);
  if (NOT_A_DESTINATION.some((p) => bare === p || bare.startsWith(`${p}/`))) return undefined;
  return url.pathname + url.search + url.hash;
}
