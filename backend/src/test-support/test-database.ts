import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config';
import { createDataSource } from '../db/data-source';
import {
  POSTGRES_TEMPLATE_ENV,
  postgresUrlOf,
  SQLITE_TEMPLATE_ENV,
  withAdminClient,
} from './database-templates';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (ARCHITECTURE §8). */
export const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  config: DatabaseConfig;
  dataSource: DataSource;
  /** Closes the connection and removes the throwaway database. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Start as a copy of the run's migrated template (default), or empty with every migration run
   * here (the migrations' own tests).
   */
  fromTemplate?: boolean;
}

/** PostgreSQL refuses a copy while another session is connected to the template: try again. */
async function createPostgresDatabase(name: string, template: string | undefined): Promise<void> {
  const sql = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdminClient((client) => client.query(sql));
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A fresh, migrated database: a file in `dataDir` for SQLite, or a `gramota_test_<random>`
 * database on the TEST_DATABASE_URL server, so parallel test files never share rows.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  dataDir: string,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const fromTemplate = options.fromTemplate ?? true;
  let config: DatabaseConfig;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `gramota_test_${randomBytes(6).toString('hex')}`;
    const url = postgresUrlOf(name);
    await createPostgresDatabase(
      name,
      fromTemplate ? process.env[POSTGRES_TEMPLATE_ENV] : undefined,
    );
    config = { kind: 'postgres', url };
    dropDatabase = async () => {
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    };
  } else {
    config = { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') };
    const template = process.env[SQLITE_TEMPLATE_ENV];
    if (fromTemplate && template) {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.copyFileSync(template, config.file);
    }
  }

  const dataSource = createDataSource(config);
  const drop = async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await dropDatabase();
  };
  try {
    await dataSource.initialize();
    // After a copy of the template this only reads the migrations table (none pending).
    await dataSource.runMigrations();
  } catch (error) {
    // A failed migration must not leave a throwaway database behind on the shared server.
    if (dataSource.isInitialized) await dataSource.destroy();
    await dropDatabase();
    throw error;
  }
  return { config, dataSource, drop };
}

/**
 * A new connection to a database whose first connection was closed (a server restart): dropping
 * it closes this connection and removes the database as the first one's drop would have.
 */
export async function reopenTestDatabase(previous: TestDatabase): Promise<TestDatabase> {
  const dataSource = createDataSource(previous.config);
  await dataSource.initialize();
  return {
    config: previous.config,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await previous.drop();
    },
  };
}
