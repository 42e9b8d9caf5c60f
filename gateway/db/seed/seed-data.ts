import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/*
 * The demo's content lives in JSON files under ./data (decision 39); the builders of this folder turn it into
 * rows. Every file is checked against its schema when read, so a misspelt key or a wrong value stops the seed
 * with the file and the field, before any row is written from it.
 */

const DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url));

/** `courses[3].chapters[0].name`, as a reader of the file would point at it. */
function fieldPath(path: readonly PropertyKey[]): string {
  const text = path.reduce<string>(
    (s, k) => (typeof k === 'number' ? `${s}[${k}]` : s === '' ? String(k) : `${s}.${String(k)}`),
    '',
  );
  return text === '' ? '(the whole file)' : text;
}

/** A data file that does not say what its builder needs. */
export function seedDataError(file: string, message: string): Error {
  return new Error(`seed data ${file}: ${message}`);
}

/** Checks parsed data against its schema; the error names the file and every wrong field. */
export function checkSeedData<T extends z.ZodType>(file: string, raw: unknown, schema: T): z.output<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${fieldPath(issue.path)}: ${issue.message}`);
  throw seedDataError(file, `not valid\n${lines.join('\n')}`);
}

/** Reads and checks one data file (`courses/xinghe.json`: a path under ./data). */
export function readSeedData<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(DATA_DIR + file, 'utf8'));
  } catch (err) {
    throw seedDataError(file, `cannot be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  return checkSeedData(file, raw, schema);
}

/** The data files of a folder of ./data, by name without `.json`, in name order. */
export function seedDataNames(dir: string): string[] {
  return readdirSync(DATA_DIR + dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/**
 * An object of a data file: a key the schema does not know is refused (so a misspelt one fails), and `note` is
 * a comment for readers of the file, which the builders ignore.
 */
export const entry = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject({ note: z.string().optional(), ...shape });

/** Rich text, in one string or in parts (one block each) joined as they are. */
export const richText = z
  .union([z.string(), z.array(z.string())])
  .transform((text) => (typeof text === 'string' ? text : text.join('')));

/** A 0/1 column. */
export const bit = z.union([z.literal(0), z.literal(1)]);

/** A member, by the phone number they sign in with. */
export const phone = z.string().regex(/^1\d{10}$/, 'expected a phone number of 11 digits');

/** The item of `list` called `name`, or an error naming the file and what was looked for. */
export function named<T>(
  list: T[],
  nameOf: (item: T) => string,
  name: string,
  what: string,
  file: string,
): T {
  const found = list.filter((item) => nameOf(item) === name);
  if (found.length !== 1) {
    throw seedDataError(file, `${found.length === 0 ? 'no' : 'more than one'} ${what} named "${name}"`);
  }
  return found[0] as T;
}
