import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Folders and trash for Ready files (seed 000 §2 Ready folder/{id}, §4 lifecycle): ready_folders
 * has the columns of doc_folders (the docs module's folder store works on both), and ready_files
 * gains the trash columns docs have, so a folder removed to the trash takes its files along.
 */
export class ReadyFolders1765800000000 implements MigrationInterface {
  name = 'ReadyFolders1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, flag, epoch } = columnBuilders(queryRunner);
    const index = (table: string, name: string, columnNames: string[]) =>
      new TableIndex({ name: `IDX_${table}_${name}`, columnNames });

    await queryRunner.createTable(
      new Table({
        name: 'ready_folders',
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
        ],
        indices: [
          index('ready_folders', 'user_trashed_parent', ['user_id', 'trashed', 'parent_id']),
          index('ready_folders', 'user_trashed_name', ['user_id', 'trashed', 'name_lower']),
          index('ready_folders', 'user_trashed_with', ['user_id', 'trashed_with']),
        ],
        foreignKeys: [cascadeForeignKey('ready_folders', 'user_id', 'users')],
      }),
    );

    await queryRunner.addColumns('ready_files', [
      new TableColumn(epoch('trashed_at', true)),
      new TableColumn({ name: 'trashed_with', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.createIndices('ready_files', [
      index('ready_files', 'user_trashed_folder', ['user_id', 'trashed', 'folder_id']),
      index('ready_files', 'user_trashed_with', ['user_id', 'trashed_with']),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('ready_files', 'IDX_ready_files_user_trashed_with');
    await queryRunner.dropIndex('ready_files', 'IDX_ready_files_user_trashed_folder');
    await queryRunner.dropColumn('ready_files', 'trashed_with');
    await queryRunner.dropColumn('ready_files', 'trashed_at');
    await queryRunner.dropTable('ready_folders');
  }
}
