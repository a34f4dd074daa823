import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Drive create (issue 15; seed 001 §7 drive-create): each account's drive key and mail settings,
 * Drive folders, mail templates, the runs (drive_groups) and their rows with each row's e-mail
 * state (drive_group_files).
 */
export class DriveGroups1766400000000 implements MigrationInterface {
  name = 'DriveGroups1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, flag, epoch } = columnBuilders(queryRunner);
    const index = (table: string, name: string, columnNames: string[], isUnique = false) =>
      new TableIndex({ name: `IDX_${table}_${name}`, columnNames, isUnique });
    const emptyText = (name: string, length: number) => ({ ...text(name, length), default: "''" });

    await queryRunner.createTable(
      new Table({
        name: 'drive_accounts',
        columns: [
          { ...text('user_id', 36), isPrimary: true },
          text('drive_key', 32),
          emptyText('sender_name', 100),
          emptyText('reply_to', 254),
        ],
        indices: [index('drive_accounts', 'drive_key', ['drive_key'], true)],
        foreignKeys: [cascadeForeignKey('drive_accounts', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'drive_folders',
        columns: [
          id,
          text('user_id', 36),
          { name: 'parent_id', type: 'integer', isNullable: true },
          text('name', 100),
          text('name_lower', 100),
          flag('favorite'),
          epoch('time'),
          flag('trashed'),
          epoch('trashed_at', true),
          { name: 'trashed_with', type: 'integer', isNullable: true },
        ],
        indices: [
          index('drive_folders', 'user_trashed_parent', ['user_id', 'trashed', 'parent_id']),
        ],
        foreignKeys: [cascadeForeignKey('drive_folders', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'mail_templates',
        columns: [
          id,
          text('user_id', 36),
          text('name', 100),
          text('subject', 200),
          { name: 'body', type: 'text' },
          epoch('time'),
        ],
        indices: [index('mail_templates', 'user', ['user_id'])],
        foreignKeys: [cascadeForeignKey('mail_templates', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'drive_groups',
        columns: [
          id,
          text('user_id', 36),
          { name: 'doc_id', type: 'integer' },
          text('mass_id', 36),
          text('name', 200),
          { name: 'folder_id', type: 'integer', isNullable: true },
          flag('email_send'),
          flag('yadisk'),
          flag('genuine'),
          emptyText('mail_subject', 200),
          { name: 'mail_body', type: 'text', default: "''" },
          { ...text('mail_language', 2), default: "'ru'" },
          epoch('time'),
          epoch('send_after'),
        ],
        indices: [index('drive_groups', 'user', ['user_id'])],
        foreignKeys: [cascadeForeignKey('drive_groups', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'drive_group_files',
        columns: [
          id,
          { name: 'group_id', type: 'integer' },
          { name: 'row', type: 'integer' },
          { name: 'job_id', type: 'integer' },
          { name: 'values', type: 'text' },
          emptyText('email', 254),
          { ...text('mail_state', 8), default: "'none'" },
          epoch('send_after'),
          epoch('claimed_at', true),
          { name: 'attempts', type: 'integer', default: 0 },
          { ...text('mail_error', 500), isNullable: true },
          epoch('sent_at', true),
        ],
        indices: [
          index('drive_group_files', 'group', ['group_id']),
          index('drive_group_files', 'mail_due', ['mail_state', 'send_after']),
        ],
        foreignKeys: [cascadeForeignKey('drive_group_files', 'group_id', 'drive_groups')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('drive_group_files');
    await queryRunner.dropTable('drive_groups');
    await queryRunner.dropTable('mail_templates');
    await queryRunner.dropTable('drive_folders');
    await queryRunner.dropTable('drive_accounts');
  }
}
