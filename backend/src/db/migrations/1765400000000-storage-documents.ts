import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * The storage's documents (seed 001 §3 'Storage entities', seed 000 §7 storage-add-files): made
 * files kept as their own copies under DATA_DIR/public/storage/. ready_file_id has no foreign key:
 * the copy outlives the ready file.
 */
export class StorageDocuments1765400000000 implements MigrationInterface {
  name = 'StorageDocuments1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch, id } = columnBuilders(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'storage_documents',
        columns: [
          id,
          text('user_id', 36),
          { name: 'folder_id', type: 'integer', isNullable: true },
          text('name', 200),
          text('format', 16),
          text('file_name', 120),
          text('thumb_name', 120),
          text('pdf_name', 120),
          { name: 'ready_file_id', type: 'integer', isNullable: true },
          { ...text('share_type', 8), default: "'users'" },
          epoch('time'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_storage_documents_user_folder_time',
            columnNames: ['user_id', 'folder_id', 'time'],
          }),
          new TableIndex({
            name: 'IDX_storage_documents_user_ready_file',
            columnNames: ['user_id', 'ready_file_id'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('storage_documents', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('storage_documents');
  }
}
