import { isBuildScript, readPreloadLists, withoutTrailingSlash } from '../../contract/preload-list';
import { buildFileIn, jsonOf } from './build-file';

/*
 * The portal's build writes `preloads.json` beside index.html (scripts/route-list.ts): for each page's route
 * pattern, the script files it needs beyond the entry. The page served for an address names them with
 * `<link rel="modulepreload">`, so the browser fetches them while the entry arrives and runs rather than one
 * round trip after it. Without the file (another portal, an older build) the page goes out as it is.
 */

export interface Preloads {
  /** The scripts of the page a route pattern names; `/crm` and `/crm/` are one page. */
  of: (pattern: string) => readonly string[] | undefined;
}

/** Reads a preload list; null when the text is not one (contract/preload-list.ts). */
export function parsePreloads(text: string): Preloads | null {
  const lists = readPreloadLists(jsonOf(text));
  if (!lists) return null;
  return { of: (pattern) => lists.get(withoutTrailingSlash(pattern)) };
}

/** The preload list of a static directory's build, read again when the file changes; null while there is none. */
export const preloadsIn = (file: string): (() => Preloads | null) => buildFileIn(file, parsePreloads);

/** The page with its scripts named for preloading, before the end of its head; unchanged without any. */
export function withPreloads(page: string, files: readonly string[] | undefined): string {
  if (!files || files.length === 0) return page;
  const links = files
    .filter(isBuildScript)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
  return page.replace('</head>', `  ${links}\n  </head>`);
}
