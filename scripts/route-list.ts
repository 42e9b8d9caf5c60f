import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PRELOAD_LIST_FILE } from '../contract/preload-list';
import { DEFAULT_LOCALE, LOCALES } from '../src/ui/kit/locale/locale-path';
import { initialFiles } from './initial-js.mjs';

const LOCALE_SEGMENT = '/{-$locale}';

/** What `routes.json` holds: the portal's page patterns without the locale, and the locale prefixes. */
export interface RouteList {
  /** First segments that name a locale (`/en/...`); the default locale has none. */
  localePrefixes: string[];
  /** TanStack path patterns: `$id` a segment, `{-$id}` an optional one, a trailing `$` the rest. */
  patterns: string[];
}

/** The full paths of the generated route tree (its `fullPaths` union), without the locale segment. */
export function routePatterns(routeTree: string): string[] {
  const union = /fullPaths:((?:\s*\|\s*'[^']*')+)/.exec(routeTree)?.[1];
  if (!union) throw new Error('routeTree.gen.ts has no fullPaths union: the route list cannot be written');
  const paths = [...union.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
  const bare = paths.map((p) => {
    const rest = p.startsWith(LOCALE_SEGMENT) ? p.slice(LOCALE_SEGMENT.length) : p;
    return rest === '' || rest === '/' ? '/' : rest;
  });
  return [...new Set(bare)].sort();
}

/**
 * Writes `routes.json` next to index.html: the gateway answers an address that no page matches with the
 * portal's 404 page and status 404 instead of 200 (gateway/plugins/portal-routes.ts).
 */
export function routeList(options: { routeTree: string }): Plugin {
  return {
    name: 'praxis:route-list',
    apply: 'build',
    generateBundle() {
      const list: RouteList = {
        localePrefixes: LOCALES.filter((l) => l !== DEFAULT_LOCALE),
        patterns: routePatterns(readFileSync(options.routeTree, 'utf8')),
      };
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(list) });
    },
  };
}

/**
 * Writes `preloads.json` next to index.html once the build is on disk: for each page's route pattern, the
 * JavaScript files it needs beyond the entry (its route chunks, their imports, the portal frame). The gateway
 * names them in the page it serves for that address (`<link rel="modulepreload">`), so they download while the
 * entry is still arriving and running, instead of one round trip after it (gateway/plugins/portal-preloads.ts).
 */
export function routePreloads(options: { routeTree: string }): Plugin {
  return {
    name: 'praxis:route-preloads',
    apply: 'build',
    writeBundle(output) {
      const dir = output.dir;
      if (!dir) return;
      const { pages } = initialFiles(dir, options.routeTree);
      const patterns = Object.fromEntries(pages.map((p) => [p.route, p.extraFiles]));
      writeFileSync(join(dir, PRELOAD_LIST_FILE), JSON.stringify({ patterns }));
    },
  };
}
