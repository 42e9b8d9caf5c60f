// Which JavaScript files each page of the built portal needs before it renders: the entry's static import
// closure, plus for the route AND every layout route above it (e.g. `/home` sits under the pathless `_auth`
// layout and `{-$locale}/route.tsx`) the split chunks the router loads before rendering, with their static
// imports, and the portal frame for the pages drawn inside it. Reads dist/.vite/manifest.json and the generated
// route tree. The bundle report weighs these files; the build lists them for the gateway's preload hints.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

/**
 * The entry's files, and for every page its route pattern (without the locale), its route file and the files it
 * needs beyond the entry.
 */
export function initialFiles(dist = 'dist', routeTreeFile = 'src/routeTree.gen.ts') {
  const routesDir = join(dirname(routeTreeFile), 'routes');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
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
      return /^\s*staticData:\s*\{[^}]*portalFrame:\s*true/m.test(
        readFileSync(join(routesDir, `${file}.tsx`), 'utf8'),
      );
    } catch {
      return false;
    }
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  const entryFiles = jsFiles(entry);
  const pages = [];
  for (const file of [...tree.values()]
    .filter((r) => !isLayout(r.file))
    .map((r) => r.file)
    .sort()) {
    const all = new Set(entry);
    const files = chain(file);
    for (const f of files) for (const k of renderChunks.get(f) ?? []) closure(k, all);
    if (frameKey && files.some(framed)) closure(frameKey, all);
    const path = files
      .map((f) => tree.get(f)?.path ?? '')
      .join('')
      .replaceAll('//', '/');
    const route = path.replace(/^\/\{-\$locale\}/, '') || '/';
    pages.push({ route, file, extraFiles: jsFiles(all).filter((f) => !entryFiles.includes(f)) });
  }
  const allFiles = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  return { entryFiles, pages, allFiles };
}
