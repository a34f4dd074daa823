import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Links for parents (issue 37): a set of links per class run (`parent_link_sets`, with its
 * expiry and revocation) and one link per pupil's made file (`parent_links`).
 */
export class ParentLinks1768000000000 implements MigrationInterface {
  name = 'ParentLinks1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'parent_link_sets',
        columns: [
          { ...text('id', 36), isPrimary: true },
          text('account_id', 36),
          text('mass_id', 36),
          { name: 'doc_id', type: 'integer' },
          { ...text('doc_name', 200), default: "''" },
          { ...text('created_by', 36), isNullable: true },
          epoch('created_at'),
          epoch('expires_at'),
          epoch('revoked_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_parent_link_sets_run',
            columnNames: ['account_id', 'mass_id', 'created_at'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('parent_link_sets', 'account_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'parent_links',
        columns: [
          { ...text('code', 32), isPrimary: true },
          text('set_id', 36),
          { name: 'ready_file_id', type: 'integer' },
          { name: 'position', type: 'integer' },
          text('pupil', 200),
          epoch('refused_logged_at', true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_parent_links_set', columnNames: ['set_id', 'position'] }),
        ],
        foreignKeys: [
          cascadeForeignKey('parent_links', 'set_id', 'parent_link_sets'),
          cascadeForeignKey('parent_links', 'ready_file_id', 'ready_files'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('parent_links');
    await queryRunner.dropTable('parent_link_sets');
  }
}
