import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The GIN trigram index of PostgreSQL (declared `synchronize: false` on the Doc entity). */
export const DOCS_NAME_TRIGRAM_INDEX = 'IDX_docs_name_trigram';

const SQLITE_UP = [
  // External content: the index keeps trigrams only; names are read from docs by rowid.
  `CREATE VIRTUAL TABLE docs_name_search USING fts5(
     name_lower, content='docs', content_rowid='id', tokenize='trigram')`,
  `INSERT INTO docs_name_search (docs_name_search) VALUES ('rebuild')`,
  `CREATE TRIGGER docs_name_search_insert AFTER INSERT ON docs BEGIN
     INSERT INTO docs_name_search (rowid, name_lower) VALUES (NEW.id, NEW.name_lower);
   END`,
  `CREATE TRIGGER docs_name_search_delete AFTER DELETE ON docs BEGIN
     INSERT INTO docs_name_search (docs_name_search, rowid, name_lower)
       VALUES ('delete', OLD.id, OLD.name_lower);
   END`,
  `CREATE TRIGGER docs_name_search_update AFTER UPDATE OF name_lower ON docs BEGIN
     INSERT INTO docs_name_search (docs_name_search, rowid, name_lower)
       VALUES ('delete', OLD.id, OLD.name_lower);
     INSERT INTO docs_name_search (rowid, name_lower) VALUES (NEW.id, NEW.name_lower);
   END`,
];

const SQLITE_DOWN = [
  'DROP TRIGGER IF EXISTS docs_name_search_insert',
  'DROP TRIGGER IF EXISTS docs_name_search_delete',
  'DROP TRIGGER IF EXISTS docs_name_search_update',
  'DROP TABLE IF EXISTS docs_name_search',
];

/**
 * Document name search without reading every name of the account (issue 4 benchmark: a '%word%'
 * LIKE over 10,000 names cost 1.2 ms of SQLite per search). Search needs 3 characters, exactly
 * what a trigram index serves.
 * - SQLite: an FTS5 trigram table over docs.name_lower, kept in step by triggers; docs-sql.ts asks
 *   it for the candidate ids and still checks the LIKE on each row. One index for all accounts,
 *   fine for the embedded database of one school.
 * - PostgreSQL: a GIN pg_trgm index, which LIKE '%word%' uses as is, when the server offers the
 *   extension (pg_trgm is a trusted extension since PostgreSQL 13); without it search still works,
 *   by scanning the account's names.
 * Folders are few per account (a scan costs 0.03 ms) and have no such index.
 * SQLite trap for later migrations: TypeORM alters a SQLite table by copying it into a new one,
 * which drops its triggers; a migration that changes `docs` must create these triggers (and those
 * of 1764600000000) again.
 */
export class DocsNameSearch1764800000000 implements MigrationInterface {
  name = 'DocsNameSearch1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') {
      for (const statement of SQLITE_UP) await queryRunner.query(statement);
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
      `CREATE INDEX "${DOCS_NAME_TRIGRAM_INDEX}" ON docs USING gin (name_lower gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') {
      for (const statement of SQLITE_DOWN) await queryRunner.query(statement);
      return;
    }
    // The extension stays: dropping it would drop whatever else in this database uses it.
    await queryRunner.query(`DROP INDEX IF EXISTS "${DOCS_NAME_TRIGRAM_INDEX}"`);
  }
}

async function hasTrigramExtension(queryRunner: QueryRunner): Promise<boolean> {
  const rows: unknown[] = await queryRunner.query(
    "SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'",
  );
  return rows.length > 0;
}
