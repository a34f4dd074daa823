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
import { badRequest, containing, folderApiId, notFound, type BrowseList } from '../folders';
import { DocsListCache } from './docs-list-cache';
import { docSummary, folderSummary, type RawDocRow, type RawFolderRow } from './docs-rows';
import {
  DOC_LIST_COLUMNS,
  DocsSql,
  FOLDER_LIST_COLUMNS,
  FOLDER_NAME_LIKE,
  NEWEST_DOCS_FIRST,
  NEWEST_FOLDERS_FIRST,
  searchPhrase,
} from './docs-sql';

/** Which list docs-get answers (see DocsGetQuery in the contract for the precedence). */
export type DocsList =
  BrowseList | { kind: 'recent' } | { kind: 'favorite' } | { kind: 'type'; type: DocType };

interface Items {
  docs: DocSummary[];
  folders: DocFolderAnswer[];
  path: DocsPathEntry[];
}

/** The parameters of a name search (docNameMatches, FOLDER_NAME_LIKE). */
const searching = (text: string) => ({ search: containing(text), phrase: searchPhrase(text) });

const DOCS = `SELECT ${DOC_LIST_COLUMNS} FROM docs d WHERE d.user_id = :userId AND d.trashed = :trashed`;
const FOLDERS = `SELECT ${FOLDER_LIST_COLUMNS} FROM doc_folders f WHERE f.user_id = :userId AND f.trashed = :trashed`;

/**
 * docs-get (seed 000 §7): one query per list (docs, folders, the account's counter), only the
 * list columns (the content lives in doc_contents), each served by an index of the docs migration,
 * and repeats answered from a cache checked against the account's list version.
 */
export class DocsListingService {
  private readonly sql: DocsSql;
  private readonly cache = new DocsListCache<DocsList>();

  constructor(dataSource: DataSource) {
    this.sql = new DocsSql(dataSource);
  }

  /**
   * The answer as JSON text, from the cache when the account's lists have not changed since it was
   * built (docs-list-cache.ts); `fresh` (the `nocache` flag) builds it again regardless.
   */
  async listJson(userId: string, list: DocsList, fresh = false): Promise<string> {
    // The version is read before the items, so a cached answer is never older than its version.
    const stats = await this.stats(userId);
    if (!fresh) {
      const cached = this.cache.get(userId, list, stats.version);
      if (cached !== undefined) return cached;
    }
    const items = await this.items(userId, list);
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

  private items(userId: string, list: DocsList): Promise<Items> {
    const active = { userId, trashed: false };
    switch (list.kind) {
      case 'trash': {
        // What the teacher removed: items trashed on their own (not those inside a trashed folder).
        const trashed = { userId, trashed: true };
        if (list.search === undefined)
          return this.both(
            [`${DOCS} AND d.trashed_with IS NULL ${NEWEST_DOCS_FIRST}`, trashed],
            [`${FOLDERS} AND f.trashed_with IS NULL ${NEWEST_FOLDERS_FIRST}`, trashed],
          );
        const matching = { ...trashed, ...searching(list.search) };
        return this.both(
          [
            `${DOCS} AND d.trashed_with IS NULL AND ${this.sql.docNameMatches} ${NEWEST_DOCS_FIRST}`,
            matching,
          ],
          [
            `${FOLDERS} AND f.trashed_with IS NULL AND ${FOLDER_NAME_LIKE} ${NEWEST_FOLDERS_FIRST}`,
            matching,
          ],
        );
      }
      case 'search': {
        const matching = {
          ...active,
          ...searching(list.search),
          limit: DOCS_LIMITS.searchLimit,
        };
        return this.both(
          [`${DOCS} AND ${this.sql.docNameMatches} ${NEWEST_DOCS_FIRST} LIMIT :limit`, matching],
          [`${FOLDERS} AND ${FOLDER_NAME_LIKE} ${NEWEST_FOLDERS_FIRST} LIMIT :limit`, matching],
        );
      }
      case 'recent':
        return this.both([
          `${DOCS} ${NEWEST_DOCS_FIRST} LIMIT :limit`,
          { ...active, limit: DOCS_LIMITS.recentLimit },
        ]);
      case 'favorite': {
        const favorite = { ...active, favorite: true };
        return this.both(
          [`${DOCS} AND d.favorite = :favorite ${NEWEST_DOCS_FIRST}`, favorite],
          [`${FOLDERS} AND f.favorite = :favorite ${NEWEST_FOLDERS_FIRST}`, favorite],
        );
      }
      case 'type':
        return this.both([
          `${DOCS} AND d."type" = :type ${NEWEST_DOCS_FIRST}`,
          { ...active, type: list.type },
        ]);
      case 'folder':
        return this.folder(userId, list.folderId);
    }
  }

  private async folder(userId: string, folderId: number | null): Promise<Items> {
    const active = { userId, trashed: false, folderId };
    const [path, items] = await Promise.all([
      folderId === null ? [] : this.path(userId, folderId),
      folderId === null
        ? this.both(
            [`${DOCS} AND d.folder_id IS NULL ${NEWEST_DOCS_FIRST}`, active],
            [`${FOLDERS} AND f.parent_id IS NULL ${NEWEST_FOLDERS_FIRST}`, active],
          )
        : this.both(
            [`${DOCS} AND d.folder_id = :folderId ${NEWEST_DOCS_FIRST}`, active],
            [`${FOLDERS} AND f.parent_id = :folderId ${NEWEST_FOLDERS_FIRST}`, active],
          ),
    ]);
    return { ...items, path };
  }

  /** Breadcrumbs from the top-level folder down to `folderId`; 404 / in_trash for a bad folder. */
  private async path(userId: string, folderId: number): Promise<DocsPathEntry[]> {
    const path: DocsPathEntry[] = [];
    let id: number | null = folderId;
    // A folder tree is a few levels deep; the bound only guards against a damaged cycle.
    for (let depth = 0; id !== null && depth < 100; depth += 1) {
      const [row]: Array<{ id: unknown; name: string; parent_id: unknown; trashed: unknown }> =
        await this.sql.rows(
          'SELECT f.id, f."name", f.parent_id, f.trashed FROM doc_folders f WHERE f.id = :id AND f.user_id = :userId',
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

  /** The account's counter (docs-counter.ts) and list version: no row yet means nothing yet. */
  private async stats(userId: string): Promise<{ activeDocs: number; version: string }> {
    const [row] = await this.sql.rows<{ active_docs: unknown; list_version: unknown }>(
      'SELECT s.active_docs, s.list_version FROM doc_stats s WHERE s.user_id = :userId',
      { userId },
    );
    return row
      ? { activeDocs: rawNumber(row.active_docs), version: String(row.list_version) }
      : { activeDocs: 0, version: 'none' };
  }

  private async both(
    docs: [string, Record<string, unknown>],
    folders?: [string, Record<string, unknown>],
  ): Promise<Items> {
    const [docRows, folderRows] = await Promise.all([
      this.sql.rows<RawDocRow>(...docs),
      folders ? this.sql.rows<RawFolderRow>(...folders) : Promise.resolve([]),
    ]);
    return { docs: docRows.map(docSummary), folders: folderRows.map(folderSummary), path: [] };
  }
}
