// The floor: the same cold-load and Lighthouse runs on a page that is only the owner's libraries
// (bench/floor/main.tsx), served by the same gateway in the same way. What the portal's pages take beyond these
// figures is theirs; what the floor itself takes no page built on these libraries can go below on this machine.
// BENCH_FLOOR_PAGES picks the Lighthouse pages (preset:name, as BENCH_LIGHTHOUSE_PAGES); the floor answers
// every address with its one page.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { coldloadReport } from './coldload.mjs';
import { lighthouseReport } from './lighthouse.mjs';

const OUT = resolve('bench/results/floor-dist');
const PAGES = process.env.BENCH_FLOOR_PAGES ?? 'desktop:login,desktop:home,mobile:login,mobile:home';

function build() {
  execSync(`npx vite build --config bench/floor/vite.config.ts --outDir ${OUT} --emptyOutDir`, {
    stdio: 'inherit',
  });
  execSync(`node scripts/compress.mjs ${OUT}`, { stdio: 'inherit' });
  const scripts = readdirSync(join(OUT, 'assets')).filter((f) => f.endsWith('.js'));
  const gzip = scripts.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(OUT, 'assets', f)), { level: 9 }).length,
    0,
  );
  return { files: scripts.length, gzipKb: Math.round(gzip / 102.4) / 10 };
}

export async function floorReport() {
  const bundle = build();
  const saved = { dir: process.env.STATIC_DIR, pages: process.env.BENCH_LIGHTHOUSE_PAGES };
  process.env.STATIC_DIR = OUT;
  process.env.BENCH_LIGHTHOUSE_PAGES = PAGES;
  try {
    const coldload = await coldloadReport();
    const lighthouse = await lighthouseReport();
    return { bundle, coldload, lighthouse };
  } finally {
    if (saved.dir === undefined) delete process.env.STATIC_DIR;
    else process.env.STATIC_DIR = saved.dir;
    if (saved.pages === undefined) delete process.env.BENCH_LIGHTHOUSE_PAGES;
    else process.env.BENCH_LIGHTHOUSE_PAGES = saved.pages;
  }
}
