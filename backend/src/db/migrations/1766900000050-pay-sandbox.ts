import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnBuilders } from './schema-helpers';

/**
 * The sandbox payment provider's checkouts (issue 19, operator 'one'): what its page shows and
 * the outcome the tester chose. Not tied to an account: the payment record (payments.data_id)
 * is, and the sandbox only echoes its data_id.
 */
export class PaySandbox1766900000050 implements MigrationInterface {
  name = 'PaySandbox1766900000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'pay_sandbox_checkouts',
        columns: [
          { ...text('ref', 64), isPrimary: true },
          text('data_id', 64),
          text('description', 300),
          { name: 'sum_minor', type: 'integer' },
          text('currency', 3),
          text('return_url', 2000),
          text('status', 10),
          { ...text('cause', 300), default: "''" },
          { ...text('event_id', 64), isNullable: true },
          epoch('created_at'),
          epoch('decided_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_pay_sandbox_checkouts_data_id',
            columnNames: ['data_id'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pay_sandbox_checkouts');
  }
}
