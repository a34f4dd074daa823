import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Folders and trash for the storage (issue 17; seed 001 §3 'Storage entities', seed 000 §2
 * Storage): storage_folders has the columns of every folder table plus a share type, and
 * storage_documents gains the trash columns, so a folder removed to the trash takes its files along.
 */
export class StorageFolders1766600000000 implements MigrationInterface {
  name = 'StorageFolders1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, flag, epoch } = columnBuilders(queryRunner);
    const index = (table: string, name: string, columnNames: string[]) =>
      new TableIndex({ name: `IDX_${table}_${name}`, columnNames });

    await queryRunner.createTable(
      new Table({
        name: 'storage_folders',
        columns: [
          id,
          text('user_id', 36),
          { name: 'parent_id', type: 'integer', isNullable: true },
          text('name', 100),
          text('name_lower', 100),
          flag('favorite'),
          epoch('time'),
          flag('trashed'),
          epoch('trashed_at', true),
          { name: 'trashed_with', type: 'integer', isNullable: true },
          { ...text('share_type', 8), default: "'users'" },
        ],
        indices: [
          index('storage_folders', 'user_trashed_parent', ['user_id', 'trashed', 'parent_id']),
          index('storage_folders', 'user_trashed_with', ['user_id', 'trashed_with']),
        ],
        foreignKeys: [cascadeForeignKey('storage_folders', 'user_id', 'users')],
      }),
    );

    await queryRunner.addColumns('storage_documents', [
      new TableColumn(flag('trashed')),
      new TableColumn(epoch('trashed_at', true)),
      new TableColumn({ name: 'trashed_with', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.createIndices('storage_documents', [
      index('storage_documents', 'user_trashed_folder', ['user_id', 'trashed', 'folder_id']),
      index('storage_documents', 'user_trashed_with', ['user_id', 'trashed_with']),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('storage_documents', 'IDX_storage_documents_user_trashed_with');
    await queryRunner.dropIndex('storage_documents', 'IDX_storage_documents_user_trashed_folder');
    await queryRunner.dropColumn('storage_documents', 'trashed_with');
    await queryRunner.dropColumn('storage_documents', 'trashed_at');
    await queryRunner.dropColumn('storage_documents', 'trashed');
    await queryRunner.dropTable('storage_folders');
  }
}
