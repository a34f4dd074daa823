import type { MigrationInterface, QueryRunner } from 'typeorm';
import { nameSearchDown, nameSearchUp, type NameSearchIndex } from './schema-helpers';

/** The GIN trigram index of PostgreSQL (declared `synchronize: false` on the Doc entity). */
export const DOCS_NAME_TRIGRAM_INDEX = 'IDX_docs_name_trigram';

const DOCS_NAME_SEARCH: NameSearchIndex = {
  table: 'docs',
  searchTable: 'docs_name_search',
  trigramIndex: DOCS_NAME_TRIGRAM_INDEX,
};

/**
 * Document name search without reading every name of the account (issue 4 benchmark: a '%word%'
 * LIKE over 10,000 names cost 1.2 ms of SQLite per search): an FTS5 trigram table on SQLite, a
 * GIN pg_trgm index on PostgreSQL (nameSearchUp in schema-helpers.ts says how, and the SQLite
 * trap for later migrations that change `docs`: they must create these triggers, and those of
 * 1764600000000, again). Folders are few per account (a scan costs 0.03 ms) and have no such
 * index.
 */
export class DocsNameSearch1764800000000 implements MigrationInterface {
  name = 'DocsNameSearch1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await nameSearchUp(queryRunner, DOCS_NAME_SEARCH);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await nameSearchDown(queryRunner, DOCS_NAME_SEARCH);
  }
}
