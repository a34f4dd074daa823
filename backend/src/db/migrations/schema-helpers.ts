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

/** A substring name search on a table's name_lower column (nameSearchUp, nameSearchDown). */
export interface NameSearchIndex {
  /** The table whose `id` and `name_lower` are searched. */
  table: string;
  /** SQLite: the FTS5 trigram table (external content: rowid = table.id). */
  searchTable: string;
  /** PostgreSQL: the GIN pg_trgm index (declared `synchronize: false` on the entity). */
  trigramIndex: string;
}

const sqliteNameSearchUp = ({ table, searchTable }: NameSearchIndex) => [
  // External content: the index keeps trigrams only; names are read from the table by rowid.
  `CREATE VIRTUAL TABLE ${searchTable} USING fts5(
     name_lower, content='${table}', content_rowid='id', tokenize='trigram')`,
  `INSERT INTO ${searchTable} (${searchTable}) VALUES ('rebuild')`,
  `CREATE TRIGGER ${searchTable}_insert AFTER INSERT ON ${table} BEGIN
     INSERT INTO ${searchTable} (rowid, name_lower) VALUES (NEW.id, NEW.name_lower);
   END`,
  `CREATE TRIGGER ${searchTable}_delete AFTER DELETE ON ${table} BEGIN
     INSERT INTO ${searchTable} (${searchTable}, rowid, name_lower)
       VALUES ('delete', OLD.id, OLD.name_lower);
   END`,
  `CREATE TRIGGER ${searchTable}_update AFTER UPDATE OF name_lower ON ${table} BEGIN
     INSERT INTO ${searchTable} (${searchTable}, rowid, name_lower)
       VALUES ('delete', OLD.id, OLD.name_lower);
     INSERT INTO ${searchTable} (rowid, name_lower) VALUES (NEW.id, NEW.name_lower);
   END`,
];

/**
 * Name search without reading every name of an account ('%word%' LIKE): search needs 3
 * characters, exactly what a trigram index serves; existing rows are indexed too.
 * - SQLite: an FTS5 trigram table over name_lower, kept in step by triggers; the list asks it for
 *   the candidate ids and still checks the LIKE on each row (ListSql.indexedNameMatches). One
 *   index for all accounts, fine for the embedded database of one school.
 * - PostgreSQL: a GIN pg_trgm index, which LIKE '%word%' uses as is, when the server offers the
 *   extension (pg_trgm is a trusted extension since PostgreSQL 13); without it search still works,
 *   by scanning the account's names.
 * SQLite trap for later migrations: TypeORM alters a SQLite table by copying it into a new one,
 * which drops its triggers; a migration that changes the table must create them again.
 */
export async function nameSearchUp(queryRunner: QueryRunner, index: NameSearchIndex) {
  if (queryRunner.connection.driver.options.type !== 'postgres') {
    for (const statement of sqliteNameSearchUp(index)) await queryRunner.query(statement);
    return;
  }
  if (!(await hasTrigramExtension(queryRunner))) {
    // A failed CREATE EXTENSION would abort the migration's transaction: try it in a savepoint.
    await queryRunner.query('SAVEPOINT pg_trgm');
    try {
      await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await queryRunner.query('RELEASE SAVEPOINT pg_trgm');
    } catch {
      await queryRunner.query('ROLLBACK TO SAVEPOINT pg_trgm');
      return;
    }
  }
  await queryRunner.query(
    `CREATE INDEX "${index.trigramIndex}" ON ${index.table} USING gin (name_lower gin_trgm_ops)`,
  );
}

export async function nameSearchDown(queryRunner: QueryRunner, index: NameSearchIndex) {
  if (queryRunner.connection.driver.options.type !== 'postgres') {
    for (const event of ['insert', 'delete', 'update'])
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${index.searchTable}_${event}`);
    await queryRunner.query(`DROP TABLE IF EXISTS ${index.searchTable}`);
    return;
  }
  // The extension stays: dropping it would drop whatever else in this database uses it.
  await queryRunner.query(`DROP INDEX IF EXISTS "${index.trigramIndex}"`);
}

async function hasTrigramExtension(queryRunner: QueryRunner): Promise<boolean> {
  const rows: unknown[] = await queryRunner.query(
    "SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'",
  );
  return rows.length > 0;
}

const sqliteListVersionTriggers = (versions: string, table: string) => [
  `CREATE TRIGGER ${table}_list_version_insert AFTER INSERT ON ${table} BEGIN
     INSERT OR IGNORE INTO ${versions} (user_id) VALUES (NEW.user_id);
     UPDATE ${versions} SET list_version = list_version + 1 WHERE user_id = NEW.user_id;
   END`,
  // An account merge moves rows between accounts: both lists change.
  `CREATE TRIGGER ${table}_list_version_update AFTER UPDATE ON ${table} BEGIN
     INSERT OR IGNORE INTO ${versions} (user_id) VALUES (NEW.user_id);
     UPDATE ${versions} SET list_version = list_version + 1 WHERE user_id IN (NEW.user_id, OLD.user_id);
   END`,
  // No insert here: when a user is deleted their rows go by cascade, and a new version row would
  // point at the user being deleted.
  `CREATE TRIGGER ${table}_list_version_delete AFTER DELETE ON ${table} BEGIN
     UPDATE ${versions} SET list_version = list_version + 1 WHERE user_id = OLD.user_id;
   END`,
];

const postgresListVersionFunction = (
  versions: string,
) => `CREATE FUNCTION ${versions}_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO ${versions} (user_id, list_version) VALUES (NEW.user_id, 1)
      ON CONFLICT (user_id) DO UPDATE SET list_version = ${versions}.list_version + 1;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE ${versions} SET list_version = list_version + 1 WHERE user_id = OLD.user_id;
  ELSIF TG_OP = 'UPDATE' THEN
    IF OLD.user_id <> NEW.user_id THEN
      UPDATE ${versions} SET list_version = list_version + 1 WHERE user_id = OLD.user_id;
    END IF;
  END IF;
  RETURN NULL;
END $$`;

/**
 * Triggers that bump an account's `list_version` in `versions` (a table keyed by user_id, its
 * list_version defaulting to 0) on every write to `tables` (each with a user_id column), for a
 * file area's answer cache (ListCache, folders module): no code path (a new module, an account
 * merge, a manual fix in SQL) can change a list and leave a stale cached answer behind. SQLite
 * trap for later migrations: TypeORM alters a SQLite table by copying it into a new one, which
 * drops its triggers; a migration that changes one of `tables` must create them again.
 */
export async function listVersionUp(
  queryRunner: QueryRunner,
  versions: string,
  tables: readonly string[],
) {
  if (queryRunner.connection.driver.options.type === 'postgres') {
    await queryRunner.query(postgresListVersionFunction(versions));
    for (const table of tables)
      await queryRunner.query(
        `CREATE TRIGGER ${table}_list_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION ${versions}_bump_list_version()`,
      );
  } else {
    for (const table of tables)
      for (const trigger of sqliteListVersionTriggers(versions, table))
        await queryRunner.query(trigger);
  }
}

export async function listVersionDown(
  queryRunner: QueryRunner,
  versions: string,
  tables: readonly string[],
) {
  if (queryRunner.connection.driver.options.type === 'postgres') {
    for (const table of tables)
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_list_version ON ${table}`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS ${versions}_bump_list_version()`);
  } else {
    for (const table of tables)
      for (const event of ['insert', 'update', 'delete'])
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_list_version_${event}`);
  }
}
