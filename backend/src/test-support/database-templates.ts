import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../db/data-source';
import type { DatabaseConfig } from '../config';

/**
 * Migrated databases made once per jest run (globalSetup), which every API test's throwaway
 * database starts as a copy of: 40 migrations cost ~80 ms on SQLite and ~300 ms on PostgreSQL,
 * paid ~250 times a run before. A copy is a file copy or `CREATE DATABASE … TEMPLATE …`.
 * The environment carries the templates to the workers (they start after globalSetup).
 */
export const SQLITE_TEMPLATE_ENV = 'GRAMOTA_TEST_SQLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'GRAMOTA_TEST_POSTGRES_TEMPLATE';

/** Templates are named with their birth time, so a run that was killed leaves one a later run removes. */
const TEMPLATE_PREFIX = 'gramota_tpl_';
const STALE_AFTER_S = 6 * 3600;

export async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the TEST_DATABASE_URL server. */
export function postgresUrlOf(name: string): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migrate(config: DatabaseConfig): Promise<void> {
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}

async function dropStalePostgresTemplates(client: Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${TEMPLATE_PREFIX}%`],
  );
  const now = Math.floor(Date.now() / 1000);
  for (const { datname } of rows) {
    const born = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
    if (Number.isFinite(born) && now - born > STALE_AFTER_S) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}

/** Migrates the templates and names them in the environment. */
export async function prepareDatabaseTemplates(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-template-'));
  const file = path.join(folder, 'template.sqlite');
  await migrate({ kind: 'sqlite', file });
  process.env[SQLITE_TEMPLATE_ENV] = file;

  if (process.env.TEST_DATABASE_URL) {
    const name = `${TEMPLATE_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(async (client) => {
      await dropStalePostgresTemplates(client);
      await client.query(`CREATE DATABASE ${name}`);
    });
    try {
      await migrate({ kind: 'postgres', url: postgresUrlOf(name) });
    } catch (error) {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
      throw error;
    }
    process.env[POSTGRES_TEMPLATE_ENV] = name;
  }
}

/** Removes what prepareDatabaseTemplates made. */
export async function removeDatabaseTemplates(): Promise<void> {
  const file = process.env[SQLITE_TEMPLATE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  if (name && process.env.TEST_DATABASE_URL) {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}
