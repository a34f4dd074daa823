import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnBuilders } from './schema-helpers';

/** Whose turn periodic work is when several instances run (issue 33, modules/leases). */
export class PeriodicLeases1767400000000 implements MigrationInterface {
  name = 'PeriodicLeases1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'periodic_leases',
        columns: [{ ...text('name', 60), isPrimary: true }, text('holder', 120), epoch('until')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('periodic_leases');
  }
}
