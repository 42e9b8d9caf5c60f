// The route budget check of the test command: every page's initial JavaScript (see bundle.mjs) against its
// budget in budgets.json. Bytes are deterministic, so this is a test, not a timing. A page over its budget is
// named with the largest modules it pulls in beyond the entry, read from the build's source maps.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { bundleReport } from './bundle.mjs';

const KB = 1024;

/** The budget a row answers to, and the ceiling it may not pass while still over that budget. */
export function judge(rows, budgets) {
  const verdicts = [];
  for (const row of rows) {
    if (row.route === '(all JavaScript)') continue;
    const isEntry = row.route === '(entry, every route)';
    const budget = isEntry ? budgets.entry : (budgets.routes?.[row.route] ?? budgets.route);
    const kb = row.gzip / KB;
    const ceiling = budgets.ceilings?.[isEntry ? 'entry' : row.route];
    let status = 'ok';
    if (kb > budget) status = ceiling !== undefined && kb <= ceiling ? 'pending' : 'over';
    verdicts.push({ ...row, kb, budget, ceiling, status });
  }
  return verdicts;
}

/** Which source files (a package counts as one) make up `files`, in raw bytes of the built code. */
export function modulesOf(dist, files) {
  const totals = new Map();
  for (const file of files) {
    const path = join(dist, file);
    if (!existsSync(`${path}.map`)) continue;
    const code = readFileSync(path, 'utf8').split('\n');
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    const mappings = [];
    map.eachMapping((m) => mappings.push(m));
    for (let i = 0; i < mappings.length; i += 1) {
      const m = mappings[i];
      const next = mappings[i + 1];
      const end =
        next && next.generatedLine === m.generatedLine
          ? next.generatedColumn
          : (code[m.generatedLine - 1] ?? '').length;
      const source = (m.source ?? '?').replace(/\\/g, '/');
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
      const key = pkg ?? source.replace(/^(\.\.\/)+/, '').replace(/^.*?\b(src|contract)\//, '$1/');
      totals.set(key, (totals.get(key) ?? 0) + Math.max(0, end - m.generatedColumn));
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Checks `dist` against `budgetsFile`; returns the lines to print and whether every page holds. */
export function checkBudgets(dist = 'dist', budgetsFile = 'bench/budgets.json', routeTreeFile) {
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  const rows = bundleReport(dist, routeTreeFile);
  const verdicts = judge(rows, budgets);
  const lines = [];
  const fmt = (n) => n.toFixed(1).padStart(6);
  for (const v of verdicts) {
    const mark = { ok: 'ok     ', pending: 'pending', over: 'OVER   ' }[v.status];
    const ceiling = v.ceiling === undefined ? '' : ` (ceiling ${v.ceiling})`;
    lines.push(`${mark} ${v.route.padEnd(28)} ${fmt(v.kb)} kB of ${v.budget}${ceiling}`);
    if (v.status === 'over') {
      const what =
        v.route === '(entry, every route)' ? 'largest modules' : 'largest modules beyond the entry';
      lines.push(`        ${what} (raw kB of built code):`);
      for (const [name, bytes] of modulesOf(dist, v.extraFiles ?? []).slice(0, 8)) {
        lines.push(`          ${(bytes / KB).toFixed(1).padStart(7)}  ${name}`);
      }
    }
  }
  return { lines, ok: verdicts.every((v) => v.status !== 'over'), verdicts };
}

/**
 * Ceilings after a build: each listed page's ceiling comes down to its size (never up), and a page back inside
 * its budget leaves the list. With `initial`, pages over budget without a ceiling get one (setting budgets).
 */
export function tightenedCeilings(verdicts, ceilings, { initial = false } = {}) {
  const next = {};
  for (const v of verdicts) {
    const key = v.route === '(entry, every route)' ? 'entry' : v.route;
    if (v.kb <= v.budget) continue;
    // The next whole kB up: a few bytes more in shared code do not fail every page, a new library does.
    const now = Math.ceil(v.kb);
    const before = ceilings[key];
    if (before !== undefined) next[key] = Math.min(before, now);
    else if (initial) next[key] = now;
  }
  return next;
}
