import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, databases, type TestDatabase } from '../../test-support/test-database';

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

  it('revert cleanly and run again', async () => {
    const { dataSource } = database;
    const hasTable = async (name: string) => {
      const queryRunner = dataSource.createQueryRunner();
      try {
        return await queryRunner.hasTable(name);
      } finally {
        await queryRunner.release();
      }
    };
    await dataSource.undoLastMigration();
    expect(await hasTable('users')).toBe(false);
    expect(await hasTable('sessions')).toBe(false);
    await dataSource.runMigrations();
    expect(await hasTable('users')).toBe(true);
    expect(await hasTable('sessions')).toBe(true);
  });
});
