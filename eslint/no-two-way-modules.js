import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/*
 * No two gateway modules depend on each other (docs/decisions/0038-gateway-shared-layer.md). For an import of
 * module X inside module Y, the rule reads X's files and reports when any of them imports Y. What a module
 * imports is read once and kept until one of its files changes, so a whole run reads each module once.
 */

/** Relative specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
const SPECIFIER =
  /(?:^|[\n;])\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"](\.[^'"]*)['"]|(?:^|[\n;])\s*import\s*['"](\.[^'"]*)['"]|\bimport\s*\(\s*['"](\.[^'"]*)['"]\s*\)/g;

/** The module a path lies in ("course" for <modulesDir>/course/tree.ts), or null outside every module. */
function moduleOf(modulesDir, path) {
  const rel = relative(modulesDir, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  const [name, ...rest] = rel.split(sep);
  return rest.length > 0 ? name : null;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** module folder → { stamp, imports: Map(other module → first file of this module that imports it) } */
const cache = new Map();

/** The modules that module `name` imports, each with one file that does. */
function importsOf(modulesDir, name) {
  const dir = join(modulesDir, name);
  let files;
  try {
    files = sourceFiles(dir);
  } catch {
    return new Map();
  }
  const stamp = files.map((file) => `${file}:${statSync(file).mtimeMs}`).join('|');
  const cached = cache.get(dir);
  if (cached?.stamp === stamp) return cached.imports;
  const imports = new Map();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const other = moduleOf(modulesDir, resolve(dirname(file), specifier));
      if (other !== null && other !== name && !imports.has(other)) imports.set(other, file);
    }
  }
  cache.set(dir, { stamp, imports });
  return imports;
}

export const noTwoWayModules = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid two modules that import each other.' },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' } },
        required: ['modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      twoWay:
        'Modules {{self}} and {{other}} import each other ({{back}} imports {{self}}): move what both need ' +
        'into gateway/shared/, or let only one depend on the other.',
    },
  },
  create(context) {
    const modulesDir = resolve(context.cwd, context.options[0].modulesDir);
    const file = context.physicalFilename;
    const self = moduleOf(modulesDir, file);
    if (self === null) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const other = moduleOf(modulesDir, resolve(dirname(file), source.value));
      if (other === null || other === self) return;
      const back = importsOf(modulesDir, other).get(self);
      if (back === undefined) return;
      context.report({
        node: source,
        messageId: 'twoWay',
        data: { self, other, back: relative(context.cwd, back).split(sep).join('/') },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
