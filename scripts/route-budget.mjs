// `npm test`'s route budget stage: builds the portal when its build is out of date, then checks every page's
// initial JavaScript against bench/budgets.json. Exits non-zero when a page is over its budget.
// `--tighten` lowers the ceilings of pages still over budget to their present size (never raises one).
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { portalBuildIsStale } from './build-state.mjs';
import { checkBudgets, tightenedCeilings } from '../bench/route-budget.mjs';

const BUDGETS = 'bench/budgets.json';
const dist = process.env.STATIC_DIR ?? 'dist';
if (dist === 'dist' && portalBuildIsStale()) execSync('npm run build', { stdio: 'inherit' });
const { lines, ok, verdicts } = checkBudgets(dist, BUDGETS);
console.log(`Initial JavaScript per page (gzip) against its budget (${BUDGETS}):`);
for (const line of lines) console.log(line);

const tighten = process.argv.includes('--tighten');
if (tighten) {
  const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8'));
  budgets.ceilings = tightenedCeilings(verdicts, budgets.ceilings ?? {}, {
    initial: process.argv.includes('--initial'),
  });
  writeFileSync(BUDGETS, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`\nCeilings written to ${BUDGETS}.`);
} else if (!ok) {
  console.error('\nA page is over its budget: load what it names only where it is used, or split it off.');
  process.exit(1);
}
