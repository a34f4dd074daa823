import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Alerts (issue 18; seed 000 §3 Alert): notices the operator publishes for one account (user_id)
 * or for everyone (user_id null), and each account's own view of them (alert_states: priority 2
 * seen as 1, hidden).
 */
export class Alerts1766800000000 implements MigrationInterface {
  name = 'Alerts1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, epoch, flag } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'alerts',
        columns: [
          id,
          { ...text('user_id', 36), isNullable: true },
          text('title', 200),
          { name: 'text', type: 'text' },
          text('priority', 1),
          epoch('time'),
          epoch('end_time', true),
        ],
        indices: [new TableIndex({ name: 'IDX_alerts_user_id', columnNames: ['user_id'] })],
        foreignKeys: [cascadeForeignKey('alerts', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'alert_states',
        columns: [
          id,
          { name: 'alert_id', type: 'integer' },
          text('user_id', 36),
          { ...text('priority', 1), isNullable: true },
          flag('hidden'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_alert_states_alert_user',
            columnNames: ['alert_id', 'user_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_alert_states_user_id', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          cascadeForeignKey('alert_states', 'alert_id', 'alerts'),
          cascadeForeignKey('alert_states', 'user_id', 'users'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('alert_states');
    await queryRunner.dropTable('alerts');
  }
}
