// `npm run bench`: measured figures, printed and saved to bench/results/ — never asserted on in tests.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleReport, printBundle } from './bundle.mjs';
import { loadReport, printLoad } from './load.mjs';

const only = process.argv[2];
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
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${results.at.replace(/[:.]/g, '-')}.json`, JSON.stringify(results, null, 2));
