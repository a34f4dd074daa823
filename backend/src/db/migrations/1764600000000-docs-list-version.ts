import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { listVersionDown, listVersionUp } from './schema-helpers';

/** The tables whose rows make up a docs-get answer (items, breadcrumbs, total_docs). */
const LISTED_TABLES = ['docs', 'doc_folders'] as const;

/**
 * docs-get answers are cached per account and list (ListCache, folders module) and stay valid
 * while the account's `doc_stats.list_version` is unchanged. The database bumps it by trigger on
 * every write to the listed tables (listVersionUp in schema-helpers.ts), so no code path (a new
 * module, an account merge, a manual fix in SQL) can change a list and leave a stale cached
 * answer behind.
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
    await listVersionUp(queryRunner, 'doc_stats', LISTED_TABLES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await listVersionDown(queryRunner, 'doc_stats', LISTED_TABLES);
    await queryRunner.dropColumn('doc_stats', 'list_version');
  }
}
