import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The route budget check of the test command, on a build written to a scratch folder: an entry, a page of its
 * own and a page under a layout, with incompressible bytes so the gzip sizes are what the test says.
 */

interface Verdict {
  route: string;
  kb: number;
  status: 'ok' | 'pending' | 'over';
}
interface BudgetModule {
  checkBudgets: (
    dist: string,
    budgetsFile: string,
    routeTreeFile: string,
  ) => { ok: boolean; lines: string[]; verdicts: Verdict[] };
  tightenedCeilings: (
    verdicts: Verdict[],
    ceilings: Record<string, number>,
    options?: { initial?: boolean },
  ) => Record<string, number>;
}

let dir = '';
let budget: BudgetModule;

/** `kb` kilobytes that gzip cannot shrink, as one line of code. */
const noise = (kb: number) => `export const x = "${randomBytes(kb * 1024).toString('base64')}";\n`;

function writeBuild(sizes: { entry: number; home: number; login: number }) {
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist', '.vite'), { recursive: true });
  writeFileSync(join(dir, 'dist/assets/index.js'), noise(sizes.entry));
  writeFileSync(join(dir, 'dist/assets/home.js'), noise(sizes.home));
  writeFileSync(join(dir, 'dist/assets/login.js'), noise(sizes.login));
  // The home page's chunk names its source, so an over-budget page can say what it is made of.
  writeFileSync(
    join(dir, 'dist/assets/home.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['../../node_modules/heavy-charts/index.js'],
      names: [],
      mappings: 'AAAA',
    }),
  );
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'src/routes/{-$locale}/_auth/home.tsx?tsr-split=component---loader': { file: 'assets/home.js' },
    'src/routes/{-$locale}/login.tsx?tsr-split=component---loader': { file: 'assets/login.js' },
  };
  writeFileSync(join(dir, 'dist/.vite/manifest.json'), JSON.stringify(manifest));
}

function writeRouteTree() {
  const tree = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as LocaleRouteImport } from './routes/{-$locale}/route'
import { Route as LocaleAuthRouteImport } from './routes/{-$locale}/_auth'
import { Route as LocaleLoginRouteImport } from './routes/{-$locale}/login'
import { Route as LocaleAuthHomeRouteImport } from './routes/{-$locale}/_auth/home'
const LocaleRouteRoute = LocaleRouteImport.update({
  id: '/{-$locale}',
  path: '/{-$locale}',
  getParentRoute: () => rootRouteImport,
} as any)
const LocaleAuthRoute = LocaleAuthRouteImport.update({
  id: '/_auth',
  getParentRoute: () => LocaleRouteRoute,
} as any)
const LocaleLoginRoute = LocaleLoginRouteImport.update({
  id: '/login',
  path: '/login',
  getParentRoute: () => LocaleRouteRoute,
} as any)
const LocaleAuthHomeRoute = LocaleAuthHomeRouteImport.update({
  id: '/home',
  path: '/home',
  getParentRoute: () => LocaleAuthRoute,
} as any)
`;
  writeFileSync(join(dir, 'routeTree.gen.ts'), tree);
}

function writeBudgets(ceilings: Record<string, number> = {}) {
  writeFileSync(
    join(dir, 'budgets.json'),
    JSON.stringify({ entry: 100, route: 150, routes: { '/login': 120 }, ceilings }),
  );
}

const check = () =>
  budget.checkBudgets(join(dir, 'dist'), join(dir, 'budgets.json'), join(dir, 'routeTree.gen.ts'));
const statusOf = (route: string) => check().verdicts.find((v) => v.route === route)?.status;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'praxis-budget-'));
  writeRouteTree();
  const url = new URL('../../../bench/route-budget.mjs', import.meta.url).href;
  budget = (await import(/* @vite-ignore */ url)) as BudgetModule;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the route budget check', () => {
  it('passes when the entry and every page are inside their budgets', () => {
    writeBuild({ entry: 90, home: 40, login: 20 });
    writeBudgets();
    const result = check();
    expect(result.ok).toBe(true);
    expect(result.verdicts.map((v) => v.route)).toEqual(['(entry, every route)', '/home', '/login']);
  });

  it('fails on a page over its budget and names what it is made of', () => {
    writeBuild({ entry: 90, home: 70, login: 20 });
    writeBudgets();
    const result = check();
    expect(result.ok).toBe(false);
    expect(statusOf('/home')).toBe('over');
    expect(result.lines.join('\n')).toMatch(/OVER\s+\/home/);
    expect(result.lines.join('\n')).toContain('heavy-charts');
  });

  it('holds a page to its own budget where it has one', () => {
    // 90 + 40 is inside the general 150 but over the sign-in page's 120.
    writeBuild({ entry: 90, home: 10, login: 40 });
    writeBudgets();
    expect(statusOf('/login')).toBe('over');
    expect(statusOf('/home')).toBe('ok');
  });

  it('lets a page over budget stay under its ceiling, never above it, and only ever lowers a ceiling', () => {
    writeBuild({ entry: 90, home: 70, login: 20 });
    writeBudgets({ '/home': 170 });
    expect(statusOf('/home')).toBe('pending');
    expect(check().ok).toBe(true);
    writeBudgets({ '/home': 155 });
    expect(statusOf('/home')).toBe('over');

    const verdicts = check().verdicts;
    const home = verdicts.find((v) => v.route === '/home');
    expect(budget.tightenedCeilings(verdicts, { '/home': 170 })['/home']).toBe(Math.ceil(home?.kb ?? 0));
    expect(budget.tightenedCeilings(verdicts, { '/home': 150.5 })['/home']).toBe(150.5);
    // A page newly over its budget gets no ceiling by tightening alone.
    expect(budget.tightenedCeilings(verdicts, {})).toEqual({});
  });

  it('drops the ceiling of a page back inside its budget', () => {
    writeBuild({ entry: 90, home: 40, login: 20 });
    writeBudgets({ '/home': 170 });
    expect(budget.tightenedCeilings(check().verdicts, { '/home': 170 })).toEqual({});
  });
});
