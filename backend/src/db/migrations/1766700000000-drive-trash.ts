import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnBuilders } from './schema-helpers';

/**
 * The Drive's folders and trash (issue 17; seed 000 §2 Drive, §7 /api/drive-{type}-{action}/):
 * drive_groups gains the trash columns every item table has, so a folder removed to the trash
 * takes its groups along, and both tables get the indexes the folder store's queries use.
 * drive_folders has had the folder columns since drive-create (1766400000000).
 */
export class DriveTrash1766700000000 implements MigrationInterface {
  name = 'DriveTrash1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { flag, epoch } = columnBuilders(queryRunner);
    const index = (table: string, name: string, columnNames: string[]) =>
      new TableIndex({ name: `IDX_${table}_${name}`, columnNames });

    await queryRunner.addColumns('drive_groups', [
      new TableColumn(flag('trashed')),
      new TableColumn(epoch('trashed_at', true)),
      new TableColumn({ name: 'trashed_with', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.createIndices('drive_groups', [
      index('drive_groups', 'user_trashed_folder', ['user_id', 'trashed', 'folder_id']),
      index('drive_groups', 'user_trashed_with', ['user_id', 'trashed_with']),
    ]);
    await queryRunner.createIndex(
      'drive_folders',
      index('drive_folders', 'user_trashed_with', ['user_id', 'trashed_with']),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('drive_folders', 'IDX_drive_folders_user_trashed_with');
    await queryRunner.dropIndex('drive_groups', 'IDX_drive_groups_user_trashed_with');
    await queryRunner.dropIndex('drive_groups', 'IDX_drive_groups_user_trashed_folder');
    await queryRunner.dropColumn('drive_groups', 'trashed_with');
    await queryRunner.dropColumn('drive_groups', 'trashed_at');
    await queryRunner.dropColumn('drive_groups', 'trashed');
  }
}
