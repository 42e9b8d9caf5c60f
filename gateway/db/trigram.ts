import { sql, type SQL } from 'drizzle-orm';
import { index, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Search finds keywords with LIKE '%…%'. A GIN index of trigrams (pg_trgm, created before the migrations in
 * migrate.ts) answers such a pattern once it holds three characters or more; shorter keywords are still
 * answered correctly, by reading the company's rows. Decision 0064.
 */

/** A trigram index of a text column. */
export function trigramIndex(name: string, column: AnyPgColumn) {
  return index(name).using('gin', sql`${column} gin_trgm_ops`);
}

/**
 * `search_text`: a title and its rich text without markup, lower-cased, kept by the database on every write.
 * Matching it with LIKE costs a fraction of stripping markup and folding case row by row, which is what a
 * keyword too short for the index has to do for every row of the company.
 */
export function searchTextColumn(title: string, richText: string) {
  const stripped = `regexp_replace("${richText}", '<[^>]*>', ' ', 'g')`;
  return text('search_text')
    .notNull()
    .generatedAlwaysAs(sql.raw(`lower("${title}" || E'\\n' || ${stripped})`));
}

/** The text a `search_text` column holds, for matching it: LIKE against a lower-cased pattern. */
export function searchTextLike(column: AnyPgColumn, pattern: string): SQL {
  return sql`${column} like lower(${pattern})`;
}
