import type { DataSource } from 'typeorm';

/** Statement names by SQL text, for the whole process: one text, one name, on every connection. */
const names = new Map<string, string>();

function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `gramota_${names.size + 1}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * Runs a statement of the hot read paths (the session lookup before every call, docs-get) as a
 * named prepared statement on PostgreSQL: each pooled connection parses it once and keeps its plan
 * cache, instead of parsing and planning the same text on every request (issue 34: half of a
 * docs-get's time in the database). `sql` carries the driver's own placeholders ($1, ...).
 *
 * Only for a fixed set of texts (each one stays prepared on every connection) whose parameters
 * are ids, flags and numbers: PostgreSQL may switch such a statement to one generic plan, which a
 * LIKE pattern must not get (its best plan depends on the pattern). On SQLite the driver keeps
 * its own statement cache already; this is a plain query there.
 */
export function preparedQuery<T>(
  dataSource: DataSource,
  sql: string,
  values: unknown[],
): Promise<T> {
  if (dataSource.driver.options.type !== 'postgres') return dataSource.query(sql, values);
  // TypeORM hands the query on to pg as it is, and pg takes a { name, text } query config.
  const config = { name: statementName(sql), text: sql };
  return dataSource.query(config as unknown as string, values);
}
