import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { namespaceOf } from '../src/ui/kit/locale/namespaces';

const PREFIX = 'virtual:messages/';
const RESOLVED = `\0${PREFIX}`;
const LOCALES_DIR = new URL('../src/locales/', import.meta.url);

/**
 * `virtual:messages/zh/core` is the Chinese catalogue without the areas that load with their pages;
 * `virtual:messages/zh/exam` is one such area (src/ui/kit/locale/namespaces.ts). Builds ship the messages already
 * parsed, so the browser never needs the ICU parser (react-intl formats the parsed form, and the parser is
 * swapped for its parse-less build); the dev server and the tests keep the plain strings.
 */
export function messageCatalogues(options: { precompile: boolean }): Plugin {
  return {
    name: 'praxis:message-catalogues',
    enforce: 'pre',
    config: () =>
      options.precompile
        ? {
            resolve: {
              alias: [
                {
                  find: /^@formatjs\/icu-messageformat-parser$/,
                  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
                },
              ],
            },
          }
        : {},
    resolveId: (source) => (source.startsWith(PREFIX) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [locale, part] = id.slice(RESOLVED.length).split('/');
      if (!locale || !/^[a-z]+$/.test(locale) || !part) throw new Error(`Unknown message catalogue ${id}`);
      const file = new URL(`${locale}.json`, LOCALES_DIR);
      this.addWatchFile(file.pathname);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const picked = Object.entries(messages)
        .filter(([key]) => namespaceOf(key) === part)
        .map(([key, text]) => [key, options.precompile ? parse(text) : text] as const);
      return `export default ${JSON.stringify(Object.fromEntries(picked))};`;
    },
  };
}
