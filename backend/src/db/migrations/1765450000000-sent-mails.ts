import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/** Made files e-mailed (seed 001 §7 creator-send-mail): what the hourly allowance counts. */
export class SentMails1765450000000 implements MigrationInterface {
  name = 'SentMails1765450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch, id } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'sent_mails',
        columns: [
          id,
          text('user_id', 36),
          { name: 'ready_file_id', type: 'integer' },
          epoch('sent_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_sent_mails_user_sent_at',
            columnNames: ['user_id', 'sent_at'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('sent_mails', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sent_mails');
  }
}
