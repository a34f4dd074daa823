import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * The workshop (issue 16; seed 001 §3 Workshop document, Workshop folder): the teachers' own
 * templates (their scene JSON, state and generated pictures) and their folders, both with the
 * trash columns of every file area and a share type.
 */
export class Workshop1766500000000 implements MigrationInterface {
  name = 'Workshop1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, flag, epoch } = columnBuilders(queryRunner);
    const index = (table: string, name: string, columnNames: string[]) =>
      new TableIndex({ name: `IDX_${table}_${name}`, columnNames });
    const withDefault = (name: string, length: number, value: string) => ({
      ...text(name, length),
      default: `'${value}'`,
    });
    const trash = [
      flag('trashed'),
      epoch('trashed_at', true),
      { name: 'trashed_with', type: 'integer', isNullable: true },
    ];

    await queryRunner.createTable(
      new Table({
        name: 'workshop_folders',
        columns: [
          id,
          text('user_id', 36),
          { name: 'parent_id', type: 'integer', isNullable: true },
          text('name', 100),
          text('name_lower', 100),
          flag('favorite'),
          epoch('time'),
          ...trash,
          withDefault('share_type', 8, 'users'),
        ],
        indices: [
          index('workshop_folders', 'user_trashed_parent', ['user_id', 'trashed', 'parent_id']),
          index('workshop_folders', 'user_trashed_with', ['user_id', 'trashed_with']),
        ],
        foreignKeys: [cascadeForeignKey('workshop_folders', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'workshop_templates',
        columns: [
          id,
          text('user_id', 36),
          { name: 'folder_id', type: 'integer', isNullable: true },
          text('name', 200),
          text('name_lower', 200),
          text('format', 20),
          withDefault('type', 1, 'g'),
          { name: 'maket_id', type: 'integer', default: 0 },
          { name: 'scene', type: 'text' },
          text('margins', 40),
          withDefault('state', 8, 'draft'),
          withDefault('page_file', 80, ''),
          withDefault('thumb_file', 80, ''),
          epoch('time'),
          epoch('last_event_time'),
          withDefault('share_type', 8, 'users'),
          ...trash,
        ],
        indices: [
          index('workshop_templates', 'user_trashed_folder', ['user_id', 'trashed', 'folder_id']),
          index('workshop_templates', 'user_trashed_with', ['user_id', 'trashed_with']),
        ],
        foreignKeys: [cascadeForeignKey('workshop_templates', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('workshop_templates');
    await queryRunner.dropTable('workshop_folders');
  }
}
