import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * The stamp and signature vault (issue 37): each stamp's rule of who may place it
 * (`stamps.placement`; existing stamps stay `all`, as they worked before), the members chosen for
 * a stamp (`stamp_chosen`), who asked for each made file (`creator_jobs.actor_id`), requests to place a stamp on a document (`stamp_requests`) and the
 * account's audit log (`audit_events`).
 */
export class StampVault1767900000000 implements MigrationInterface {
  name = 'StampVault1767900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch } = columnBuilders(queryRunner);
    const uuid = (name: string) => ({ ...text(name, 36), isPrimary: true });
    const optional = (name: string, length: number) => ({
      ...text(name, length),
      isNullable: true,
    });
    await queryRunner.addColumn(
      'stamps',
      new TableColumn({ name: 'placement', type: 'varchar', length: '10', default: "'all'" }),
    );
    // Who asked for a made file: the log's "file made with the stamp" names them.
    await queryRunner.addColumn(
      'creator_jobs',
      new TableColumn({ name: 'actor_id', type: 'varchar', length: '36', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'stamp_chosen',
        columns: [uuid('stamp_id'), uuid('member_id')],
        foreignKeys: [
          cascadeForeignKey('stamp_chosen', 'stamp_id', 'stamps'),
          cascadeForeignKey('stamp_chosen', 'member_id', 'users'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'stamp_requests',
        columns: [
          uuid('id'),
          text('account_id', 36),
          text('stamp_id', 36),
          { name: 'doc_id', type: 'integer' },
          text('requester_id', 36),
          { ...text('note', 300), default: "''" },
          { ...text('status', 10), default: "'pending'" },
          optional('decided_by', 36),
          epoch('decided_at', true),
          epoch('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_stamp_requests_account',
            columnNames: ['account_id', 'status'],
          }),
          new TableIndex({
            name: 'IDX_stamp_requests_place',
            columnNames: ['stamp_id', 'doc_id', 'requester_id'],
          }),
        ],
        foreignKeys: [
          cascadeForeignKey('stamp_requests', 'account_id', 'users'),
          cascadeForeignKey('stamp_requests', 'stamp_id', 'stamps'),
          cascadeForeignKey('stamp_requests', 'doc_id', 'docs'),
          cascadeForeignKey('stamp_requests', 'requester_id', 'users'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_events',
        columns: [
          uuid('id'),
          text('account_id', 36),
          optional('actor_id', 36),
          { ...text('actor', 300), default: "''" },
          text('action', 40),
          { ...text('outcome', 10), default: "'done'" },
          optional('stamp_id', 36),
          { ...text('stamp_name', 100), default: "''" },
          optional('doc_id', 20),
          { ...text('doc_name', 200), default: "''" },
          optional('file_id', 40),
          { ...text('detail', 300), default: "''" },
          epoch('at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_audit_events_account_at',
            columnNames: ['account_id', 'at'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('audit_events', 'account_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_events');
    await queryRunner.dropTable('stamp_requests');
    await queryRunner.dropTable('stamp_chosen');
    await queryRunner.dropColumn('creator_jobs', 'actor_id');
    await queryRunner.dropColumn('stamps', 'placement');
  }
}
