import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Messenger delivery (seed 001 §4 Messenger): a person's chat with the bot and the one-time code
 * that connects it (spent codes are null; unique among the waiting ones), and how far the bot's
 * updates have been read, shared by every server process.
 */
export class TelegramLinks1765600000000 implements MigrationInterface {
  name = 'TelegramLinks1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'telegram_links',
        columns: [
          { ...text('user_id', 36), isPrimary: true },
          { ...text('code', 64), isNullable: true },
          { ...text('chat_id', 24), isNullable: true },
          epoch('created_at'),
          epoch('connected_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_telegram_links_code',
            columnNames: ['code'],
            isUnique: true,
          }),
        ],
        foreignKeys: [cascadeForeignKey('telegram_links', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'telegram_update_offsets',
        columns: [{ ...text('bot', 32), isPrimary: true }, epoch('next_offset')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('telegram_update_offsets');
    await queryRunner.dropTable('telegram_links');
  }
}
