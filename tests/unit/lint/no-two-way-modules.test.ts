import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The gateway's rule that no two modules import each other, on modules written to a scratch folder: a imports
 * b, c imports nothing of ours, and the files under test belong to b.
 */

let root = '';
let linter: Linter;
let config: Linter.Config[];

function write(file: string, text: string, mtime = new Date()): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  utimesSync(path, mtime, mtime);
}

/** The rule's messages for `code` as the file `file` (relative to the scratch folder). */
function lint(file: string, code: string): string[] {
  return linter.verify(code, config, join(root, file)).map((m) => m.message);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'praxis-modules-'));
  write('modules/a/x.ts', "import type { Y } from '../b/y';\nexport const x = 1;\n");
  write('modules/b/y.ts', 'export type Y = number;\n');
  write('modules/c/w.ts', 'export const w = 1;\n');
  // A path the test runner does not transform, so the rule loads as the lint config loads it.
  const ruleUrl = new URL('../../../eslint/no-two-way-modules.js', import.meta.url).href;
  const { noTwoWayModules } = (await import(ruleUrl)) as { noTwoWayModules: Rule.RuleModule };
  linter = new Linter({ cwd: root });
  config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      plugins: { gateway: { rules: { 'no-two-way-modules': noTwoWayModules } } },
      rules: { 'gateway/no-two-way-modules': ['error', { modulesDir: 'modules' }] },
    },
  ];
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('no two gateway modules import each other', () => {
  it('reports an import of a module that imports this one back, in every form of import', () => {
    const expected = 'Modules b and a import each other (modules/a/x.ts imports b)';
    for (const code of [
      "import { x } from '../a/x';",
      "import type { x } from '../a/x';",
      "export { x } from '../a/x';",
      "export * from '../a/x';",
      "void import('../a/x');",
    ]) {
      const messages = lint('modules/b/z.ts', code);
      expect(messages, code).toHaveLength(1);
      expect(messages[0], code).toContain(expected);
    }
  });

  it('leaves one-way imports, imports inside a module and files outside the modules alone', () => {
    expect(lint('modules/b/z.ts', "import { w } from '../c/w';\nimport type { Y } from './y';")).toEqual([]);
    expect(lint('modules/a/v.ts', "import type { Y } from '../b/y';")).toEqual([]);
    expect(lint('shared/s.ts', "import { x } from '../modules/a/x';")).toEqual([]);
  });

  it('reads a module again once one of its files changed', () => {
    expect(lint('modules/b/z.ts', "import { w } from '../c/w';")).toEqual([]);
    write(
      'modules/c/w.ts',
      "import type { Y } from '../b/y';\nexport const w = 1;\n",
      new Date(Date.now() + 60_000),
    );
    expect(lint('modules/b/z.ts', "import { w } from '../c/w';")).toEqual([
      expect.stringContaining('Modules b and c import each other (modules/c/w.ts imports b)'),
    ]);
  });
});
