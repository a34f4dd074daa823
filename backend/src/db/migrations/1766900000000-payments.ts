import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Payments (issue 19; seed 001 §3 Payment record, Pay data): payment records, the provider events
 * already applied (a replay is refused by the unique key), the pay settings, team licences with
 * their members and one-time connect links; licences learn which payment or team they came from.
 */
export class Payments1766900000000 implements MigrationInterface {
  name = 'Payments1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, epoch } = columnBuilders(queryRunner);
    const textDefault = (name: string, length: number) => ({
      ...text(name, length),
      default: "''",
    });
    await queryRunner.createTable(
      new Table({
        name: 'payments',
        columns: [
          id,
          text('data_id', 40),
          text('user_id', 36),
          text('product', 16),
          text('aim', 16),
          textDefault('aim_id', 64),
          { name: 'doc_id', type: 'integer', isNullable: true },
          { name: 'seats', type: 'integer', default: 1 },
          textDefault('org', 200),
          text('status', 16),
          textDefault('operator', 16),
          textDefault('method', 16),
          { name: 'sum_minor', type: 'integer' },
          text('currency', 3),
          { ...text('provider_ref', 100), isNullable: true },
          textDefault('cause', 300),
          textDefault('text', 300),
          textDefault('date_start', 10),
          textDefault('date_end', 10),
          epoch('created_at'),
          epoch('paid_at', true),
          epoch('shown_at', true),
        ],
        indices: [
          new TableIndex({ name: 'UQ_payments_data_id', columnNames: ['data_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_payments_user_id', columnNames: ['user_id'] }),
          new TableIndex({
            name: 'IDX_payments_operator_ref',
            columnNames: ['operator', 'provider_ref'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('payments', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'payment_events',
        columns: [
          id,
          text('operator', 16),
          text('event_id', 120),
          text('data_id', 40),
          text('outcome', 16),
          epoch('received_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_payment_events_operator_event',
            columnNames: ['operator', 'event_id'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pay_settings',
        columns: [
          { ...text('user_id', 36), isPrimary: true },
          textDefault('email', 254),
          textDefault('country', 2),
          textDefault('org', 300),
          textDefault('inn', 12),
          textDefault('kpp', 9),
          textDefault('address', 500),
        ],
        foreignKeys: [cascadeForeignKey('pay_settings', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pay_teams',
        columns: [
          id,
          text('uid', 40),
          text('owner_id', 36),
          textDefault('org', 200),
          { name: 'seats', type: 'integer' },
          text('date_end', 10),
          { name: 'payment_id', type: 'integer' },
        ],
        indices: [
          new TableIndex({ name: 'UQ_pay_teams_uid', columnNames: ['uid'], isUnique: true }),
          new TableIndex({ name: 'IDX_pay_teams_owner_id', columnNames: ['owner_id'] }),
        ],
        foreignKeys: [cascadeForeignKey('pay_teams', 'owner_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pay_team_members',
        columns: [
          id,
          { name: 'team_id', type: 'integer' },
          text('user_id', 36),
          epoch('joined_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_pay_team_members_team_user',
            columnNames: ['team_id', 'user_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_pay_team_members_user_id', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          cascadeForeignKey('pay_team_members', 'team_id', 'pay_teams'),
          cascadeForeignKey('pay_team_members', 'user_id', 'users'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pay_team_invites',
        columns: [
          id,
          text('uid', 40),
          { name: 'team_id', type: 'integer' },
          { ...text('used_by', 36), isNullable: true },
          epoch('used_at', true),
        ],
        indices: [
          new TableIndex({ name: 'UQ_pay_team_invites_uid', columnNames: ['uid'], isUnique: true }),
          new TableIndex({ name: 'IDX_pay_team_invites_team_id', columnNames: ['team_id'] }),
        ],
        foreignKeys: [cascadeForeignKey('pay_team_invites', 'team_id', 'pay_teams')],
      }),
    );
    await queryRunner.addColumns('licences', [
      new TableColumn({ name: 'payment_id', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'team_id', type: 'integer', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('licences', 'team_id');
    await queryRunner.dropColumn('licences', 'payment_id');
    await queryRunner.dropTable('pay_team_invites');
    await queryRunner.dropTable('pay_team_members');
    await queryRunner.dropTable('pay_teams');
    await queryRunner.dropTable('pay_settings');
    await queryRunner.dropTable('payment_events');
    await queryRunner.dropTable('payments');
  }
}
