// `npm test`: every check in order — types, lint, unit, gateway (PGlite, and PostgreSQL when reachable),
// the route budgets of the production build, end-to-end in Chromium — stopping at the first failing stage, then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = 'test-results/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const stages = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  [
    'unit',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${REPORTS}/unit.json`,
    ],
  ],
  [
    'gateway',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'gateway',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${REPORTS}/gateway.json`,
    ],
  ],
  // Builds the portal (which the end-to-end stage then serves) and holds every page to its JavaScript budget.
  ['budget', 'node', ['scripts/route-budget.mjs']],
  ['e2e', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  failed += r.stats?.unexpected ?? 0;
}

let exitCode = 0;
for (const [name, cmd, args] of stages) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (name === 'unit') countVitest(`${REPORTS}/unit.json`);
  if (name === 'gateway') countVitest(`${REPORTS}/gateway.json`);
  if (name === 'e2e') countPlaywright(`${REPORTS}/e2e.json`);
  if (result.status !== 0) {
    if (name === 'typecheck' || name === 'lint') failed += 1;
    exitCode = result.status ?? 1;
    break;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
