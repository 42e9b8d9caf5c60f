// Precompresses the built portal so the gateway can serve .br / .gz files without compressing per request.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function walk(dir, found = []) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, found);
    else if (COMPRESSIBLE.test(entry)) found.push(path);
  }
  return found;
}

async function compress(path) {
  const raw = await readFile(path);
  if (raw.length < 1024) return;
  const [zipped, brotlied] = await Promise.all([
    gz(raw, { level: 9 }),
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await writeFile(`${path}.gz`, zipped);
  await writeFile(`${path}.br`, brotlied);
}

// The async zlib calls run on libuv's thread pool, so files compress on every core at once.
const queue = walk(process.argv[2] ?? 'dist');
async function worker() {
  for (let path = queue.shift(); path; path = queue.shift()) await compress(path);
}
await Promise.all(Array.from({ length: 4 }, worker));
