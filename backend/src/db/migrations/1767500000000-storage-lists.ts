import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  cascadeForeignKey,
  columnBuilders,
  listVersionDown,
  listVersionUp,
  nameSearchDown,
  nameSearchUp,
  type NameSearchIndex,
} from './schema-helpers';

const STORAGE_NAME_SEARCH: NameSearchIndex = {
  table: 'storage_documents',
  searchTable: 'storage_documents_name_search',
  // Declared `synchronize: false` on the StorageDocument entity.
  trigramIndex: 'IDX_storage_documents_name_trigram',
};

/** The tables whose rows make up the owner's storage-get answers (items, breadcrumbs). */
const LISTED_TABLES = ['storage_documents', 'storage_folders'] as const;

/**
 * storage-get as fast as docs-get (issue 34: an account's root was 0.12× a bare Koa answer of the
 * same JSON, a search over 10,000 files had a p95 of 104 ms):
 * - a search without reading every name of the account ('%word%' LIKE), as My documents does: an
 *   FTS5 trigram table on SQLite, a GIN pg_trgm index on PostgreSQL, both filled with the files
 *   there are (nameSearchUp). Storage folders are few per account and have no such index.
 * - `storage_list_versions`: each account's list version, bumped by trigger on every write to
 *   storage_documents and storage_folders (listVersionUp), which keeps the owner's cached answers
 *   (ListCache) honest. No row yet is a version of its own ('none'); the first write makes one.
 *   Read with plain SQL only, so it has no entity.
 * SQLite trap for later migrations: one that changes storage_documents or storage_folders must
 * create these triggers again (TypeORM copies a SQLite table to alter it, dropping them).
 */
export class StorageLists1767500000000 implements MigrationInterface {
  name = 'StorageLists1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await nameSearchUp(queryRunner, STORAGE_NAME_SEARCH);
    const { text } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'storage_list_versions',
        columns: [
          { ...text('user_id', 36), isPrimary: true },
          { name: 'list_version', type: 'integer', default: 0 },
        ],
        foreignKeys: [cascadeForeignKey('storage_list_versions', 'user_id', 'users')],
      }),
    );
    await listVersionUp(queryRunner, 'storage_list_versions', LISTED_TABLES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await listVersionDown(queryRunner, 'storage_list_versions', LISTED_TABLES);
    await queryRunner.dropTable('storage_list_versions');
    await nameSearchDown(queryRunner, STORAGE_NAME_SEARCH);
  }
}
