import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARE_MOBILE_CODE_PATTERN } from '@gramota/contracts';
import { createTestDatabase, databases, type TestDatabase } from '../../test-support/test-database';
import { migrations } from '../migrations';
import { ShareCodes1766000000000 } from '../migrations/1766000000000-share-codes';
import { User } from '../../modules/auth';
import { PrintOrderItem } from '../../modules/print-order';
import { ReadyFile } from '../../modules/ready';

describe.each(databases)('migrations on %s', (kind) => {
  let dataDir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-migrations-'));
    // Every migration runs here, on an empty database (the other tests start from a migrated copy).
    database = await createTestDatabase(kind, dataDir, { fromTemplate: false });
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

  it('widen the share-to-phone codes to 128 random bits and re-issue every existing one', async () => {
    const { dataSource } = database;
    const codeLength = async () => {
      const queryRunner = dataSource.createQueryRunner();
      try {
        const table = await queryRunner.getTable('ready_files');
        return table?.findColumnByName('share_mobile_code')?.length;
      } finally {
        await queryRunner.release();
      }
    };
    const owner = await dataSource
      .getRepository(User)
      .save({ id: randomUUID(), apiKey: randomBytes(16).toString('hex'), login: false });
    const codes = async () =>
      (
        await dataSource.getRepository(ReadyFile).find({
          // Only what the share codes' migration knows: later columns are gone while it is undone.
          select: { id: true, shareMobileCode: true },
          where: { userId: owner.id },
          order: { id: 'ASC' },
        })
      ).map((file) => file.shareMobileCode);
    // Undo it and whatever came after it (later migrations run again with runMigrations).
    const undoShareCodes = async () => {
      const after = migrations.length - migrations.indexOf(ShareCodes1766000000000);
      for (let index = 0; index < after; index += 1) await dataSource.undoLastMigration();
    };
    expect(await codeLength()).toBe('32');
    await undoShareCodes();
    expect(await codeLength()).toBe('8');

    // Files shared before, with the short codes of then, written with the columns of then (the
    // entity's later ones, mass_id and mass_row, do not exist yet).
    const old = ['abcdefgh', 'zyxwvuts', 'k2m3n4p5'];
    await dataSource
      .createQueryBuilder()
      .insert()
      .into(ReadyFile, [
        'id',
        'userId',
        'docId',
        'jobId',
        'name',
        'filename',
        'format',
        'free',
        'shareMobileCode',
        'folderId',
        'trashed',
        'time',
        'pages',
      ])
      .updateEntity(false)
      .values(
        old.map((code, index) => ({
          id: 900001 + index,
          userId: owner.id,
          docId: 1,
          jobId: 900001 + index,
          name: 'Royal Merit',
          filename: 'Royal_Merit',
          format: 'a4',
          free: false,
          shareMobileCode: code,
          folderId: null,
          trashed: false,
          time: Date.now(),
          pages: 1,
        })),
      )
      .execute();

    // Rows pointing at the files stay (SQLite rebuilds the table: nothing may cascade). Written
    // with the columns of then: the entity's later ones (copies) do not exist yet.
    await dataSource
      .createQueryBuilder()
      .insert()
      .into('print_order_items', ['user_id', 'ready_file_id', 'added_at'])
      .values({ user_id: owner.id, ready_file_id: 900001, added_at: Date.now() })
      .updateEntity(false)
      .execute();

    await dataSource.runMigrations();
    expect(await codeLength()).toBe('32');
    expect(await dataSource.getRepository(PrintOrderItem).countBy({ userId: owner.id })).toBe(1);
    const issued = await codes();
    expect(issued).toHaveLength(3);
    for (const code of issued) {
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(SHARE_MOBILE_CODE_PATTERN.test(code)).toBe(true);
      expect(old).not.toContain(code);
    }
    expect(new Set(issued).size).toBe(3);

    // Back down: short codes again (new ones), and the column narrows.
    await undoShareCodes();
    expect(await codeLength()).toBe('8');
    const narrowed = await codes();
    for (const code of narrowed) expect(code).toMatch(/^[a-km-z2-9]{8}$/);
    await dataSource.runMigrations();
    expect(await codeLength()).toBe('32');
    await dataSource.getRepository(User).delete({ id: owner.id });
    expect(await codes()).toEqual([]);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
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
      'sign_in_addresses',
      'embed_links',
      'spreadsheet_tables',
      'spreadsheet_uploads',
      'spreadsheet_class_lists',
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
    // Migrations newer than the embed links (issue 15's spreadsheets and what came after) are
    // reverted first, newest first.
    const lastRun = async () =>
      (
        (await dataSource.query(
          'SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1',
        )) as Array<{ name: string }>
      )[0]?.name;
    expect(await hasTable('spreadsheet_tables')).toBe(true);
    while ((await lastRun()) !== 'EmbedLinks1766100000000') await dataSource.undoLastMigration();
    expect(await hasTable('spreadsheet_tables')).toBe(false);
    expect(await hasTable('spreadsheet_uploads')).toBe(false);
    expect(await hasTable('spreadsheet_class_lists')).toBe(false);
    expect(await hasTable('embed_links')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('embed_links')).toBe(false);
    await dataSource.undoLastMigration(); // the share codes' width
    expect(await hasTable('sign_in_addresses')).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable('sign_in_addresses')).toBe(false);
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
