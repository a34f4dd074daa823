import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnBuilders } from './schema-helpers';

/**
 * Files the teacher uploads into the storage (issue 17): storage_documents.source tells an upload
 * from a made file ('made' for every row so far), because the two keep different files: a made
 * file's `file` is its PDF, an upload's is the original (a PDF or a picture, pdf_name '' then).
 */
export class StorageUploads1766600000005 implements MigrationInterface {
  name = 'StorageUploads1766600000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text } = columnBuilders(queryRunner);
    await queryRunner.addColumn(
      'storage_documents',
      new TableColumn({ ...text('source', 8), default: "'made'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('storage_documents', 'source');
  }
}
