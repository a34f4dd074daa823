import type { StorageGetAnswer, StorageOwner } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import {
  ListCache,
  ListSql,
  nameLike,
  nameSearching,
  newestFirst,
  type BrowseList,
} from '../folders';
import {
  DOCUMENT_LIST_COLUMNS,
  documentFields,
  FOLDER_LIST_COLUMNS,
  folderFields,
  storageDocumentAnswer,
  storageFolderAnswer,
  type RawDocumentRow,
  type RawFolderRow,
  type StorageDocumentFields,
  type StorageFolderFields,
} from './storage-answers';
import type { StorageSharedListing } from './storage-shared-listing';

/** The lists of storage-get beyond every file area's: what others shared with this account. */
export type StorageList = BrowseList | { kind: 'shared'; search?: string };

const DOCUMENTS = `SELECT ${DOCUMENT_LIST_COLUMNS} FROM storage_documents d WHERE d.user_id = :userId AND d.trashed = :trashed`;
const FOLDERS = `SELECT ${FOLDER_LIST_COLUMNS} FROM storage_folders f WHERE f.user_id = :userId AND f.trashed = :trashed`;
const NEWEST_DOCUMENTS_FIRST = newestFirst('d');
const NEWEST_FOLDERS_FIRST = newestFirst('f');

const emptyAnswer = (): StorageGetAnswer => ({
  result: 'success',
  folders: {},
  documents: {},
  path: [],
});

/** One list's SQL: the documents' and the folders' conditions after DOCUMENTS / FOLDERS. */
interface ListQuery {
  documents: string;
  folders: string;
  parameters: Record<string, unknown>;
}

/**
 * storage-get (seed 001 §7): the account's own lists, and what others shared with it (the
 * 'shared' view and their folders, StorageSharedListing). The account's own lists are read with
 * hand-written SQL (the folders module's ListSql), only the columns the answer shows, each served
 * by an index: an account may keep ten thousand files; repeats come from an answer cache kept
 * honest by the account's list version. A search over the account is the database's: the name
 * search index of migration 1767500000000 (an FTS5 trigram table on SQLite, pg_trgm on
 * PostgreSQL) and name_lower LIKE. The trash and the shared view are short lists, matched here.
 */
export class StorageListingService {
  private readonly sql: ListSql;
  /** A document name containing :search and :phrase (nameSearching()). */
  private readonly documentNameMatches: string;
  private readonly cache = new ListCache<BrowseList>();

  constructor(
    dataSource: DataSource,
    private readonly shared: StorageSharedListing,
  ) {
    this.sql = new ListSql(dataSource);
    this.documentNameMatches = this.sql.indexedNameMatches('d', 'storage_documents_name_search');
  }

  /**
   * The answer to `list`. The owner's own folders and searches are answered as JSON text, from
   * the cache while the account's list version (storage_list_versions, bumped by database
   * triggers on every write to storage_documents and storage_folders) has not changed since it
   * was built; `fresh` (the `nocache` flag) builds it again regardless. The trash (it names
   * colleagues) and what others shared are built every time.
   */
  async list(userId: string, list: StorageList, fresh = false): Promise<StorageGetAnswer | string> {
    if (list.kind === 'shared') {
      const search = list.search?.toLowerCase();
      const matches = (name: string) => !search || name.toLowerCase().includes(search);
      return { ...emptyAnswer(), ...(await this.shared.sharedView(userId, matches)) };
    }
    if (list.kind === 'folder' && list.folderId !== null) {
      // Another account's folder shared with this one (or inside one that is).
      const shared = await this.shared.sharedFolder(userId, list.folderId);
      if (shared) return shared;
    }
    if (list.kind === 'trash') return this.build(userId, list);
    // The version is read before the items, so a cached answer is never older than its version.
    const version = await this.listVersion(userId);
    if (!fresh) {
      const cached = this.cache.get(userId, list, version);
      if (cached !== undefined) return cached;
    }
    const json = JSON.stringify(await this.build(userId, list));
    this.cache.set(userId, list, version, json);
    return json;
  }

  /** One of the account's own lists. */
  private async build(userId: string, list: BrowseList): Promise<StorageGetAnswer> {
    const answer = emptyAnswer();
    const search = list.kind === 'folder' ? undefined : list.search?.toLowerCase();
    const matches = (name: string) => !search || name.toLowerCase().includes(search);
    if (list.kind === 'folder' && list.folderId !== null)
      // The breadcrumbs first: they also refuse a missing (404) or trashed (in_trash) folder.
      answer.path = await this.sql.folderPath('storage_folders', userId, list.folderId);
    const { items, folders } = await this.rows(userId, list);
    // The trash names the colleague who moved an item there (a shared item's edit right).
    const people =
      list.kind === 'trash'
        ? await this.shared.people(
            [...folders, ...items].flatMap((row) => (row.trashedBy ? [row.trashedBy] : [])),
          )
        : new Map<string, StorageOwner>();
    const trashedBy = (row: { trashedBy?: string | null }) => {
      const person = row.trashedBy ? people.get(row.trashedBy) : undefined;
      return person ? { trashed_by: person } : {};
    };
    for (const folder of folders)
      if (matches(folder.name))
        answer.folders[`f${folder.id}`] = { ...storageFolderAnswer(folder), ...trashedBy(folder) };
    for (const row of items)
      if (matches(row.name))
        answer.documents[String(row.id)] = { ...storageDocumentAnswer(row), ...trashedBy(row) };
    return answer;
  }

  /** The account's list version (migration 1767500000000): no row yet is a version too. */
  private async listVersion(userId: string): Promise<string> {
    const [row] = await this.sql.rows<{ list_version: unknown }>(
      'SELECT v.list_version FROM storage_list_versions v WHERE v.user_id = :userId',
      { userId },
    );
    return row ? String(row.list_version) : 'none';
  }

  /**
   * The rows of a list, newest first: the trash (entries trashed on their own, not those that
   * went with a folder), a search (the account's active folders and files whose names contain
   * the text), or a folder's active children (null: the top level).
   */
  private async rows(
    userId: string,
    list: BrowseList,
  ): Promise<{ items: StorageDocumentFields[]; folders: StorageFolderFields[] }> {
    const query = this.query(userId, list);
    const [items, folders] = await Promise.all([
      this.sql.rows<RawDocumentRow>(
        `${DOCUMENTS}${query.documents} ${NEWEST_DOCUMENTS_FIRST}`,
        query.parameters,
      ),
      this.sql.rows<RawFolderRow>(
        `${FOLDERS}${query.folders} ${NEWEST_FOLDERS_FIRST}`,
        query.parameters,
      ),
    ]);
    return { items: items.map(documentFields), folders: folders.map(folderFields) };
  }

  private query(userId: string, list: BrowseList): ListQuery {
    switch (list.kind) {
      case 'trash':
        return {
          documents: ' AND d.trashed_with IS NULL',
          folders: ' AND f.trashed_with IS NULL',
          parameters: { userId, trashed: true },
        };
      case 'search':
        return {
          documents: ` AND ${this.documentNameMatches}`,
          folders: ` AND ${nameLike('f')}`,
          parameters: { userId, trashed: false, ...nameSearching(list.search) },
        };
      case 'folder':
        return list.folderId === null
          ? {
              documents: ' AND d.folder_id IS NULL',
              folders: ' AND f.parent_id IS NULL',
              parameters: { userId, trashed: false },
            }
          : {
              documents: ' AND d.folder_id = :folderId',
              folders: ' AND f.parent_id = :folderId',
              parameters: { userId, trashed: false, folderId: list.folderId },
            };
    }
  }
}
