import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Mass creation from a spreadsheet (issue 15): each document's saved table, the files and sheet
 * links read into tables until the spreadsheet fetches them, and the class lists an account keeps.
 */
export class Spreadsheets1766200000000 implements MigrationInterface {
  name = 'Spreadsheets1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, epoch } = columnBuilders(queryRunner);
    const json = (name: string) => ({ name, type: 'text' });
    await queryRunner.createTable(
      new Table({
        name: 'spreadsheet_tables',
        columns: [
          { name: 'doc_id', type: 'integer', isPrimary: true },
          text('user_id', 36),
          json('columns'),
          json('data'),
          json('settings'),
          epoch('time'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_spreadsheet_tables_user_id', columnNames: ['user_id'] }),
        ],
        foreignKeys: [cascadeForeignKey('spreadsheet_tables', 'doc_id', 'docs')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'spreadsheet_uploads',
        columns: [
          { ...text('id', 36), isPrimary: true },
          text('user_id', 36),
          { name: 'doc_id', type: 'integer', isNullable: true },
          json('table_json'),
          text('encoding', 20),
          { ...text('delimiter', 2), default: "''" },
          epoch('time'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_spreadsheet_uploads_user_time',
            columnNames: ['user_id', 'time'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('spreadsheet_uploads', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'spreadsheet_class_lists',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          text('user_id', 36),
          text('name', 80),
          json('headers'),
          { name: 'row_count', type: 'integer' },
          json('table_json'),
          epoch('time'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_spreadsheet_class_lists_user_name',
            columnNames: ['user_id', 'name'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('spreadsheet_class_lists', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('spreadsheet_class_lists');
    await queryRunner.dropTable('spreadsheet_uploads');
    await queryRunner.dropTable('spreadsheet_tables');
  }
}
