import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config';
import { createDataSource } from '../db/data-source';

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

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database: a file in `dataDir` for SQLite, or a `gramota_test_<random>`
 * database on the TEST_DATABASE_URL server, so parallel test files never share rows.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  dataDir: string,
): Promise<TestDatabase> {
  let config: DatabaseConfig;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `gramota_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    config = { kind: 'postgres', url: url.toString() };
    dropDatabase = async () => {
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    };
  } else {
    config = { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') };
  }

  const dataSource = createDataSource(config);
  const drop = async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await dropDatabase();
  };
  try {
    await dataSource.initialize();
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
