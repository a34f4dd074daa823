import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * The workshop's uploaded pictures (issue 16; seed 001 §7 form uploads): which account stored
 * which file under DATA_DIR/public/workshop/, so an account's files can be found again (its
 * pictures, their removal with it) and its uploads counted (a rate bound per account).
 */
export class WorkshopUploads1766500000002 implements MigrationInterface {
  name = 'WorkshopUploads1766500000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, epoch } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'workshop_uploads',
        columns: [
          id,
          text('user_id', 36),
          text('kind', 12),
          text('file', 40),
          { name: 'width', type: 'integer' },
          { name: 'height', type: 'integer' },
          epoch('time'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_workshop_uploads_user_time',
            columnNames: ['user_id', 'time'],
          }),
          new TableIndex({
            name: 'IDX_workshop_uploads_file',
            columnNames: ['file'],
            isUnique: true,
          }),
        ],
        foreignKeys: [cascadeForeignKey('workshop_uploads', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('workshop_uploads');
  }
}
