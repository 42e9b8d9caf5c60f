// `npm run bench`: measured figures, printed and saved to bench/results/ — never asserted on in tests.
// `npm run bench -- <step>` runs one step: bundle, load, saves, progress, check-ins, search, mall, lighthouse,
// coldload, navigation or floor (the cold load and Lighthouse of a page that is only the required libraries).
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleReport, printBundle } from './bundle.mjs';
import { checkInsReport, printCheckIns } from './check-ins.mjs';
import { coldloadReport, printColdload } from './coldload.mjs';
import { floorReport } from './floor.mjs';
import { printSaves, savesReport } from './exam-saves.mjs';
import { lighthouseReport, printLighthouse } from './lighthouse.mjs';
import { loadReport, printLoad } from './load.mjs';
import { navigationReport, printNavigation } from './navigation.mjs';
import { printProgress, progressReport } from './progress.mjs';
import { mallReport, printMall } from './mall.mjs';
import { printSearch, searchReport } from './search.mjs';

const STEPS = [
  'bundle',
  'load',
  'saves',
  'progress',
  'check-ins',
  'search',
  'mall',
  'lighthouse',
  'coldload',
  'navigation',
  'floor',
];
const only = process.argv[2];
if (only && !STEPS.includes(only)) {
  console.error(`Unknown step "${only}"; one of: ${STEPS.join(', ')}`);
  process.exit(2);
}
const results = { at: new Date().toISOString() };

if (!only || only === 'bundle') {
  execSync('npm run build', { stdio: 'inherit' });
  results.bundle = bundleReport();
  printBundle(results.bundle);
}
if (!only || only === 'load') {
  results.load = await loadReport();
  printLoad(results.load);
}
if (!only || only === 'saves') {
  results.saves = await savesReport();
  printSaves(results.saves);
}
if (!only || only === 'progress') {
  results.progress = await progressReport();
  printProgress(results.progress);
}
if (!only || only === 'check-ins') {
  results.checkIns = await checkInsReport();
  printCheckIns(results.checkIns);
}
if (!only || only === 'search') {
  results.search = await searchReport();
  printSearch(results.search);
}
if (!only || only === 'mall') {
  results.mall = await mallReport();
  printMall(results.mall);
}
if (!only || only === 'lighthouse') {
  results.lighthouse = await lighthouseReport();
  printLighthouse(results.lighthouse);
}
if (!only || only === 'coldload') {
  results.coldload = await coldloadReport();
  printColdload(results.coldload);
}
if (!only || only === 'navigation') {
  results.navigation = await navigationReport();
  printNavigation(results.navigation);
}
if (!only || only === 'floor') {
  results.floor = await floorReport();
  console.log(
    `\nThe floor (bench/floor): ${results.floor.bundle.gzipKb} kB gzip of JavaScript in ${results.floor.bundle.files} file(s)`,
  );
  printColdload(results.floor.coldload);
  printLighthouse(results.floor.lighthouse);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${results.at.replace(/[:.]/g, '-')}.json`, JSON.stringify(results, null, 2));
