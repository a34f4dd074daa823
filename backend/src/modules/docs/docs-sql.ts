import type { DataSource } from 'typeorm';

/** LIKE with the user's % and _ taken literally (the folders module's containing()). */
const DOC_NAME_LIKE = `d.name_lower LIKE :search ESCAPE '\\'`;

/**
 * Hand-written SQL for the hot read paths (docs-get): the same text runs on SQLite and
 * PostgreSQL (identifiers that are also SQL words are quoted), `:name` parameters are bound the
 * running driver's way. Skips the query builder, which costs more per request than these queries.
 */
export class DocsSql {
  /**
   * A document name containing :search (a LIKE pattern, see containing()) and :phrase (the same
   * text as an FTS5 phrase, see searchPhrase()). SQLite takes the candidates from the FTS5
   * trigram table, PostgreSQL's planner uses its pg_trgm index for the LIKE itself (migration
   * 1764800000000); the LIKE has the last word on both.
   */
  readonly docNameMatches: string;

  constructor(private readonly dataSource: DataSource) {
    this.docNameMatches =
      dataSource.driver.options.type === 'postgres'
        ? DOC_NAME_LIKE
        : `d.id IN (SELECT rowid FROM docs_name_search WHERE docs_name_search MATCH :phrase) AND ${DOC_NAME_LIKE}`;
  }

  rows<T>(sql: string, parameters: Record<string, unknown>): Promise<T[]> {
    const [query, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters);
    return this.dataSource.query(query, values);
  }
}

export const DOC_LIST_COLUMNS =
  'd.id, d."name", d.folder_id, d.favorite, d."time", d."type", d.md5, d.edit_time, d.template_id, d."format", d.pro';
export const FOLDER_LIST_COLUMNS = 'f.id, f."name", f.parent_id, f.favorite, f."time"';
export const NEWEST_DOCS_FIRST = 'ORDER BY d."time" DESC, d.id DESC';
export const NEWEST_FOLDERS_FIRST = 'ORDER BY f."time" DESC, f.id DESC';
export const FOLDER_NAME_LIKE = `f.name_lower LIKE :search ESCAPE '\\'`;

/** The text as one FTS5 phrase: a substring match of its trigrams, whatever characters it has. */
export const searchPhrase = (text: string) => `"${text.toLowerCase().replace(/"/g, '""')}"`;
