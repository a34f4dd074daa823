import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Printing like a print shop (issue 36): an account's calibrated printers for printing onto
 * pre-printed blanks (`printers`), and the layout a creator job prints in (`creator_jobs.print_layout`,
 * JSON: blank with the printer's calibration as it was when queued, several on a sheet, print shop).
 */
export class Printers1767800000000 implements MigrationInterface {
  name = 'Printers1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch, id } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'printers',
        columns: [
          id,
          text('user_id', 36),
          text('name', 60),
          { name: 'shift_x_um', type: 'integer', default: 0 },
          { name: 'shift_y_um', type: 'integer', default: 0 },
          { name: 'scale_ppm', type: 'integer', default: 1_000_000 },
          epoch('created_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_printers_user', columnNames: ['user_id'] })],
        foreignKeys: [cascadeForeignKey('printers', 'user_id', 'users')],
      }),
    );
    await queryRunner.addColumn(
      'creator_jobs',
      new TableColumn({ name: 'print_layout', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('creator_jobs', 'print_layout');
    await queryRunner.dropTable('printers');
  }
}
