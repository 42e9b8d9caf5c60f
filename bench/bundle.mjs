// Initial JavaScript per route of the built portal (raw and gzip): the entry's static import closure plus
// the route's own split chunks and their static imports. Reads dist/.vite/manifest.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function bundleReport(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const sizeCache = new Map();
  const sizes = (file) => {
    if (!sizeCache.has(file)) {
      const raw = readFileSync(join(dist, file));
      sizeCache.set(file, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
    }
    return sizeCache.get(file);
  };
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const total = (keys) =>
    [...keys].reduce(
      (acc, k) => {
        const file = manifest[k]?.file;
        if (!file?.endsWith('.js')) return acc;
        const s = sizes(file);
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  const rows = [{ route: '(entry, every route)', ...total(entry) }];
  // Route files are split by the router plugin into `<file>?tsr-split=...` dynamic entries.
  const routeFiles = new Map();
  for (const key of Object.keys(manifest)) {
    const m = /^src\/routes\/(.+?)\.tsx?(\?.*)?$/.exec(key);
    if (!m) continue;
    const list = routeFiles.get(m[1]) ?? [];
    list.push(key);
    routeFiles.set(m[1], list);
  }
  for (const [route, keys] of [...routeFiles].sort()) {
    const all = new Set(entry);
    for (const k of keys) closure(k, all);
    rows.push({ route, ...total(all) });
  }
  const allJs = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  const everything = [...new Set(allJs)].reduce(
    (acc, f) => ({ raw: acc.raw + sizes(f).raw, gzip: acc.gzip + sizes(f).gzip }),
    { raw: 0, gzip: 0 },
  );
  rows.push({ route: '(all JavaScript)', ...everything });
  return rows;
}

export function printBundle(rows) {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log('\nInitial JS per route (entry closure + route chunks)');
  console.log('route'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const r of rows) console.log(r.route.padEnd(44), kb(r.raw).padStart(10), kb(r.gzip).padStart(10));
}
