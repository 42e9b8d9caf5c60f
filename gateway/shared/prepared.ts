import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/**
 * A raw statement for a hot path, built once and prepared once per database: on PostgreSQL it is a named
 * statement, parsed and planned once per connection instead of on every call. Its values are
 * `sql.placeholder(name)`s, given to each call by name. Raw rows come back (column names as written).
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const perDb = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = perDb.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(query, undefined, name, false);
      perDb.set(db, prepared);
    }
    // Both drivers answer a query without mapped fields with their own result, rows included.
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
