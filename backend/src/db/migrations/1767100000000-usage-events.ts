import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnBuilders } from './schema-helpers';

/**
 * Uses of the channels that cost money or reach other people (issue 28), counted per account,
 * address and installation by the usage-limits module.
 */
export class UsageEvents1767100000000 implements MigrationInterface {
  name = 'UsageEvents1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, epoch } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'usage_events',
        columns: [
          id,
          text('channel', 40),
          text('scope', 20),
          text('key', 80),
          epoch('at'),
          { name: 'weight', type: 'integer', default: 1 },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_usage_events_key_time',
            columnNames: ['channel', 'scope', 'key', 'at'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('usage_events');
  }
}
