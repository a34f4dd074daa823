import type { DataSource, EntityManager } from 'typeorm';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * A transaction for the pay writes. better-sqlite3 has ONE connection per DataSource: TypeORM
 * turns two concurrent transactions on it into savepoints nested in each other, so one's commit
 * would carry the other's half-done writes. On SQLite (one process by design) the pay
 * transactions therefore run one after another; PostgreSQL runs them side by side. Either way
 * "granted once" rests on the unique event key and the conditional status UPDATE, not on this.
 */
export function payTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(
    () => dataSource.transaction(work),
    () => dataSource.transaction(work),
  );
  sqliteQueues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}
