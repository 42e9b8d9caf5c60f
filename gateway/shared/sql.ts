import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** LIKE pattern matching `keyword` literally anywhere (backslash is PostgreSQL's default escape). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A figure read back from the driver (counts may come as strings from some drivers). */
export function num(value: number | string | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/**
 * A column named with its table, for correlated subqueries in a select list: a query of one table writes its
 * columns there without the table's name, which inside a subquery would name the subquery's own column.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
