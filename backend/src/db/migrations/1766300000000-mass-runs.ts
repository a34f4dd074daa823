import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnBuilders } from './schema-helpers';

/**
 * Mass creation from a spreadsheet (issue 15): a creator job of a run keeps its row's filled text
 * (`content`, rendered instead of the doc's), the file's name (`title`, the pupil), the run
 * (`mass_id`) and the row's hash (`mass_hash`). (user_id, mass_id, mass_hash) is unique, so a
 * row the client sends again after a lost answer is the same job; other jobs hold nulls there,
 * which a unique index never compares equal.
 */
export class MassRuns1766300000000 implements MigrationInterface {
  name = 'MassRuns1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text } = columnBuilders(queryRunner);
    await queryRunner.addColumns('creator_jobs', [
      new TableColumn({ name: 'content', type: 'text', isNullable: true }),
      new TableColumn({ ...text('title', 200), isNullable: true }),
      new TableColumn({ ...text('mass_id', 36), isNullable: true }),
      new TableColumn({ ...text('mass_hash', 64), isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'creator_jobs',
      new TableIndex({
        name: 'UQ_creator_jobs_user_mass',
        columnNames: ['user_id', 'mass_id', 'mass_hash'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('creator_jobs', 'UQ_creator_jobs_user_mass');
    await queryRunner.dropColumns('creator_jobs', ['mass_hash', 'mass_id', 'title', 'content']);
  }
}
