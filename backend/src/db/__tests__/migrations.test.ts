import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, databases, type TestDatabase } from '../../test-support/test-database';
import { migrations } from '../migrations';

describe.each(databases)('migrations on %s', (kind) => {
  let dataDir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-migrations-'));
    database = await createTestDatabase(kind, dataDir);
  });

  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leave nothing for synchronize to change: entities and migrations describe the same schema', async () => {
    const pending = await database.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('have all run', async () => {
    expect(await database.dataSource.showMigrations()).toBe(false);
  });

  it('revert cleanly, one by one down to an empty database, and run again', async () => {
    const { dataSource } = database;
    const hasTable = async (name: string) => {
      const queryRunner = dataSource.createQueryRunner();
      try {
        return await queryRunner.hasTable(name);
      } finally {
        await queryRunner.release();
      }
    };
    const tables = [
      'users',
      'sessions',
      'login_codes',
      'auth_attempts',
      'access_grants',
      'licences',
      'oauth_identities',
      'oauth_states',
      'stamps',
      'templates',
      'doc_folders',
      'docs',
      'doc_contents',
      'doc_stats',
      'creator_jobs',
      'ready_files',
      'ready_folders',
      'storage_documents',
      'sent_mails',
      'print_order_items',
      'telegram_links',
      'telegram_update_offsets',
      'yadisk_tokens',
    ];
    const hasColumn = async (table: string, column: string) => {
      const queryRunner = dataSource.createQueryRunner();
      try {
        return await queryRunner.hasColumn(table, column);
      } finally {
        await queryRunner.release();
      }
    };
    const nameSearchIndex = async () =>
      (
        await dataSource.query(
          kind === 'postgres'
            ? "SELECT 1 FROM pg_indexes WHERE indexname = 'IDX_docs_name_trigram'"
            : "SELECT 1 FROM sqlite_master WHERE name = 'docs_name_search'",
        )
      ).length > 0;
    expect(await hasColumn('creator_jobs', 'notes')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasColumn('creator_jobs', 'notes')).toBe(false);
    expect(await hasTable('ready_folders')).toBe(true);
    expect(await hasColumn('ready_files', 'trashed_with')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('ready_folders')).toBe(false);
    expect(await hasColumn('ready_files', 'trashed_with')).toBe(false);
    expect(await hasColumn('ready_files', 'trashed_at')).toBe(false);
    expect(await hasTable('yadisk_tokens')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('yadisk_tokens')).toBe(false);
    expect(await hasTable('telegram_links')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('telegram_links')).toBe(false);
    expect(await hasTable('telegram_update_offsets')).toBe(false);
    expect(await hasTable('print_order_items')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('print_order_items')).toBe(false);
    expect(await hasTable('sent_mails')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('sent_mails')).toBe(false);
    expect(await hasTable('storage_documents')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('storage_documents')).toBe(false);
    expect(await hasTable('creator_jobs')).toBe(true);
    expect(await hasTable('ready_files')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('creator_jobs')).toBe(false);
    expect(await hasTable('ready_files')).toBe(false);
    expect(await hasColumn('doc_contents', 'raw')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasColumn('doc_contents', 'raw')).toBe(false);
    expect(await hasColumn('doc_contents', 'field_values')).toBe(true);
    expect(await nameSearchIndex()).toBe(true);
    await dataSource.undoLastMigration();
    expect(await nameSearchIndex()).toBe(false);
    expect(await hasColumn('doc_stats', 'list_version')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasColumn('doc_stats', 'list_version')).toBe(false);
    expect(await hasColumn('doc_stats', 'active_docs')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('docs')).toBe(false);
    expect(await hasTable('doc_contents')).toBe(false);
    expect(await hasTable('doc_stats')).toBe(false);
    expect(await hasTable('doc_folders')).toBe(false);
    expect(await hasTable('templates')).toBe(true);
    expect(await hasTable('users')).toBe(true);
    for (let index = 5; index < migrations.length; index += 1) await dataSource.undoLastMigration();
    for (const table of tables) expect(await hasTable(table)).toBe(false);

    await dataSource.runMigrations();
    for (const table of tables) expect(await hasTable(table)).toBe(true);
    expect(await nameSearchIndex()).toBe(true);
    expect(await hasColumn('doc_contents', 'raw')).toBe(true);
    expect(await hasColumn('creator_jobs', 'notes')).toBe(true);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
