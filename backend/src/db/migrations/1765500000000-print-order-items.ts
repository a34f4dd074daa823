import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * The print order (seed 001 §7 print-order-add-file): the account's made files to print, each
 * once. Deleting the file or the account takes it out of the order.
 */
export class PrintOrderItems1765500000000 implements MigrationInterface {
  name = 'PrintOrderItems1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch, id } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'print_order_items',
        columns: [
          id,
          text('user_id', 36),
          { name: 'ready_file_id', type: 'integer' },
          epoch('added_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_print_order_items_user_ready_file',
            columnNames: ['user_id', 'ready_file_id'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          cascadeForeignKey('print_order_items', 'user_id', 'users'),
          cascadeForeignKey('print_order_items', 'ready_file_id', 'ready_files'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('print_order_items');
  }
}
