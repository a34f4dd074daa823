import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/** Made files anyone holding them can check at /v/{id} (issue 35, modules/verification). */
export class VerifiableFiles1767600000000 implements MigrationInterface {
  name = 'VerifiableFiles1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch } = columnBuilders(queryRunner);
    const optional = (column: ReturnType<typeof text>) => ({ ...column, isNullable: true });
    await queryRunner.createTable(
      new Table({
        name: 'verifiable_files',
        columns: [
          { ...text('id', 11), isPrimary: true },
          text('user_id', 36),
          { name: 'ready_file_id', type: 'integer', isNullable: true },
          text('issuer_name', 200),
          text('doc_type', 40),
          text('title', 300),
          text('recipient', 300),
          epoch('made_at'),
          epoch('expires_at', true),
          epoch('revoked_at', true),
          optional(text('revoke_reason', 500)),
          optional(text('pdf_sha256', 64)),
          optional(text('jpeg_sha256', 64)),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_verifiable_files_user_made',
            columnNames: ['user_id', 'made_at'],
          }),
          new TableIndex({
            name: 'IDX_verifiable_files_ready_file',
            columnNames: ['ready_file_id'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('verifiable_files', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('verifiable_files');
  }
}
