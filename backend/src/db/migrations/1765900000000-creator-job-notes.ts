import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What the render of a done creator job replaced (issue 6 "Bad input"): `creator_jobs.notes`
 * keeps the engine's RenderNote list as JSON, written with 'done', so get-status-creator can tell
 * the teacher; null when nothing was replaced (and for jobs made before).
 */
export class CreatorJobNotes1765900000000 implements MigrationInterface {
  name = 'CreatorJobNotes1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'creator_jobs',
      new TableColumn({ name: 'notes', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('creator_jobs', 'notes');
  }
}
