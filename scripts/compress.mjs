// Precompresses the built portal so the gateway can serve .br / .gz files without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(entry)) {
      const raw = readFileSync(path);
      if (raw.length < 1024) continue;
      writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

walk(process.argv[2] ?? 'dist');
