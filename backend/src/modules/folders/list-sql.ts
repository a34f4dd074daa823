import type { DocsPathEntry } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { rawBoolean, rawNumber } from '../../shared/db-values';
import { badRequest, notFound } from './form-errors';
import { containing } from './name-search';
import { folderApiId } from './selection';

/** `ORDER BY` newest first (time, then id) on the table aliased `alias`. */
export const newestFirst = (alias: string) => `ORDER BY ${alias}."time" DESC, ${alias}.id DESC`;

/** A name_lower containing :search (a LIKE pattern, see containing()), % and _ taken literally. */
export const nameLike = (alias: string) => `${alias}.name_lower LIKE :search ESCAPE '\\'`;

/** The text as one FTS5 phrase: a substring match of its trigrams, whatever characters it has. */
export const searchPhrase = (text: string) => `"${text.toLowerCase().replace(/"/g, '""')}"`;

/** The parameters of a name search (nameLike, ListSql.indexedNameMatches): :search and :phrase. */
export const nameSearching = (text: string) => ({
  search: containing(text),
  phrase: searchPhrase(text),
});

/**
 * Hand-written SQL for the hot read paths of the file areas' lists (docs-get, storage-get): the
 * same text runs on SQLite and PostgreSQL (identifiers that are also SQL words are quoted),
 * `:name` parameters are bound the running driver's way. Skips TypeORM's query builder and entity
 * hydration, which cost more per request than these queries.
 */
export class ListSql {
  readonly postgres: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.postgres = dataSource.driver.options.type === 'postgres';
  }

  rows<T>(sql: string, parameters: Record<string, unknown>): Promise<T[]> {
    const [query, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters);
    return this.dataSource.query(query, values);
  }

  /**
   * A name of the item table aliased `alias` containing :search and :phrase (nameSearching()),
   * on a table with a name search index: SQLite takes the candidates from the FTS5 trigram table
   * `searchTable` (its rowid is the item's id), PostgreSQL's planner uses its pg_trgm index for
   * the LIKE itself. The LIKE has the last word on both.
   */
  indexedNameMatches(alias: string, searchTable: string): string {
    return this.postgres
      ? nameLike(alias)
      : `${alias}.id IN (SELECT rowid FROM ${searchTable} WHERE ${searchTable} MATCH :phrase) AND ${nameLike(alias)}`;
  }

  /**
   * Breadcrumbs from the top-level folder down to `folderId` in the folder table `folderTable`:
   * 404 for a missing or foreign folder, in_trash for a trashed one (the field is `folder`, as
   * the list calls name it).
   */
  async folderPath(
    folderTable: string,
    userId: string,
    folderId: number,
  ): Promise<DocsPathEntry[]> {
    const path: DocsPathEntry[] = [];
    let id: number | null = folderId;
    // A folder tree is a few levels deep; the bound only guards against a damaged cycle.
    for (let depth = 0; id !== null && depth < 100; depth += 1) {
      const [row]: Array<{ id: unknown; name: string; parent_id: unknown; trashed: unknown }> =
        await this.rows(
          `SELECT f.id, f."name", f.parent_id, f.trashed FROM ${folderTable} f WHERE f.id = :id AND f.user_id = :userId`,
          { id, userId },
        );
      if (!row) {
        if (depth === 0) throw notFound('folder');
        break;
      }
      if (depth === 0 && rawBoolean(row.trashed)) throw badRequest('in_trash', 'folder');
      path.unshift({ id: folderApiId(rawNumber(row.id)), name: row.name });
      id = row.parent_id === null ? null : rawNumber(row.parent_id);
    }
    return path;
  }
}
