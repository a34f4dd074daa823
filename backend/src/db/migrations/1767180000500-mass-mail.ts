import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Drive mass mail that is no open relay (issue 28, finding 5): the address an account has proven
 * it reads (users.verified_email, the Reply-To of its messages), why a row's message was refused
 * (drive_group_files.mail_refusal), the addresses that unsubscribed from an account's messages
 * (mail_suppressions) and the operator's record of every message a run sent or refused
 * (mass_mails, kept when the run or the account is deleted).
 */
export class MassMail1767180000500 implements MigrationInterface {
  name = 'MassMail1767180000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, epoch } = columnBuilders(queryRunner);
    await queryRunner.addColumn(
      'users',
      new TableColumn({ name: 'verified_email', type: 'varchar', length: '254', isNullable: true }),
    );
    await queryRunner.addColumn(
      'drive_group_files',
      new TableColumn({ name: 'mail_refusal', type: 'varchar', length: '24', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'mail_suppressions',
        columns: [id, text('sender_id', 36), text('email', 254), epoch('created_at')],
        indices: [
          new TableIndex({
            name: 'UQ_mail_suppressions_sender_email',
            columnNames: ['sender_id', 'email'],
            isUnique: true,
          }),
        ],
        foreignKeys: [cascadeForeignKey('mail_suppressions', 'sender_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'mass_mails',
        columns: [
          id,
          text('user_id', 36),
          { name: 'group_id', type: 'integer' },
          text('mass_id', 36),
          text('recipient', 254),
          text('subject', 300),
          text('outcome', 8),
          { ...text('reason', 500), isNullable: true },
          text('unsubscribe_token', 43),
          epoch('at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_mass_mails_user_at', columnNames: ['user_id', 'at'] }),
          new TableIndex({ name: 'IDX_mass_mails_at', columnNames: ['at'] }),
          new TableIndex({
            name: 'UQ_mass_mails_unsubscribe_token',
            columnNames: ['unsubscribe_token'],
            isUnique: true,
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mass_mails');
    await queryRunner.dropTable('mail_suppressions');
    await queryRunner.dropColumn('drive_group_files', 'mail_refusal');
    await queryRunner.dropColumn('users', 'verified_email');
  }
}
