import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

const cascade = (table: string) => cascadeForeignKey(table, 'user_id', 'users');

/**
 * Generation (seed 001 §7): creator_jobs are the rows of the in-process render queue (claimed by
 * status, due by not_before: one index serves the worker's poll), ready_files the files they
 * made. A ready file's id is its job's id; job_id is unique so a resumed job never files twice.
 */
export class CreatorJobs1765200000000 implements MigrationInterface {
  name = 'CreatorJobs1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, flag, epoch, id } = columnBuilders(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'creator_jobs',
        columns: [
          id,
          text('user_id', 36),
          { name: 'doc_id', type: 'integer' },
          text('type', 16),
          text('filename', 60),
          { ...text('status', 8), default: "'queued'" },
          flag('free'),
          epoch('not_before'),
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'ready_file_id', type: 'integer', isNullable: true },
          { ...text('error', 500), isNullable: true },
          { ...text('download_status', 16), isNullable: true },
          epoch('created_at'),
          epoch('started_at', true),
          epoch('finished_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_creator_jobs_status_not_before',
            columnNames: ['status', 'not_before'],
          }),
          new TableIndex({ name: 'IDX_creator_jobs_user_doc', columnNames: ['user_id', 'doc_id'] }),
        ],
        foreignKeys: [cascade('creator_jobs')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'ready_files',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          text('user_id', 36),
          { name: 'doc_id', type: 'integer' },
          { name: 'job_id', type: 'integer' },
          text('name', 200),
          text('filename', 60),
          text('format', 16),
          flag('free'),
          text('share_mobile_code', 8),
          { name: 'folder_id', type: 'integer', isNullable: true },
          flag('trashed'),
          epoch('time'),
          { name: 'pages', type: 'integer', default: 1 },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_ready_files_user_trashed_time',
            columnNames: ['user_id', 'trashed', 'time'],
          }),
          new TableIndex({
            name: 'UQ_ready_files_job_id',
            columnNames: ['job_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'UQ_ready_files_share_mobile_code',
            columnNames: ['share_mobile_code'],
            isUnique: true,
          }),
        ],
        foreignKeys: [cascade('ready_files')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ready_files');
    await queryRunner.dropTable('creator_jobs');
  }
}
