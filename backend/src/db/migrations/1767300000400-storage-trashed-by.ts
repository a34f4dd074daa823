import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnBuilders } from './schema-helpers';

/**
 * Who moved a storage item to the trash (issue 30, item 6): `trashed_by` on storage_documents and
 * storage_folders, the account of a colleague with edit rights who trashed the owner's shared
 * item (null when the owner did, and for items trashed before).
 */
export class StorageTrashedBy1767300000400 implements MigrationInterface {
  name = 'StorageTrashedBy1767300000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text } = columnBuilders(queryRunner);
    for (const table of ['storage_documents', 'storage_folders'])
      await queryRunner.addColumn(
        table,
        new TableColumn({ ...text('trashed_by', 36), isNullable: true }),
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['storage_folders', 'storage_documents'])
      await queryRunner.dropColumn(table, 'trashed_by');
  }
}
