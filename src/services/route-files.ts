import {
  PRELOAD_LIST_FILE,
  readPreloadLists,
  withoutTrailingSlash,
  type PreloadLists,
} from '../../contract/preload-list';

/*
 * Which script files each page needs, named for the browser before the page's chunk asks for them. The build
 * writes `preloads.json` beside index.html (scripts/route-list.ts): for each route pattern, the files its page
 * loads beyond the entry. The gateway names the first page's files in the HTML; this module names the next
 * page's, when a link is approached or a navigation starts, so its chunks and their imports download side by
 * side rather than one import after another. Keeping the lists here, in a file fetched once the first page is
 * up, spares every page the lists' weight in its start-up bundle. Without the file (a development server,
 * another portal's static host) nothing is named and chunks still load as imported.
 */

const LIST_URL = `/${PRELOAD_LIST_FILE}`;

let lists: Promise<PreloadLists> | null = null;
let firstPageShown = false;
const named = new Set<string>();

/** The lists of a `preloads.json` value; empty for anything the gateway would refuse too. */
export function parseFileLists(value: unknown): PreloadLists {
  return readPreloadLists(value) ?? new Map();
}

/** The route pattern of a match's full path: the locale segment left out, as in `preloads.json`. */
export function patternOfFullPath(fullPath: string): string {
  return withoutTrailingSlash(fullPath.replace(/^\/\{-\$locale\}/, '') || '/');
}

/** Fetches the lists once; a failure leaves them empty for this page's life (nothing depends on them). */
export function loadFileLists(
  fetchJson: (url: string) => Promise<unknown> = fetchJsonOnce,
): Promise<PreloadLists> {
  lists ??= fetchJson(LIST_URL).then(parseFileLists, () => new Map());
  return lists;
}

async function fetchJsonOnce(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Adds a `modulepreload` link for each file not named yet on this page (the gateway's included). */
export function nameFiles(files: readonly string[], doc: Document = document): void {
  if (named.size === 0) {
    for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
      named.add(link.getAttribute('href')?.replace(/^\//, '') ?? '');
    }
  }
  for (const file of files) {
    if (named.has(file)) continue;
    named.add(file);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    doc.head.appendChild(link);
  }
}

/**
 * After the first page is on screen: the lists are fetched when the browser is next idle, so they are here
 * before the reader approaches a link, and never compete with the first page's own downloads.
 */
export function afterFirstPage(whenIdle: (run: () => void) => void = idle): void {
  firstPageShown = true;
  whenIdle(() => void loadFileLists());
}

function idle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/**
 * Names the files of the page a route pattern stands for, once the lists are here. The first page's are
 * already named by the gateway in the served HTML, unless the host serves the plain index.html.
 */
export function preloadRouteFiles(pattern: string, doc: Document = document): void {
  if (!firstPageShown && doc.querySelector('link[rel="modulepreload"]')) return;
  void loadFileLists().then((found) => {
    const files = found.get(withoutTrailingSlash(pattern));
    if (files) nameFiles(files);
  });
}

/** For tests: forget the lists and what was named. */
export function resetRouteFiles(): void {
  lists = null;
  firstPageShown = false;
  named.clear();
}
