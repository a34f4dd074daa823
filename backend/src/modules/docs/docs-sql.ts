import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../shared/prepared-statements';
import { ListSql, nameLike, newestFirst } from '../folders';

/** The list columns of a doc, in the order of a row of a JSON list (docs-rows.ts docTuple). */
const DOC_COLUMNS = [
  'id',
  '"name"',
  'folder_id',
  'favorite',
  '"time"',
  '"type"',
  'md5',
  'edit_time',
  'template_id',
  '"format"',
  'pro',
] as const;
/** The list columns of a folder, in the order of a row of a JSON list (folderTuple). */
const FOLDER_COLUMNS = ['id', '"name"', 'parent_id', 'favorite', '"time"'] as const;

/** What one docs-get statement reads (DocsSql.list): each list as a JSON array of rows. */
export interface DocsListParts {
  /** SELECT of DOC_LIST_COLUMNS from `docs d`. */
  docs: string;
  /** SELECT of FOLDER_LIST_COLUMNS from `doc_folders f`, if the list shows folders. */
  folders?: string;
  /** The folder whose breadcrumbs the answer carries (:folderId), if any. */
  path?: boolean;
}

/** One row of the statement DocsSql.list builds: JSON text on SQLite, parsed by pg on PostgreSQL. */
export interface DocsListRow {
  stats: unknown;
  docs: unknown;
  folders: unknown;
  path: unknown;
}

/**
 * Hand-written SQL for the hot read paths (docs-get), on the folders module's ListSql (the same
 * text on SQLite and PostgreSQL, `:name` parameters bound the running driver's way).
 */
export class DocsSql extends ListSql {
  /**
   * A document name containing :search and :phrase (nameSearching()): SQLite takes the candidates
   * from the FTS5 trigram table, PostgreSQL's planner uses its pg_trgm index for the LIKE itself
   * (migration 1764800000000); the LIKE has the last word on both.
   */
  readonly docNameMatches = this.indexedNameMatches('d', 'docs_name_search');

  constructor(private readonly source: DataSource) {
    super(source);
  }

  /**
   * Like rows(), as a prepared statement on PostgreSQL (shared/prepared-statements.ts): only for
   * statements without a name search, whose plan must follow the pattern.
   */
  preparedRows<T>(sql: string, parameters: Record<string, unknown>): Promise<T[]> {
    const [query, values] = this.source.driver.escapeQueryWithParameters(sql, parameters);
    return preparedQuery<T[]>(this.source, query, values);
  }

  /**
   * A whole docs-get in one statement, so one snapshot and one round trip: the account's counter
   * and list version (`stats`: [active_docs, list_version], NULL without a doc_stats row), the
   * docs and the folders as JSON arrays of rows, newest first, and the breadcrumbs of :folderId
   * (`path`: [id, name, trashed] rows from the top-level folder down, an empty array when the folder
   * is missing or another account's; NULL when `parts.path` is not set). The database builds the
   * JSON: turning every row into a driver object cost more than the queries themselves (issue 34).
   */
  list(parts: DocsListParts): string {
    // A folder tree is a few levels deep; the bound (100 levels) only guards against a damaged cycle.
    const chain = parts.path
      ? 'WITH RECURSIVE chain (id, "name", parent_id, trashed, depth) AS (' +
        'SELECT f.id, f."name", f.parent_id, f.trashed, 0 FROM doc_folders f WHERE f.id = :folderId AND f.user_id = :userId' +
        ' UNION ALL SELECT f.id, f."name", f.parent_id, f.trashed, c.depth + 1 FROM chain c' +
        ' INNER JOIN doc_folders f ON f.id = c.parent_id AND f.user_id = :userId WHERE c.depth < 99) '
      : '';
    const path = parts.path
      ? this.jsonArray(this.jsonRow(['c.id', 'c."name"', 'c.trashed']), 'chain c', 'c.depth DESC')
      : 'NULL';
    const folders = parts.folders ? this.jsonRows(parts.folders, FOLDER_COLUMNS) : `'[]'`;
    return (
      `${chain}SELECT (SELECT ${this.jsonRow(['s.active_docs', 's.list_version'])} FROM doc_stats s WHERE s.user_id = :userId) AS stats, ` +
      `${this.jsonRows(parts.docs, DOC_COLUMNS)} AS docs, ${folders} AS folders, ${path} AS path`
    );
  }

  /** The rows of `select` (the list columns `columns`) as one JSON array of arrays, newest first. */
  private jsonRows(select: string, columns: readonly string[]): string {
    return this.jsonArray(
      this.jsonRow(columns.map((column) => `x.${column}`)),
      `(${select}) x`,
      'x."time" DESC, x.id DESC',
    );
  }

  /** A scalar subquery: `row` of every row of `from`, in `order`, as a JSON array ([] for none). */
  private jsonArray(row: string, from: string, order: string): string {
    return this.postgres
      ? `(SELECT COALESCE(json_agg(${row} ORDER BY ${order}), CAST('[]' AS json)) FROM ${from})`
      : `(SELECT json_group_array(${row} ORDER BY ${order}) FROM ${from})`;
  }

  private jsonRow(values: readonly string[]): string {
    return `${this.postgres ? 'json_build_array' : 'json_array'}(${values.join(', ')})`;
  }
}

/** A JSON column of DocsSql.list: SQLite answers its text, pg has parsed it already. */
export const jsonValue = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : value;

export const DOC_LIST_COLUMNS = DOC_COLUMNS.map((column) => `d.${column}`).join(', ');
export const FOLDER_LIST_COLUMNS = FOLDER_COLUMNS.map((column) => `f.${column}`).join(', ');
export const NEWEST_DOCS_FIRST = newestFirst('d');
export const NEWEST_FOLDERS_FIRST = newestFirst('f');
export const FOLDER_NAME_LIKE = nameLike('f');
