import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * The AI writing assistant (issue 20): each document's conversation per account. The teacher's
 * questions are also what the per-minute and per-day limits count (IDX_ai_messages_user_time).
 */
export class AiAssistant1767000000000 implements MigrationInterface {
  name = 'AiAssistant1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, epoch, flag } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'ai_messages',
        columns: [
          id,
          text('user_id', 36),
          { name: 'doc_id', type: 'integer' },
          text('role', 10),
          { name: 'text', type: 'text' },
          { ...text('action', 10), isNullable: true },
          { ...text('language', 2), isNullable: true },
          flag('partial'),
          epoch('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_ai_messages_doc', columnNames: ['user_id', 'doc_id', 'id'] }),
          new TableIndex({
            name: 'IDX_ai_messages_user_time',
            columnNames: ['user_id', 'created_at'],
          }),
        ],
        foreignKeys: [
          cascadeForeignKey('ai_messages', 'user_id', 'users'),
          cascadeForeignKey('ai_messages', 'doc_id', 'docs'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ai_messages');
  }
}
