import zh from '../../locales/zh.json';
import type { Locale } from './locale-path';

export type MessageId = keyof typeof zh;
export type Catalogue = Record<string, string>;

/**
 * Chinese, the default, ships with the start-up bundle. English comes as a chunk of its own: when a page under
 * /en opens (main.tsx waits for it before the first render) or the language toggle is approached, so Chinese
 * pages never download both catalogues.
 */
const catalogues: Partial<Record<Locale, Catalogue>> = { zh };
const loading = new Map<Locale, Promise<Catalogue>>();
const listeners = new Set<() => void>();

const LOADERS: Record<Exclude<Locale, 'zh'>, () => Promise<Catalogue>> = {
  en: () => import('../../locales/en.json').then((m) => m.default),
};

/** The catalogue of a locale when it has arrived. */
export function catalogueFor(locale: Locale): Catalogue | undefined {
  return catalogues[locale];
}

/** Fetches a catalogue once; a failed fetch may be retried by the next call. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const ready = catalogues[locale];
  if (ready) return Promise.resolve(ready);
  const known = loading.get(locale);
  if (known) return known;
  const load = locale === 'zh' ? () => Promise.resolve(zh) : LOADERS[locale];
  const promise = load().then(
    (catalogue: Catalogue) => {
      catalogues[locale] = catalogue;
      for (const listener of listeners) listener();
      return catalogue;
    },
    (error: unknown) => {
      loading.delete(locale);
      throw error;
    },
  );
  loading.set(locale, promise);
  return promise;
}

/** Called whenever a catalogue arrives. */
export function onCatalogueLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Message id for a rule failure key from contract/rules.ts (e.g. `password.rule` → `rule.password.rule`). */
export function ruleMessageId(key: string): string {
  return `rule.${key}`;
}
