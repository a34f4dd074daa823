import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The tables whose rows make up a docs-get answer (items, breadcrumbs, total_docs). */
const LISTED_TABLES = ['docs', 'doc_folders'] as const;

const sqliteTriggers = (table: string) => [
  `CREATE TRIGGER ${table}_list_version_insert AFTER INSERT ON ${table} BEGIN
     INSERT OR IGNORE INTO doc_stats (user_id) VALUES (NEW.user_id);
     UPDATE doc_stats SET list_version = list_version + 1 WHERE user_id = NEW.user_id;
   END`,
  // An account merge moves rows between accounts: both lists change.
  `CREATE TRIGGER ${table}_list_version_update AFTER UPDATE ON ${table} BEGIN
     INSERT OR IGNORE INTO doc_stats (user_id) VALUES (NEW.user_id);
     UPDATE doc_stats SET list_version = list_version + 1 WHERE user_id IN (NEW.user_id, OLD.user_id);
   END`,
  // No insert here: when a user is deleted their rows go by cascade, and a new stats row would
  // point at the user being deleted.
  `CREATE TRIGGER ${table}_list_version_delete AFTER DELETE ON ${table} BEGIN
     UPDATE doc_stats SET list_version = list_version + 1 WHERE user_id = OLD.user_id;
   END`,
];

const POSTGRES_FUNCTION = `CREATE FUNCTION doc_stats_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO doc_stats (user_id, list_version) VALUES (NEW.user_id, 1)
      ON CONFLICT (user_id) DO UPDATE SET list_version = doc_stats.list_version + 1;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE doc_stats SET list_version = list_version + 1 WHERE user_id = OLD.user_id;
  ELSIF TG_OP = 'UPDATE' THEN
    IF OLD.user_id <> NEW.user_id THEN
      UPDATE doc_stats SET list_version = list_version + 1 WHERE user_id = OLD.user_id;
    END IF;
  END IF;
  RETURN NULL;
END $$`;

/**
 * docs-get answers are cached per account and list (docs-list-cache.ts) and stay valid while the
 * account's `doc_stats.list_version` is unchanged. The database bumps it by trigger on every write
 * to the listed tables, so no code path (a new module, an account merge, a manual fix in SQL) can
 * change a list and leave a stale cached answer behind.
 */
export class DocsListVersion1764600000000 implements MigrationInterface {
  name = 'DocsListVersion1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'doc_stats',
      new TableColumn({ name: 'list_version', type: 'integer', default: 0 }),
    );
    // Accounts that have folders but no document yet had no stats row: give them one.
    for (const table of LISTED_TABLES)
      await queryRunner.query(
        `INSERT INTO doc_stats (user_id) SELECT DISTINCT t.user_id FROM ${table} t
         WHERE NOT EXISTS (SELECT 1 FROM doc_stats s WHERE s.user_id = t.user_id)`,
      );
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(POSTGRES_FUNCTION);
      for (const table of LISTED_TABLES)
        await queryRunner.query(
          `CREATE TRIGGER ${table}_list_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION doc_stats_bump_list_version()`,
        );
    } else {
      for (const table of LISTED_TABLES)
        for (const trigger of sqliteTriggers(table)) await queryRunner.query(trigger);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') {
      for (const table of LISTED_TABLES)
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_list_version ON ${table}`);
      await queryRunner.query('DROP FUNCTION IF EXISTS doc_stats_bump_list_version()');
    } else {
      for (const table of LISTED_TABLES)
        for (const event of ['insert', 'update', 'delete'])
          await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_list_version_${event}`);
    }
    await queryRunner.dropColumn('doc_stats', 'list_version');
  }
}
