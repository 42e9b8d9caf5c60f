import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '../../../src/locales/zh.json';
import { FRAME_AREAS } from '../../../src/ui/kit/layout/portal-frame';
import { namespaceOf } from '../../../src/ui/kit/locale/namespaces';
import { SRC, closure, messagesOf, read, rel, withoutComments } from './message-usage';

/**
 * A page must never show a message id: every message a module can show belongs to the core catalogue or to an
 * area that the module's route (or a layout above it) asks for in its loader; framed pages have the frame's.
 */

const KEYS = Object.keys(zh);
const ROUTES = join(SRC, 'routes');
const PORTAL_LAYOUT = join(SRC, 'ui/kit/layout/portal-layout.tsx');
const START_UP = [join(SRC, 'main.tsx'), join(ROUTES, '__root.tsx'), join(ROUTES, '{-$locale}/route.tsx')];

interface RouteFile {
  file: string;
  parent: string | undefined;
}

/** Route files and their parents, as the generated route tree links them. */
function routeTree(): RouteFile[] {
  const tree = read(join(SRC, 'routeTree.gen.ts'));
  const files = new Map<string, string>();
  for (const m of tree.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)) {
    files.set(m[1]!, join(SRC, `${m[2]!}.tsx`));
  }
  const constants = new Map<string, string>([['rootRouteImport', 'rootRouteImport']]);
  const parents = new Map<string, string>();
  for (const m of tree.matchAll(/const (\w+) =\s*(\w+)\.update\(\{[\s\S]*?getParentRoute: \(\) => (\w+),/g)) {
    constants.set(m[1]!, m[2]!);
    parents.set(m[2]!, m[3]!);
  }
  return [...files].map(([name, file]) => {
    const parent = parents.get(name);
    const parentImport = parent === undefined ? undefined : constants.get(parent);
    return { file, parent: parentImport === undefined ? undefined : files.get(parentImport) };
  });
}

/** The areas a route file's loader asks for; a framed route also has the frame's. */
function askedBy(file: string): { areas: string[]; framed: boolean } {
  const text = withoutComments(read(file));
  const areas: string[] = [];
  const asks = /(?:withMessages\([^,]+,|messagesLoader\(|loadMessages\([^,]+,)\s*\[([^\]]*)\]/g;
  for (const m of text.matchAll(asks)) areas.push(...[...m[1]!.matchAll(/'(\w+)'/g)].map((a) => a[1]!));
  return { areas, framed: /staticData:\s*\{\s*portalFrame:\s*true/.test(text) };
}

/** The areas of the messages a module can show (a computed id counts with every key it may become). */
function areasUsed(files: Iterable<string>): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const note = (area: string, what: string) => {
    if (area === 'core') return;
    if (!used.has(area)) used.set(area, new Set());
    used.get(area)!.add(what);
  };
  for (const file of files) {
    const { ids, prefixes } = messagesOf(file);
    for (const id of ids) note(namespaceOf(id), `${rel(file)}: ${id}`);
    for (const prefix of prefixes) {
      for (const key of KEYS.filter((k) => k.startsWith(prefix)))
        note(namespaceOf(key), `${rel(file)}: ${prefix}…`);
    }
  }
  return used;
}

/** Asserts that a module set shows no area but `allowed`; a failure names each area with a few of its uses. */
function expectOnly(files: Iterable<string>, allowed: readonly string[]): void {
  const lacking = [...areasUsed(files)].filter(([area]) => !allowed.includes(area));
  const detail = lacking.map(([area, uses]) => `${area}: ${[...uses].slice(0, 5).join(', ')}`).join('\n');
  expect(lacking.map(([area]) => area).sort(), detail).toEqual([]);
}

const routes = routeTree();

describe('message areas of the pages', () => {
  it('reads the route tree and the loaders', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.parent === undefined).map((r) => rel(r.file))).toEqual([
      'routes/__root.tsx',
    ]);
    expect(askedBy(join(ROUTES, '{-$locale}/crm.tsx')).areas).toContain('crm');
  });

  it('the start-up shows core messages only', () => {
    // Route files stay out: their pages are checked below, and only their guards start with the entry.
    const startUp = closure(START_UP, { dynamic: false, stop: (f) => f.startsWith(ROUTES) });
    expect(startUp.size).toBeGreaterThan(20);
    expectOnly(startUp, []);
  });

  it('the portal frame shows core messages and those it loads with its code', () => {
    const frame = closure([PORTAL_LAYOUT], { dynamic: true });
    expectOnly(frame, FRAME_AREAS);
  });

  it.each(routes.map((r) => [rel(r.file), r] as const))(
    '%s asks for the areas its page shows',
    (_name, route) => {
      const allowed: string[] = [];
      for (let r: RouteFile | undefined = route; r; r = routes.find((p) => p.file === r!.parent)) {
        const { areas, framed } = askedBy(r.file);
        allowed.push(...areas, ...(framed ? FRAME_AREAS : []));
      }
      // Lazily loaded pieces (dialogs, panels, viewers) render inside the page that imports them.
      const page = closure([route.file], { dynamic: true, stop: (f) => f === PORTAL_LAYOUT });
      expectOnly(page, allowed);
    },
  );
});
