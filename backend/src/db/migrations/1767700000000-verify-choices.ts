import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Verifiable documents, second part (issue 35): a job keeps the ID its file will print and where
 * (`creator_jobs.verify_*`); a record knows its mass run and its place in the issuer's revocation
 * list (Bitstring Status List); a document may have its own choice (verify_doc_choices), and an
 * account its signing key for Open Badges credentials (issuer_keys, the private half sealed).
 */
export class VerifyChoices1767700000000 implements MigrationInterface {
  name = 'VerifyChoices1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, flag, epoch, sqlBoolean } = columnBuilders(queryRunner);
    await queryRunner.addColumns('creator_jobs', [
      new TableColumn({ ...text('verify_id', 11), isNullable: true }),
      new TableColumn({ ...text('verify_place', 12), isNullable: true }),
      new TableColumn(flag('verify_qr')),
    ]);
    await queryRunner.addColumns('verifiable_files', [
      new TableColumn({ ...text('mass_id', 36), isNullable: true }),
      new TableColumn({ name: 'status_index', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.createIndices('verifiable_files', [
      new TableIndex({
        name: 'IDX_verifiable_files_user_mass',
        columnNames: ['user_id', 'mass_id'],
      }),
      new TableIndex({
        name: 'UQ_verifiable_files_user_status',
        columnNames: ['user_id', 'status_index'],
        isUnique: true,
      }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'verify_doc_choices',
        columns: [
          { name: 'doc_id', type: 'integer', isPrimary: true },
          text('user_id', 36),
          { name: 'enabled', type: 'boolean', default: sqlBoolean(false) },
          text('place', 12),
          { name: 'qr', type: 'boolean', default: sqlBoolean(true) },
        ],
        foreignKeys: [
          cascadeForeignKey('verify_doc_choices', 'doc_id', 'docs'),
          cascadeForeignKey('verify_doc_choices', 'user_id', 'users'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'issuer_keys',
        columns: [
          { ...text('user_id', 36), isPrimary: true },
          text('slug', 20),
          { name: 'public_jwk', type: 'text' },
          { name: 'private_sealed', type: 'text' },
          epoch('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_issuer_keys_slug', columnNames: ['slug'], isUnique: true }),
        ],
        foreignKeys: [cascadeForeignKey('issuer_keys', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('issuer_keys');
    await queryRunner.dropTable('verify_doc_choices');
    await queryRunner.dropIndex('verifiable_files', 'UQ_verifiable_files_user_status');
    await queryRunner.dropIndex('verifiable_files', 'IDX_verifiable_files_user_mass');
    await queryRunner.dropColumns('verifiable_files', ['status_index', 'mass_id']);
    await queryRunner.dropColumns('creator_jobs', ['verify_qr', 'verify_place', 'verify_id']);
  }
}
