// Initial JavaScript per route of the built portal (raw and gzip): what the browser must download before the
// route renders (see scripts/initial-js.mjs for which files those are).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialFiles, readRouteTree } from '../scripts/initial-js.mjs';

export { readRouteTree };

export function bundleReport(dist = 'dist', routeTreeFile = 'src/routeTree.gen.ts') {
  const sizeCache = new Map();
  const sizes = (file) => {
    if (!sizeCache.has(file)) {
      const raw = readFileSync(join(dist, file));
      sizeCache.set(file, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
    }
    return sizeCache.get(file);
  };
  const total = (files) =>
    files.reduce(
      (acc, file) => {
        const s = sizes(file);
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const { entryFiles, pages, allFiles } = initialFiles(dist, routeTreeFile);
  const rows = [{ route: '(entry, every route)', file: '', ...total(entryFiles), extraFiles: entryFiles }];
  for (const page of pages) {
    // `extraFiles`: the files a page loads beyond the entry, where to look when the page is too heavy.
    rows.push({ ...page, ...total([...entryFiles, ...page.extraFiles]) });
  }
  rows.push({ route: '(all JavaScript)', file: '', ...total(allFiles) });
  return rows;
}

export function printBundle(rows) {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log('\nInitial JS per route (entry closure + render chunks of the route and its layouts)');
  console.log('route'.padEnd(22), 'file'.padEnd(30), 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const r of rows) {
    console.log(r.route.padEnd(22), r.file.padEnd(30), kb(r.raw).padStart(10), kb(r.gzip).padStart(10));
  }
}
