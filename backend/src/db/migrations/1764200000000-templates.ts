import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Templates (issue 4): the starter catalogue's rows, loaded from the rendered catalogue.json (@gramota/template-artwork)
 * at start. QueryRunner table API only, so it runs on SQLite and PostgreSQL alike.
 */
export class Templates1764200000000 implements MigrationInterface {
  name = 'Templates1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const timestamp = driver.normalizeType({ type: Date });
    // Boolean defaults are written the running database's way (0/1 on SQLite, false/true on PostgreSQL).
    const sqlBoolean = (value: boolean) =>
      driver.normalizeDefault({ default: value } as ColumnMetadata);
    const text = (name: string, length: number) => ({
      name,
      type: 'varchar',
      length: String(length),
    });
    await queryRunner.createTable(
      new Table({
        name: 'templates',
        columns: [
          { ...text('id', 64), isPrimary: true },
          text('lng', 8),
          text('category', 1),
          text('groups', 255),
          text('name', 200),
          text('tname', 200),
          text('format', 16),
          { name: 'pro', type: 'boolean', default: sqlBoolean(false) },
          { ...text('region', 16), isNullable: true },
          { name: 'sort', type: 'integer', default: 0 },
          text('title', 200),
          text('font', 100),
          text('padding', 64),
          { name: 'content', type: 'text' },
          { name: 'fields', type: 'text', default: "'[]'" },
          text('background', 200),
          text('thumbnail', 200),
          { name: 'title_gallery', type: 'text', default: "''" },
          { name: 'title_index', type: 'integer', default: 0 },
          { name: 'titles_margin', type: 'integer', isNullable: true },
          { name: 'available', type: 'boolean', default: sqlBoolean(true) },
          text('catalogue_hash', 64),
          { name: 'updated_at', type: timestamp },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_templates_available_lng',
            columnNames: ['available', 'lng'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('templates');
  }
}
