import {
  DOCS_LIMITS,
  type DocFolder as DocFolderAnswer,
  type DocsGetAnswer,
  type DocSummary,
  type DocsPathEntry,
  type DocType,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { rawBoolean, rawNumber } from '../../shared/db-values';
import {
  badRequest,
  folderApiId,
  ListCache,
  nameSearching,
  notFound,
  type BrowseList,
} from '../folders';
import { docTuple, folderTuple, type DocTuple, type FolderTuple } from './docs-rows';
import {
  DOC_LIST_COLUMNS,
  DocsSql,
  FOLDER_LIST_COLUMNS,
  FOLDER_NAME_LIKE,
  jsonValue,
  NEWEST_DOCS_FIRST,
  NEWEST_FOLDERS_FIRST,
  type DocsListParts,
  type DocsListRow,
} from './docs-sql';

/** Which list docs-get answers (see DocsGetQuery in the contract for the precedence). */
export type DocsList =
  BrowseList | { kind: 'recent' } | { kind: 'favorite' } | { kind: 'type'; type: DocType };

interface Stats {
  activeDocs: number;
  version: string;
}

interface Items {
  stats: Stats;
  docs: DocSummary[];
  folders: DocFolderAnswer[];
  path: DocsPathEntry[];
}

/** What one list reads: its statement's parts (DocsSql.list) and their parameters. */
type ListQuery = [DocsListParts, Record<string, unknown>];

const DOCS = `SELECT ${DOC_LIST_COLUMNS} FROM docs d WHERE d.user_id = :userId AND d.trashed = :trashed`;
const FOLDERS = `SELECT ${FOLDER_LIST_COLUMNS} FROM doc_folders f WHERE f.user_id = :userId AND f.trashed = :trashed`;

/**
 * docs-get (seed 000 §7): one statement per list (the account's counter, docs, folders and
 * breadcrumbs together, DocsSql.list), only the list columns (the content lives in doc_contents),
 * each served by an index of the docs migration, and repeats answered from a cache checked against
 * the account's list version.
 */
export class DocsListingService {
  private readonly sql: DocsSql;
  private readonly cache = new ListCache<DocsList>();

  constructor(dataSource: DataSource) {
    this.sql = new DocsSql(dataSource);
  }

  /**
   * The answer as JSON text, from the cache when the account's lists have not changed since it was
   * built (the folders module's ListCache); `fresh` (the `nocache` flag) builds it again regardless.
   */
  async listJson(userId: string, list: DocsList, fresh = false): Promise<string> {
    if (!fresh) {
      const cached = this.cache.get(userId, list, (await this.stats(userId)).version);
      if (cached !== undefined) return cached;
    }
    // The version is read in the same statement as the items (one snapshot), so a cached answer
    // is never older than its version.
    const { stats, ...items } = await this.items(userId, this.query(list));
    const answer: DocsGetAnswer = {
      result: 'success',
      folders: {},
      docs: {},
      path: items.path,
      total_docs: stats.activeDocs,
    };
    for (const folder of items.folders) answer.folders[folder.id] = folder;
    for (const doc of items.docs) answer.docs[doc.id] = doc;
    const json = JSON.stringify(answer);
    this.cache.set(userId, list, stats.version, json);
    return json;
  }

  private query(list: DocsList): ListQuery {
    const active = { trashed: false };
    switch (list.kind) {
      case 'trash': {
        // What the teacher removed: items trashed on their own (not those inside a trashed folder).
        const trashed = { trashed: true };
        if (list.search === undefined)
          return [
            {
              docs: `${DOCS} AND d.trashed_with IS NULL ${NEWEST_DOCS_FIRST}`,
              folders: `${FOLDERS} AND f.trashed_with IS NULL ${NEWEST_FOLDERS_FIRST}`,
            },
            trashed,
          ];
        return [
          {
            docs: `${DOCS} AND d.trashed_with IS NULL AND ${this.sql.docNameMatches} ${NEWEST_DOCS_FIRST}`,
            folders: `${FOLDERS} AND f.trashed_with IS NULL AND ${FOLDER_NAME_LIKE} ${NEWEST_FOLDERS_FIRST}`,
          },
          { ...trashed, ...nameSearching(list.search) },
        ];
      }
      case 'search':
        return [
          {
            docs: `${DOCS} AND ${this.sql.docNameMatches} ${NEWEST_DOCS_FIRST} LIMIT :limit`,
            folders: `${FOLDERS} AND ${FOLDER_NAME_LIKE} ${NEWEST_FOLDERS_FIRST} LIMIT :limit`,
          },
          { ...active, ...nameSearching(list.search), limit: DOCS_LIMITS.searchLimit },
        ];
      case 'recent':
        return [
          { docs: `${DOCS} ${NEWEST_DOCS_FIRST} LIMIT :limit` },
          { ...active, limit: DOCS_LIMITS.recentLimit },
        ];
      case 'favorite':
        return [
          {
            docs: `${DOCS} AND d.favorite = :favorite ${NEWEST_DOCS_FIRST}`,
            folders: `${FOLDERS} AND f.favorite = :favorite ${NEWEST_FOLDERS_FIRST}`,
          },
          { ...active, favorite: true },
        ];
      case 'type':
        return [
          { docs: `${DOCS} AND d."type" = :type ${NEWEST_DOCS_FIRST}` },
          { ...active, type: list.type },
        ];
      case 'folder':
        if (list.folderId === null)
          return [
            {
              docs: `${DOCS} AND d.folder_id IS NULL ${NEWEST_DOCS_FIRST}`,
              folders: `${FOLDERS} AND f.parent_id IS NULL ${NEWEST_FOLDERS_FIRST}`,
            },
            active,
          ];
        return [
          {
            docs: `${DOCS} AND d.folder_id = :folderId ${NEWEST_DOCS_FIRST}`,
            folders: `${FOLDERS} AND f.parent_id = :folderId ${NEWEST_FOLDERS_FIRST}`,
            path: true,
          },
          { ...active, folderId: list.folderId },
        ];
    }
  }

  /** The list's one statement; 404 / in_trash for a bad folder (as before any item is shown). */
  private async items(userId: string, [parts, parameters]: ListQuery): Promise<Items> {
    const sql = this.sql.list(parts);
    const values: Record<string, unknown> = { ...parameters, userId };
    // A name search is planned for its pattern each time; every other list is a prepared statement.
    const [row] = await (values.search === undefined
      ? this.sql.preparedRows<DocsListRow>(sql, values)
      : this.sql.rows<DocsListRow>(sql, values));
    const stats = jsonValue(row!.stats) as [unknown, unknown] | null;
    return {
      stats: stats
        ? { activeDocs: rawNumber(stats[0]), version: String(stats[1]) }
        : { activeDocs: 0, version: 'none' },
      docs: (jsonValue(row!.docs) as DocTuple[]).map(docTuple),
      folders: (jsonValue(row!.folders) as FolderTuple[]).map(folderTuple),
      path: parts.path ? breadcrumbs(jsonValue(row!.path) as PathTuple[]) : [],
    };
  }

  /** The account's counter (docs-counter.ts) and list version: no row yet means nothing yet. */
  private async stats(userId: string): Promise<Stats> {
    const [row] = await this.sql.preparedRows<{ active_docs: unknown; list_version: unknown }>(
      'SELECT s.active_docs, s.list_version FROM doc_stats s WHERE s.user_id = :userId',
      { userId },
    );
    return row
      ? { activeDocs: rawNumber(row.active_docs), version: String(row.list_version) }
      : { activeDocs: 0, version: 'none' };
  }
}

/** A breadcrumb of DocsSql.list's `path`: [id, name, trashed], from the top-level folder down. */
type PathTuple = [unknown, string, unknown];

/** The breadcrumbs of a folder list: 404 for a missing or foreign folder, in_trash for a trashed one. */
function breadcrumbs(chain: PathTuple[]): DocsPathEntry[] {
  const folder = chain[chain.length - 1];
  if (!folder) throw notFound('folder');
  if (rawBoolean(folder[2])) throw badRequest('in_trash', 'folder');
  return chain.map(([id, name]) => ({ id: folderApiId(rawNumber(id)), name }));
}
