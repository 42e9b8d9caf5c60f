/**
 * Writes docs/machines/ from every machine in src/machines (see statecharts.ts): each definition as JSON for
 * the Stately visualizer (stately.ai/viz: import the JSON), a Markdown page with its statechart, and an index.
 * Files of machines that no longer exist are removed. Run with `npm run machines:export`.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCS_DIR, expectedMachineDocs, REPO_ROOT } from './statecharts';

const outDir = path.join(REPO_ROOT, DOCS_DIR);
const files = await expectedMachineDocs();

await mkdir(outDir, { recursive: true });
for (const name of await readdir(outDir)) {
  if (!files.has(name)) {
    await rm(path.join(outDir, name));
    console.warn(`removed ${DOCS_DIR}/${name}`);
  }
}
for (const [name, content] of files) {
  await writeFile(path.join(outDir, name), content);
}
console.warn(`wrote ${files.size} files to ${DOCS_DIR}/`);
