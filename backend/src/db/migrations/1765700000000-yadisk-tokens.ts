import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Cloud disk delivery (seed 001 §4 Cloud disk): the person's OAuth token for the disk app. It is
 * only ever read by the server (uploads), never answered to a browser.
 */
export class YadiskTokens1765700000000 implements MigrationInterface {
  name = 'YadiskTokens1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'yadisk_tokens',
        columns: [
          { ...text('user_id', 36), isPrimary: true },
          text('access_token', 1000),
          epoch('expires_at', true),
          epoch('created_at'),
        ],
        foreignKeys: [cascadeForeignKey('yadisk_tokens', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('yadisk_tokens');
  }
}
