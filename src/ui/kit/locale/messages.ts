import type zhAll from '../../../locales/zh.json';
import zhCore from 'virtual:messages/zh/core';
import type { Locale } from './locale-path';
import type { Namespace } from './namespaces';

export type MessageId = keyof typeof zhAll;
export type Catalogue = Record<string, string>;
type Part = 'core' | Namespace;

/**
 * Chinese core messages ship with the start-up bundle. Everything else comes as chunks: English core when a
 * page under /en opens (main.tsx waits for it before the first render) or the language toggle is approached,
 * and each area's messages (exam, survey…) when a route of that area loads (the portal frame's with the frame). So a Chinese home page downloads
 * neither English nor the messages of pages it does not show.
 */
const LOADERS: Record<Locale, Record<Part, () => Promise<Catalogue>>> = {
  zh: {
    core: () => Promise.resolve(zhCore),
    exam: () => import('virtual:messages/zh/exam').then((m) => m.default),
    survey: () => import('virtual:messages/zh/survey').then((m) => m.default),
    course: () => import('virtual:messages/zh/course').then((m) => m.default),
    player: () => import('virtual:messages/zh/player').then((m) => m.default),
    lecturer: () => import('virtual:messages/zh/lecturer').then((m) => m.default),
    live: () => import('virtual:messages/zh/live').then((m) => m.default),
    crm: () => import('virtual:messages/zh/crm').then((m) => m.default),
    account: () => import('virtual:messages/zh/account').then((m) => m.default),
    home: () => import('virtual:messages/zh/home').then((m) => m.default),
    auth: () => import('virtual:messages/zh/auth').then((m) => m.default),
    frame: () => import('virtual:messages/zh/frame').then((m) => m.default),
    forms: () => import('virtual:messages/zh/forms').then((m) => m.default),
    certificate: () => import('virtual:messages/zh/certificate').then((m) => m.default),
    community: () => import('virtual:messages/zh/community').then((m) => m.default),
  },
  en: {
    core: () => import('virtual:messages/en/core').then((m) => m.default),
    exam: () => import('virtual:messages/en/exam').then((m) => m.default),
    survey: () => import('virtual:messages/en/survey').then((m) => m.default),
    course: () => import('virtual:messages/en/course').then((m) => m.default),
    player: () => import('virtual:messages/en/player').then((m) => m.default),
    lecturer: () => import('virtual:messages/en/lecturer').then((m) => m.default),
    live: () => import('virtual:messages/en/live').then((m) => m.default),
    crm: () => import('virtual:messages/en/crm').then((m) => m.default),
    account: () => import('virtual:messages/en/account').then((m) => m.default),
    home: () => import('virtual:messages/en/home').then((m) => m.default),
    auth: () => import('virtual:messages/en/auth').then((m) => m.default),
    frame: () => import('virtual:messages/en/frame').then((m) => m.default),
    forms: () => import('virtual:messages/en/forms').then((m) => m.default),
    certificate: () => import('virtual:messages/en/certificate').then((m) => m.default),
    community: () => import('virtual:messages/en/community').then((m) => m.default),
  },
};

const parts = new Map<string, Catalogue>([['zh:core', zhCore]]);
const loading = new Map<string, Promise<Catalogue>>();
/** Areas some route has asked for: a language switch loads them too, so the page stays complete. */
const wanted = new Set<Namespace>();
/** Merged catalogues, rebuilt when a part arrives, so a new object tells React something changed. */
const merged = new Map<Locale, Catalogue>();
const listeners = new Set<() => void>();

function loadPart(locale: Locale, part: Part): Promise<Catalogue> {
  const key = `${locale}:${part}`;
  const ready = parts.get(key);
  if (ready) return Promise.resolve(ready);
  const known = loading.get(key);
  if (known) return known;
  const promise = LOADERS[locale][part]().then(
    (catalogue) => {
      parts.set(key, catalogue);
      loading.delete(key);
      merged.delete(locale);
      for (const listener of listeners) listener();
      return catalogue;
    },
    (error: unknown) => {
      // A failed fetch may be retried by the next call.
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
}

/**
 * The catalogue of a locale once its core and every area asked for so far have arrived; undefined before
 * (the locale provider then keeps showing what it had).
 */
export function catalogueFor(locale: Locale): Catalogue | undefined {
  const cached = merged.get(locale);
  if (cached) return cached;
  const pieces: Catalogue[] = [];
  for (const part of ['core', ...wanted] as Part[]) {
    const piece = parts.get(`${locale}:${part}`);
    if (!piece) return undefined;
    pieces.push(piece);
  }
  const catalogue = Object.assign({}, ...pieces) as Catalogue;
  merged.set(locale, catalogue);
  return catalogue;
}

/** Whatever of a locale has arrived, core included; for text outside React (the http client's messages). */
export function arrivedMessages(locale: Locale): Catalogue | undefined {
  const complete = catalogueFor(locale);
  if (complete) return complete;
  if (!parts.has(`${locale}:core`)) return undefined;
  const pieces = (['core', ...wanted] as Part[]).map((part) => parts.get(`${locale}:${part}`) ?? {});
  return Object.assign({}, ...pieces) as Catalogue;
}

/** The locale a route's `{-$locale}` parameter names: English under /en, Chinese otherwise. */
const paramLocale = (params: { locale?: string }): Locale => (params.locale === 'en' ? 'en' : 'zh');

/** Asks for the messages of some areas; a route's loader does, so its page renders complete. */
export function messagesLoader(namespaces: readonly Namespace[]) {
  return ({ params }: { params: { locale?: string } }): Promise<void> =>
    loadMessages(paramLocale(params), namespaces).then(() => undefined);
}

/**
 * A route loader's read with the messages of the areas its page speaks: both start at once, and the read's
 * result comes back once the messages have arrived too, so the page renders complete.
 */
export async function withMessages<T>(
  params: { locale?: string },
  namespaces: readonly Namespace[],
  read: () => T | Promise<T>,
): Promise<T> {
  const [, data] = await Promise.all([loadMessages(paramLocale(params), namespaces), read()]);
  return data;
}

/** Fetches a locale's core and the areas asked for so far; a failed fetch may be retried by the next call. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  for (;;) {
    await Promise.all((['core', ...wanted] as Part[]).map((part) => loadPart(locale, part)));
    const catalogue = catalogueFor(locale);
    if (catalogue) return catalogue;
    // Another loader asked for an area while these arrived: wait for it too (the areas are few and only added).
  }
}

/** Asks for the messages of some areas (a route's loader does, before its page renders). */
export function loadMessages(locale: Locale, namespaces: readonly Namespace[]): Promise<Catalogue> {
  let added = false;
  for (const ns of namespaces) {
    if (!wanted.has(ns)) {
      wanted.add(ns);
      added = true;
    }
  }
  if (added) merged.clear();
  return loadCatalogue(locale);
}

/** Called whenever a catalogue part arrives. */
export function onCatalogueLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Message id for a rule failure key from contract/rules.ts (e.g. `password.rule` → `rule.password.rule`). */
export function ruleMessageId(key: string): string {
  return `rule.${key}`;
}
