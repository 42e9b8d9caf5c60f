/*
 * `preloads.json`, written by the portal's build beside index.html (scripts/route-list.ts): for each page's
 * route pattern, the script files the page needs beyond the entry. The gateway names the first page's files in
 * the HTML it serves; the portal names the next page's. Both read the file here, so they accept the same lists.
 * Plain code without zod: the portal reads it in its start-up bundle.
 */

export const PRELOAD_LIST_FILE = 'preloads.json';

/** The lists by route pattern, read without trailing slashes (`/crm` and `/crm/` are one page). */
export type PreloadLists = ReadonlyMap<string, readonly string[]>;

/** Only the build's own hashed scripts: nothing else may reach a page from this file. */
const BUILD_SCRIPT = /^assets\/[\w.~-]+\.js$/;

export const isBuildScript = (file: unknown): file is string =>
  typeof file === 'string' && BUILD_SCRIPT.test(file);

export const withoutTrailingSlash = (pattern: string): string =>
  pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;

/**
 * The lists of a parsed `preloads.json`; null when it is not one, or when any list names anything but the
 * build's own scripts (a file that does is not the build's, so none of it is trusted).
 */
export function readPreloadLists(value: unknown): PreloadLists | null {
  const patterns = (value as { patterns?: unknown } | null | undefined)?.patterns;
  if (patterns === null || typeof patterns !== 'object' || Array.isArray(patterns)) return null;
  const lists = new Map<string, readonly string[]>();
  for (const [pattern, files] of Object.entries(patterns)) {
    if (!Array.isArray(files) || !files.every(isBuildScript)) return null;
    lists.set(withoutTrailingSlash(pattern), files);
  }
  return lists;
}
