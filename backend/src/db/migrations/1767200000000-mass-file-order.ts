import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnBuilders } from './schema-helpers';

/**
 * A mass run's files in table order (issue 29): the job keeps the row of the table it came from
 * (`creator_jobs.mass_row`, sent as masscreate's `row`), and its ready file keeps the run and the
 * row (`ready_files.mass_id`, `mass_row`), so Ready files, the run view, the ZIP and the one PDF
 * list a run by table row however its renders finished. Files made before learn their run from
 * their job; their row stays unknown (null: they keep the order their rows were sent in).
 */
export class MassFileOrder1767200000000 implements MigrationInterface {
  name = 'MassFileOrder1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text } = columnBuilders(queryRunner);
    await queryRunner.addColumn(
      'creator_jobs',
      new TableColumn({ name: 'mass_row', type: 'integer', isNullable: true }),
    );
    await queryRunner.addColumns('ready_files', [
      new TableColumn({ ...text('mass_id', 36), isNullable: true }),
      new TableColumn({ name: 'mass_row', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.query(
      `UPDATE ready_files SET mass_id = (SELECT creator_jobs.mass_id FROM creator_jobs
         WHERE creator_jobs.id = ready_files.job_id)
       WHERE EXISTS (SELECT 1 FROM creator_jobs
         WHERE creator_jobs.id = ready_files.job_id AND creator_jobs.mass_id IS NOT NULL)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('ready_files', ['mass_row', 'mass_id']);
    await queryRunner.dropColumn('creator_jobs', 'mass_row');
  }
}
