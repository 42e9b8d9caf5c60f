import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Search finds keywords with ILIKE '%…%'. A GIN index of trigrams (pg_trgm, created before the migrations in
 * migrate.ts) answers such a pattern once it holds three characters or more; shorter keywords are still
 * answered correctly, by reading the company's rows. Decision 0064.
 */

/**
 * Rich text without its markup, as searched. The index and the query must spell this expression the same way,
 * so both take it from here.
 */
export function strippedText(column: AnyPgColumn | SQL): SQL {
  return sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;
}

/** A trigram index of a text column (or of the column without markup, for rich text). */
export function trigramIndex(name: string, column: AnyPgColumn, rich = false) {
  const target = rich ? strippedText(column) : sql`${column}`;
  return index(name).using('gin', sql`${target} gin_trgm_ops`);
}
