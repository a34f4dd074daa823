import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The editor's own content (issue 5): `doc_contents.raw` keeps the draft-js raw state (JSON of
 * DocRawContent, @gramota/doc-content) next to the HTML made from it; null until a doc is first
 * saved from the editor. A plain ADD / DROP COLUMN on both databases: on SQLite, TypeORM's table
 * API would copy the table into a new one, which a column added at the end does not need (and
 * docs / doc_folders, whose triggers such a copy would drop, are not touched).
 */
export class DocRawContent1765000000000 implements MigrationInterface {
  name = 'DocRawContent1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "doc_contents" ADD COLUMN "raw" text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "doc_contents" DROP COLUMN "raw"');
  }
}
