import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config';
import { entities } from './entities';
import { migrations } from './migrations';

export interface DataSourceOptions {
  /** Run pending migrations during `initialize()` (the server does; the migrate CLI runs them itself). */
  migrationsRun?: boolean;
}

/**
 * The one TypeORM DataSource factory: SQLite through better-sqlite3 by default, PostgreSQL when a
 * postgres:// URL is configured. The schema only ever changes through migrations.
 */
export function createDataSource(
  database: DatabaseConfig,
  options: DataSourceOptions = {},
): DataSource {
  const common = {
    entities,
    migrations,
    migrationsRun: options.migrationsRun ?? false,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
  } as const;

  if (database.kind === 'postgres') {
    return new DataSource({ ...common, type: 'postgres', url: database.url });
  }

  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  return new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: database.file,
    // WAL lets readers run while a write is in progress (and the migrate CLI alongside a server).
    enableWAL: true,
  });
}
