import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { RULE_MESSAGE_KEYS } from '../../contract/rules';
import en from '../../src/locales/en.json';
import zh from '../../src/locales/zh.json';
import { messagesOf } from './locale/message-usage';

const catalogues: Record<string, Record<string, string>> = { zh, en };

/** Argument and tag names a message uses: both languages must ask for the same values. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** Words after a number that end in s but are not plural nouns. */
const NOT_PLURAL = new Set(['is', 'was', 'has', 'its', 'this', 'us', 'as', 'yes']);
/** Arguments that carry text, not a number ("{section} matches", "{type} files"). */
const TEXT_ARGUMENTS = new Set(['name', 'title', 'section', 'type', 'keyword', 'label', 'company', 'site']);
/** Plural English nouns that do not end in s. */
const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women']);

/**
 * Plain arguments followed by a plural English noun ("{count} likes", "{count} selected messages",
 * "{shown} of {total} answers"): the noun must come from a `plural` argument so that 1 reads right.
 * A heuristic: it looks at the first two words after the argument.
 */
function countsWithoutPlural(elements: MessageFormatElement[], found: string[] = []): string[] {
  elements.forEach((el, i) => {
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) countsWithoutPlural(option.value, found);
      return;
    }
    if (el.type === TYPE.tag) countsWithoutPlural(el.children, found);
    if (el.type !== TYPE.argument && el.type !== TYPE.number) return;
    if (TEXT_ARGUMENTS.has(el.value)) return;
    const next = elements[i + 1];
    if (next?.type !== TYPE.literal || !/^\s/.test(next.value)) return;
    const words = next.value.trim().split(/[^A-Za-z]+/, 2);
    const plural = words.find(
      (w) =>
        IRREGULAR_PLURALS.has(w.toLowerCase()) || (/[^s]s$/i.test(w) && !NOT_PLURAL.has(w.toLowerCase())),
    );
    if (plural) found.push(`{${el.value}} ${plural}`);
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

describe('message catalogues', () => {
  it('have the same keys in Chinese and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it('translate every rule failure the contract can produce', () => {
    for (const [name, messages] of Object.entries(catalogues)) {
      for (const key of RULE_MESSAGE_KEYS)
        expect(messages, `${name}: rule.${key}`).toHaveProperty([`rule.${key}`]);
    }
  });

  it('carry the messages the http client and the session ask for', () => {
    for (const messages of Object.values(catalogues)) {
      for (const key of [
        'http.networkError',
        'http.timeout',
        'http.offline',
        'http.unknownError',
        'session.siteLoadFailed',
      ]) {
        expect(messages[key], key).toMatch(/\S/);
      }
    }
  });

  it('are valid ICU messages that ask for the same arguments in both languages', () => {
    for (const key of Object.keys(zh) as (keyof typeof zh)[]) {
      const zhArgs = argumentsOf(parse(zh[key]));
      const enArgs = argumentsOf(parse(en[key]));
      expect([...enArgs].sort(), key).toEqual([...zhArgs].sort());
    }
  });

  it('count things in English through ICU plurals', () => {
    expect(countsWithoutPlural(parse('{count} likes'))).toEqual(['{count} likes']);
    expect(countsWithoutPlural(parse('{count, plural, one {# like} other {# likes}}'))).toEqual([]);
    const offending = Object.entries(en).flatMap(([key, message]) =>
      countsWithoutPlural(parse(message)).map((hit) => `${key}: ${hit}`),
    );
    expect(offending).toEqual([]);
  });

  it('say what the spec says in English where it words a message', () => {
    expect(en['notFound.title']).toBe('This page could not be found.');
    expect(en['notFound.backHome']).toBe('Back to the home page');
    expect(en['rule.password.mismatch']).toBe('The two passwords are inconsistent');
  });

  it('contain every message id the portal uses', () => {
    // Message ids are dotted (`login.submit`); element and machine ids are not.
    const literal = /\bid(?:=|:\s*)["']([a-zA-Z]\w*\.[\w.]+)["']/g;
    // Ids kept in constants or chosen in expressions (`= 'x.y'`, `? 'x.y' : 'z.w'`), in the catalogues'
    // namespaces only, so style tokens ('brand.fg') and event names (`type: 'login.submit'`) and rule keys (`message: 'password.rule'`) stay out.
    const assigned = /(?<!type|message)(?:=|\?|:)\s*'([a-z]\w*\.[\w.]+)'/g;
    const namespaces = new Set(Object.keys(zh).map((key) => key.split('.')[0]));
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '../../src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(literal)) if (match[1]) used.add(match[1]);
      for (const match of text.matchAll(assigned)) {
        if (match[1] && namespaces.has(match[1].split('.')[0])) used.add(match[1]);
      }
    }
    // Ids put together at run time, one family each.
    for (const m of ['password', 'sms', 'empNo', 'qr']) used.add(`login.method.${m}`);
    for (const p of ['wecom', 'dingtalk']) used.add(`qr.provider.${p}`);
    for (const t of [1, 2]) used.add(`agreement.type.${t}`);
    for (const s of ['awaiting', 'approved', 'rejected']) {
      used.add(`register.status.${s}.title`);
      used.add(`register.status.${s}.body`);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((id) => !(id in zh) || !(id in en));
    expect(missing).toEqual([]);
  });

  it('have keys for every id the portal puts together at run time', () => {
    // `exam.status.${s}`, `rank.board.${b}`, ids built by helpers and counted where they are called.
    const prefixes = new Set(
      sourceFiles(join(__dirname, '../../src')).flatMap((f) => [...messagesOf(f).prefixes]),
    );
    expect(prefixes.size).toBeGreaterThan(20);
    for (const [name, messages] of Object.entries(catalogues)) {
      const unknown = [...prefixes].filter((p) => !Object.keys(messages).some((key) => key.startsWith(p)));
      expect(unknown, name).toEqual([]);
    }
  });
});
