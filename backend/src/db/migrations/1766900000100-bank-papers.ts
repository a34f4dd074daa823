import {
  Table,
  TableIndex,
  TableForeignKey,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { columnBuilders } from './schema-helpers';

/**
 * Bank papers (issue 19): each payment record's bank invoice and act PDF, being made or made; the
 * row goes with its payment.
 */
export class BankPapers1766900000100 implements MigrationInterface {
  name = 'BankPapers1766900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, epoch } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'bank_papers',
        columns: [
          id,
          { name: 'payment_id', type: 'integer' },
          text('paper', 8),
          text('status', 8),
          text('fingerprint', 64),
          epoch('started_at'),
          epoch('finished_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_bank_papers_payment_paper',
            columnNames: ['payment_id', 'paper'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_bank_papers_payment_id',
            columnNames: ['payment_id'],
            referencedTableName: 'payments',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('bank_papers');
  }
}
