import { TableForeignKey, type QueryRunner } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** A foreign key that deletes the row with the row it points at (`FK_{table}_{column}`). */
export const cascadeForeignKey = (table: string, column: string, referencedTableName: string) =>
  new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/**
 * Column definitions the migrations share, written the running database's way (boolean defaults
 * are 0/1 on SQLite, false/true on PostgreSQL), for the QueryRunner table API.
 */
export function columnBuilders(queryRunner: QueryRunner) {
  const driver = queryRunner.connection.driver;
  const sqlBoolean = (value: boolean) =>
    driver.normalizeDefault({ default: value } as ColumnMetadata);
  return {
    sqlBoolean,
    text: (name: string, length: number) => ({ name, type: 'varchar', length: String(length) }),
    flag: (name: string) => ({ name, type: 'boolean', default: sqlBoolean(false) }),
    /** Milliseconds since the epoch. */
    epoch: (name: string, isNullable = false) => ({ name, type: 'bigint', isNullable }),
    /** An auto-increment integer primary key named id. */
    id: {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    },
  };
}
