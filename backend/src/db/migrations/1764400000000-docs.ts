import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey as cascade, columnBuilders } from './schema-helpers';

/**
 * My documents (issue 4): folders, documents, and each document's content in its own table so the
 * list queries read narrow rows. QueryRunner table API only, so it runs on SQLite and PostgreSQL
 * alike. The indexes serve docs-get: a folder's items (account + trashed + folder + time), recent
 * and trash (account + trashed + time), by type, favourites, name search (LIKE on the lower-cased
 * name; a '%text%' pattern still reads every name of the account, which narrow rows keep cheap),
 * and the items that went to the trash with a folder.
 */
export class Docs1764400000000 implements MigrationInterface {
  name = 'Docs1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, flag } = columnBuilders(queryRunner);
    const trashColumns = [
      flag('trashed'),
      { name: 'trashed_at', type: 'bigint', isNullable: true },
      { name: 'trashed_with', type: 'integer', isNullable: true },
    ];
    const index = (table: string, name: string, columnNames: string[]) =>
      new TableIndex({ name: `IDX_${table}_${name}`, columnNames });

    await queryRunner.createTable(
      new Table({
        name: 'doc_folders',
        columns: [
          id,
          text('user_id', 36),
          { name: 'parent_id', type: 'integer', isNullable: true },
          text('name', 100),
          text('name_lower', 100),
          flag('favorite'),
          { name: 'time', type: 'bigint' },
          ...trashColumns,
        ],
        indices: [
          index('doc_folders', 'user_trashed_parent', ['user_id', 'trashed', 'parent_id']),
          index('doc_folders', 'user_favorite', ['user_id', 'favorite']),
          index('doc_folders', 'user_trashed_name', ['user_id', 'trashed', 'name_lower']),
          index('doc_folders', 'user_trashed_with', ['user_id', 'trashed_with']),
        ],
        foreignKeys: [cascade('doc_folders', 'user_id', 'users')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'docs',
        columns: [
          id,
          text('user_id', 36),
          { name: 'folder_id', type: 'integer', isNullable: true },
          text('name', 200),
          text('name_lower', 200),
          text('type', 1),
          text('template_id', 64),
          text('format', 16),
          flag('pro'),
          flag('favorite'),
          text('font', 100),
          text('padding', 64),
          { name: 'title_index', type: 'integer', default: 0 },
          { ...text('titles_float', 32), default: "'0|0'" },
          { ...text('titles_margin', 16), default: "''" },
          flag('fields_mode'),
          text('md5', 32),
          { name: 'time', type: 'bigint' },
          { name: 'edit_time', type: 'bigint' },
          ...trashColumns,
        ],
        indices: [
          index('docs', 'user_trashed_folder_time', ['user_id', 'trashed', 'folder_id', 'time']),
          index('docs', 'user_trashed_time', ['user_id', 'trashed', 'time']),
          index('docs', 'user_type_time', ['user_id', 'type', 'time']),
          index('docs', 'user_favorite', ['user_id', 'favorite']),
          index('docs', 'user_trashed_name', ['user_id', 'trashed', 'name_lower']),
          index('docs', 'user_trashed_with', ['user_id', 'trashed_with']),
        ],
        foreignKeys: [cascade('docs', 'user_id', 'users')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'doc_contents',
        columns: [
          { name: 'doc_id', type: 'integer', isPrimary: true },
          { name: 'content', type: 'text' },
          { name: 'fields', type: 'text', default: "'[]'" },
          { name: 'field_values', type: 'text', default: "'{}'" },
        ],
        foreignKeys: [cascade('doc_contents', 'doc_id', 'docs')],
      }),
    );

    // total_docs of every docs-get, kept as a counter rather than counted per request.
    await queryRunner.createTable(
      new Table({
        name: 'doc_stats',
        columns: [
          { ...text('user_id', 36), isPrimary: true },
          { name: 'active_docs', type: 'integer', default: 0 },
        ],
        foreignKeys: [cascade('doc_stats', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('doc_stats');
    await queryRunner.dropTable('doc_contents');
    await queryRunner.dropTable('docs');
    await queryRunner.dropTable('doc_folders');
  }
}
