import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import zh from '../../../src/locales/zh.json';

/**
 * Which message ids each module of src/ can show, and which modules each module brings in: a plain reading of
 * the TypeScript sources, enough to tell which pages can show which messages.
 */

export const SRC = resolve(__dirname, '../../../src');
const KEY_LIST = Object.keys(zh);
const KEYS = new Set(KEY_LIST);
/** Templates that start like a catalogue key (storage keys such as `praxis.survey.${id}` do not). */
const isMessagePrefix = (prefix: string): boolean => KEY_LIST.some((key) => key.startsWith(prefix));

export function sourceFiles(dir: string = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const cache = new Map<string, string>();
export function read(file: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    cache.set(file, text);
  }
  return text;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (candidate.startsWith(SRC) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export interface Imports {
  /** Modules loaded with this one (type-only imports left out: they bring no code). */
  static: string[];
  /** Modules this one loads on demand (`import('./x')`). */
  dynamic: string[];
}

export function importsOf(file: string): Imports {
  const text = read(file);
  const found: Imports = { static: [], dynamic: [] };
  const add = (into: string[], spec: string | undefined) => {
    const target = spec && spec.startsWith('.') ? resolveImport(file, spec) : undefined;
    if (target && !into.includes(target)) into.push(target);
  };
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (!m[2]) add(found.static, m[4]);
  }
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) add(found.dynamic, m[1]);
  return found;
}

/**
 * Functions that build a message id from a value (`boardTitleKey(board)` → `rank.board.…`): the id belongs to
 * whoever calls them, not to the module that defines them.
 */
const BUILDER =
  /export\s+(?:const\s+(\w+)\s*=\s*\([^)]*\)(?:\s*:\s*\w+)?\s*=>|function\s+(\w+)\s*\([^)]*\)(?:\s*:\s*\w+)?\s*\{\s*return)\s*`([a-zA-Z]\w*\.[\w.]*)\$\{/g;

let builders: Map<string, string> | undefined;
function idBuilders(): Map<string, string> {
  if (!builders) {
    builders = new Map();
    for (const file of sourceFiles()) {
      for (const m of read(file).matchAll(BUILDER)) {
        if (isMessagePrefix(m[3]!)) builders.set((m[1] ?? m[2])!, m[3]!);
      }
    }
  }
  return builders;
}

export interface MessageUse {
  /** Ids written out whole (that exist in the catalogue). */
  ids: Set<string>;
  /** Prefixes of ids put together at run time (`login.method.${m}` → `login.method.`). */
  prefixes: Set<string>;
}

/** The source without its comments, which quote ids without showing them; strings are kept whole. */
export function withoutComments(text: string): string {
  return text.replace(
    /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    (match, string: string | undefined) => string ?? '',
  );
}

/** The message ids a module can show: quoted keys of the catalogue, and the fixed starts of computed ones. */
export function messagesOf(file: string): MessageUse {
  const text = withoutComments(read(file));
  const use: MessageUse = { ids: new Set(), prefixes: new Set() };
  // Event names may read like message ids (`type: 'login.submit'`, `on: { 'login.submit': … }`): left out.
  for (const m of text.matchAll(
    /(?<!type:\s*|assertEvent\(\w+,\s*)['"`]([a-zA-Z]\w*(?:\.\w+)+)['"`](?!:)/g,
  )) {
    if (KEYS.has(m[1]!)) use.ids.add(m[1]!);
  }
  // A builder's own template counts where it is called, not here.
  for (const m of text.replace(BUILDER, '').matchAll(/`([a-zA-Z]\w*\.[\w.]*)\$\{/g)) {
    if (isMessagePrefix(m[1]!)) use.prefixes.add(m[1]!);
  }
  for (const [name, prefix] of idBuilders()) {
    if (new RegExp(`\\b${name}\\(`).test(text.replace(BUILDER, ''))) use.prefixes.add(prefix);
  }
  return use;
}

/** Every module a module brings in, following static imports, and dynamic ones too when asked. */
export function closure(
  roots: readonly string[],
  options: { dynamic: boolean; stop?: (file: string) => boolean },
) {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (options.stop?.(file) && !roots.includes(file)) continue;
    const { static: direct, dynamic } = importsOf(file);
    queue.push(...direct, ...(options.dynamic ? dynamic : []));
  }
  return seen;
}

export const rel = (file: string): string => relative(SRC, file);
