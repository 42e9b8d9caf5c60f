import type { NavItem } from '../../../../contract/system';
import { stripLocale } from '../locale/locale-path';

/** Spec §9: how many entries the bar shows before the rest go to "more". */
export const VISIBLE_NAV_COUNT = 5;

/** Target type of a plain (usually external) link (spec §2). */
export const NAV_TYPE_LINK = 90;
/** Target type of an entry that is only text. */
export const NAV_TYPE_TEXT = 99;

export type NavTarget =
  | { kind: 'text' }
  | { kind: 'link'; href: string; newTab: boolean }
  | { kind: 'internal'; path: string; newTab: boolean };

/** Only enabled entries, in the configured order (the gateway's order breaks ties). */
export function enabledNav(items: readonly NavItem[]): NavItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.statusId === 1)
    .sort((a, b) => a.item.sort - b.item.sort || a.index - b.index)
    .map(({ item }) => item);
}

/** The entries on the bar and those under "more". */
export function splitNav(
  items: readonly NavItem[],
  visible = VISIBLE_NAV_COUNT,
): { shown: NavItem[]; more: NavItem[] } {
  const enabled = enabledNav(items);
  return { shown: enabled.slice(0, visible), more: enabled.slice(visible) };
}

/** What an entry renders as: 90 a plain link, 99 or none plain text, anything else a portal route. */
export function navTarget(item: NavItem): NavTarget {
  const addr = item.targetAddr.trim();
  if (item.targetType === null || item.targetType === NAV_TYPE_TEXT || addr === '') return { kind: 'text' };
  const newTab = item.targetOpenNewPage === 1;
  if (item.targetType === NAV_TYPE_LINK) return { kind: 'link', href: addr, newTab };
  return { kind: 'internal', path: addr.startsWith('/') ? addr : `/${addr}`, newTab };
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** True when `prefix` is `path` or one of its ancestors, by whole segments (`/home` is not a prefix of `/homework`). */
function isPathPrefix(prefix: string, path: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The id of the entry for the current page: the internal entry whose address is the longest prefix of the
 * path (locale ignored). `/` would prefix everything, so it only counts for `/` itself and `/home`.
 */
export function activeNavId(items: readonly NavItem[], pathname: string): string | null {
  const path = withoutTrailingSlash(stripLocale(pathname));
  let best: { id: string; length: number } | null = null;
  for (const item of enabledNav(items)) {
    const target = navTarget(item);
    if (target.kind !== 'internal') continue;
    const addr = withoutTrailingSlash(target.path.split(/[?#]/)[0] ?? '/');
    const matches = addr === '/' ? path === '/' || path === '/home' : isPathPrefix(addr, path);
    if (matches && (best === null || addr.length > best.length)) best = { id: item.id, length: addr.length };
  }
  return best?.id ?? null;
}
