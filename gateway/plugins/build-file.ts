import { readFileSync, statSync } from 'node:fs';

/**
 * A file the portal's build writes beside index.html, parsed by `parse`, read again when it changes (a new build
 * under a running gateway); null while there is none or it does not parse.
 */
export function buildFileIn<T>(file: string, parse: (text: string) => T | null): () => T | null {
  let cached: { mtimeMs: number; value: T | null } = { mtimeMs: -1, value: null };
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** The JSON value of a text, or undefined when it is not JSON. */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
