import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchTextLike } from '../db/trigram';
import { plainSummary } from './sanitize';
import { containsPattern } from './sql';

/*
 * What every section's search shares: the keyword's match, its rank and the text shown around it. Each module
 * keeps its own rule of what a member may see and asks for the match here.
 */

/** The slice of a section's ranked matches a page needs. */
export interface SearchWindow {
  limit: number;
  offset: number;
}

/** Found in the title. */
export const TITLE_RANK = 2;
/** Found in the text only. */
export const TEXT_RANK = 1;

export interface KeywordMatch {
  /** The title or the text holds the keyword, ignoring case; `%`, `_` and `\` are plain characters. */
  where: SQL;
  /** TITLE_RANK or TEXT_RANK. */
  rank: SQL<number>;
}

/** Ranked by where the keyword is: the title, or only the text. */
function rankOf(title: AnyPgColumn, pattern: string): SQL<number> {
  return sql<number>`(case when ${title} ilike ${pattern} then ${sql.raw(String(TITLE_RANK))}
    else ${sql.raw(String(TEXT_RANK))} end)`;
}

/**
 * The keyword in a plain title or a plain text (live rooms, exams: few rows per company), each column under a
 * trigram index (db/trigram.ts).
 */
export function keywordMatch(keyword: string, title: AnyPgColumn, text: AnyPgColumn): KeywordMatch {
  const pattern = containsPattern(keyword);
  return {
    where: sql`(${title} ilike ${pattern} or ${text} ilike ${pattern})`,
    rank: rankOf(title, pattern),
  };
}

/**
 * The keyword in a table's `search_text` (its title and rich text without markup, lower-cased), which a
 * trigram index holds (db/trigram.ts).
 */
export function keywordMatchIn(keyword: string, title: AnyPgColumn, searchText: AnyPgColumn): KeywordMatch {
  const pattern = containsPattern(keyword);
  return { where: searchTextLike(searchText, pattern), rank: rankOf(title, pattern) };
}

/** Plain text around the first match (or the opening of the text), so a result shows why it was found. */
export function snippetAround(html: string, keyword: string, max = 120): string {
  const text = plainSummary(html, Number.MAX_SAFE_INTEGER);
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  if (at <= 30) return text.length > max ? `${text.slice(0, max)}…` : text;
  const start = at - 30;
  const end = Math.min(text.length, start + max);
  return `…${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
