import {
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Print orders (issue 19; seed 001 §1): copies per cart file, the submitted orders with their
 * delivery details and sum, and each order's files (copied at submit; a made file deleted later
 * leaves its row with a null link).
 */
export class PrintOrders1766900000200 implements MigrationInterface {
  name = 'PrintOrders1766900000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch, id } = columnBuilders(queryRunner);
    await queryRunner.addColumn(
      'print_order_items',
      new TableColumn({ name: 'copies', type: 'integer', default: 1 }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'print_orders',
        columns: [
          id,
          text('user_id', 36),
          text('status', 16),
          text('delivery_name', 200),
          text('delivery_phone', 15),
          text('delivery_city', 100),
          text('delivery_address', 500),
          text('delivery_postcode', 12),
          { name: 'delivery_comment', type: 'text' },
          { name: 'sum_minor', type: 'integer' },
          text('currency', 8),
          { ...text('data_id', 64), default: "''" },
          epoch('created_at'),
          epoch('updated_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_print_orders_user_id', columnNames: ['user_id'] })],
        foreignKeys: [cascadeForeignKey('print_orders', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'print_order_files',
        columns: [
          id,
          { name: 'order_id', type: 'integer' },
          { name: 'ready_file_id', type: 'integer', isNullable: true },
          text('name', 200),
          text('filename', 60),
          { name: 'pages', type: 'integer' },
          { name: 'copies', type: 'integer' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_print_order_files_order_id', columnNames: ['order_id'] }),
        ],
        foreignKeys: [
          cascadeForeignKey('print_order_files', 'order_id', 'print_orders'),
          new TableForeignKey({
            name: 'FK_print_order_files_ready_file_id',
            columnNames: ['ready_file_id'],
            referencedTableName: 'ready_files',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('print_order_files');
    await queryRunner.dropTable('print_orders');
    await queryRunner.dropColumn('print_order_items', 'copies');
  }
}
