import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/** Embed links (security review, finding 9): one area of an account, framed by listed sites. */
export class EmbedLinks1766100000000 implements MigrationInterface {
  name = 'EmbedLinks1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'embed_links',
        columns: [
          { ...text('id', 36), isPrimary: true },
          text('user_id', 36),
          text('token_hash', 64),
          text('scope', 20),
          { ...text('target', 400), default: "''" },
          { name: 'origins', type: 'text' },
          epoch('created_at'),
          epoch('expires_at'),
          epoch('revoked_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_embed_links_token_hash',
            columnNames: ['token_hash'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_embed_links_user_id', columnNames: ['user_id'] }),
        ],
        foreignKeys: [cascadeForeignKey('embed_links', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('embed_links');
  }
}
