// Initial JavaScript per route of the built portal (raw and gzip): what the browser must download before the
// route renders. That is the entry's static import closure, plus for the route AND every layout route above it
// (e.g. `/home` sits under the pathless `_auth` layout and `{-$locale}/route.tsx`) the split chunks the router
// loads before rendering, with their static imports. Reads dist/.vite/manifest.json and the generated route tree.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Split chunks the router awaits before a match renders; error, not-found and pending pieces load only on use. */
const RENDER_SPLITS = new Set(['component', 'loader']);
/** The module the locale layout imports on demand to draw the portal frame around a page. */
const FRAME_MODULE = 'src/ui/kit/layout/portal-layout.tsx';

/**
 * Each route file of the generated tree with its parent's file and its own path segment. The generated file
 * links every route to its parent by `getParentRoute`, which is what nesting really is (a trailing `_` in a file
 * name, like `home_.rank`, un-nests it from `home`).
 */
export function readRouteTree(file = 'src/routeTree.gen.ts') {
  const source = readFileSync(file, 'utf8');
  const importFile = new Map();
  for (const m of source.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/(.+?)'/g)) {
    importFile.set(m[1], m[2]);
  }
  const varFile = new Map([['rootRouteImport', '__root']]);
  const declared = [];
  for (const m of source.matchAll(/const (\w+) =\s*(\w+)\.update\(\{([\s\S]*?)\} as any\)/g)) {
    const file = importFile.get(m[2]);
    if (!file) continue;
    varFile.set(m[1], file);
    const parentVar = /getParentRoute: \(\) => (\w+)/.exec(m[3])?.[1];
    const path = /\bpath: '([^']*)'/.exec(m[3])?.[1] ?? '';
    declared.push({ file, parentVar, path });
  }
  const byFile = new Map([['__root', { file: '__root', parent: null, path: '' }]]);
  for (const r of declared) {
    byFile.set(r.file, { file: r.file, parent: varFile.get(r.parentVar) ?? null, path: r.path });
  }
  return byFile;
}

export function bundleReport(dist = 'dist', routeTreeFile = 'src/routeTree.gen.ts') {
  const routesDir = join(dirname(routeTreeFile), 'routes');
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
  const jsFiles = (keys) => [
    ...new Set([...keys].map((k) => manifest[k]?.file).filter((f) => f?.endsWith('.js'))),
  ];
  const total = (keys) =>
    jsFiles(keys).reduce(
      (acc, file) => {
        const s = sizes(file);
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );

  // Manifest keys of each route file's render-time chunks: `src/routes/<file>.tsx?tsr-split=component` etc.
  const renderChunks = new Map();
  for (const key of Object.keys(manifest)) {
    const m = /^src\/routes\/(.+?)\.tsx?(?:\?tsr-split=([\w-]+))?$/.exec(key);
    if (!m) continue;
    const splits = m[2]?.split('---') ?? [];
    if (splits.length > 0 && !splits.some((s) => RENDER_SPLITS.has(s))) continue;
    const list = renderChunks.get(m[1]) ?? [];
    list.push(key);
    renderChunks.set(m[1], list);
  }

  const tree = readRouteTree(routeTreeFile);
  const chain = (file) => {
    const files = [];
    for (let f = file; f; f = tree.get(f)?.parent ?? null) files.unshift(f);
    return files;
  };
  const isLayout = (file) => [...tree.values()].some((r) => r.parent === file);

  // The portal frame (header, menus, footer) loads beside the page for routes that ask for it with
  // `staticData: { portalFrame: true }` (the locale layout's loader awaits it), so it counts for them.
  const frameKey = Object.keys(manifest).find((k) => k === FRAME_MODULE);
  const framed = (file) => {
    try {
      return /^\s*staticData:\s*\{[^}]*portalFrame:\s*true/m.test(readFileSync(join(routesDir, `${file}.tsx`), 'utf8'));
    } catch {
      return false;
    }
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  const entryFiles = jsFiles(entry);
  const rows = [{ route: '(entry, every route)', file: '', ...total(entry), extraFiles: entryFiles }];
  const pages = [...tree.values()].filter((r) => !isLayout(r.file)).map((r) => r.file);
  for (const file of pages.sort()) {
    const all = new Set(entry);
    const files = chain(file);
    for (const f of files) for (const k of renderChunks.get(f) ?? []) closure(k, all);
    if (frameKey && files.some(framed)) closure(frameKey, all);
    const path = files
      .map((f) => tree.get(f)?.path ?? '')
      .join('')
      .replaceAll('//', '/');
    const route = path.replace(/^\/\{-\$locale\}/, '') || '/';
    // The files a page loads beyond the entry: where to look when the page is too heavy.
    const extraFiles = jsFiles(all).filter((f) => !entryFiles.includes(f));
    rows.push({ route, file, ...total(all), extraFiles });
  }
  const allJs = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  const everything = [...new Set(allJs)].reduce(
    (acc, f) => ({ raw: acc.raw + sizes(f).raw, gzip: acc.gzip + sizes(f).gzip }),
    { raw: 0, gzip: 0 },
  );
  rows.push({ route: '(all JavaScript)', file: '', ...everything });
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
