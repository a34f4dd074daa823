import type {
  StorageDocument as DocumentAnswer,
  StorageFolder as FolderAnswer,
  StorageGetAnswer,
  StorageLinkAnswer,
  StorageOwner,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { docApiId, folderApiId } from '../folders';
import { pathOf, SharedTreeListing, type SharedFolderRow, type SharedRow } from '../sharing';
import { storageDocumentAnswer, storageFolderAnswer } from './storage-answers';
import type { StorageDocument } from './storage-document.entity';
import { notFound, storageError } from './storage-errors';
import type { StorageFolder } from './storage-folder.entity';
import type { StorageSharedAccess } from './storage-shared-access';

/** What a list of another account's items answers (storage-get's fields). */
type SharedItems = Pick<StorageGetAnswer, 'folders' | 'documents'>;

/** An unknown code, a link turned off, or its item in the trash: one answer. */
const linkGone = () => storageError(404, 'code_not_found', 'data_id');

/**
 * What others shared with an account in the storage's answers (seed 001 §4 Sharing): the
 * sharing module's shared listing (SharedTreeListing) of documents and folders, keyed and
 * written as storage-get writes them. A link opens a document, or a folder and the folders
 * inside it (`aim`).
 */
export class StorageSharedListing {
  private readonly rows: SharedTreeListing<StorageDocument, StorageFolder>;

  constructor(
    dataSource: DataSource,
    private readonly access: StorageSharedAccess,
  ) {
    this.rows = new SharedTreeListing(dataSource, access);
  }

  /** People by account id as the owner sees those they shared with (name and e-mail). */
  people(ids: readonly string[]) {
    return this.rows.owners(ids);
  }

  /** folder=shared: the items shared with `userId` (added, or a link they opened), newest first. */
  async sharedView(userId: string, matches: (name: string) => boolean): Promise<SharedItems> {
    return answerOf(await this.rows.sharedView(userId, matches));
  }

  /**
   * folder={id} of another account shared with `userId` (or inside a folder that is): its items,
   * the path, whose it is and what they may do. Null for one's own folder and for a folder
   * nothing shares (the caller answers 404 as for a missing one).
   */
  async sharedFolder(userId: string, folderId: number): Promise<StorageGetAnswer | null> {
    const page = await this.rows.sharedFolder(userId, folderId);
    if (!page) return null;
    return {
      result: 'success',
      ...answerOf(page),
      path: page.path,
      shared_folder: { shared_by: page.owner, permission: page.permission },
    };
  }

  /**
   * storage-open-link: what the link `code` opens, read-only, for anyone with it (the visit
   * remembered, so the person's later requests for its files are let through). `aim`: a folder
   * inside a linked folder (null: the linked folder itself); anything else is a 404 on `aim`.
   */
  async linkPage(userId: string, code: string, aim: number | null): Promise<StorageLinkAnswer> {
    const opened = await this.rows.openLink(userId, code);
    if (!opened) throw linkGone();
    const { owner, permission } = opened;
    // The owner's own items carry no shared_by.
    const mark = permission === 'edit' ? undefined : owner;
    const head = <Kind extends StorageLinkAnswer['kind']>(kind: Kind) =>
      ({ result: 'success', kind, name: opened.row.name, shared_by: owner, permission }) as const;
    const shown = <Row>(row: Row) => ({ row, owner: mark, permission });
    if (opened.kind === 'item') {
      if (aim !== null) throw notFound('aim');
      return {
        ...head('document'),
        ...answerOf({ folders: [], items: [shown(opened.row)] }),
        path: [],
      };
    }
    const path = await this.pathWithin(opened.ownerId, opened.row, aim);
    const children = await this.rows.children(opened.ownerId, path.at(-1)!.id);
    const rows = { folders: children.folders.map(shown), items: children.items.map(shown) };
    return { ...head('folder'), ...answerOf(rows), path: pathOf(path) };
  }

  /** The folders from the linked one down to `aim`, which must be an active folder inside it. */
  private async pathWithin(
    ownerId: string,
    top: StorageFolder,
    aim: number | null,
  ): Promise<SharedFolderRow[]> {
    if (aim === null || aim === top.id) return [top];
    const down: SharedFolderRow[] = [];
    for (
      let row = await this.access.folderRow(ownerId, aim);
      row && down.length < 100;
      row = row.parentId === null ? null : await this.access.folderRow(ownerId, row.parentId)
    ) {
      if (row.trashed) break;
      if (row.id === top.id) return [top, ...down.reverse()];
      down.push(row);
    }
    throw notFound('aim');
  }
}

/** A row as the lists show it; `owner` absent on the owner's own rows. */
type Shown<Row> = Omit<SharedRow<Row>, 'owner'> & { owner: StorageOwner | undefined };

function answerOf(rows: {
  folders: Shown<StorageFolder>[];
  items: Shown<StorageDocument>[];
}): SharedItems {
  const answer: SharedItems = { folders: {}, documents: {} };
  for (const shown of rows.folders) answer.folders[folderApiId(shown.row.id)] = folderOf(shown);
  for (const shown of rows.items) answer.documents[docApiId(shown.row.id)] = documentOf(shown);
  return answer;
}

const sharedBy = (owner: StorageOwner | undefined) => (owner ? { shared_by: owner } : {});

function folderOf({ row, owner, permission }: Shown<StorageFolder>): FolderAnswer {
  return { ...storageFolderAnswer(row), ...sharedBy(owner), permission };
}

function documentOf({ row, owner, permission }: Shown<StorageDocument>): DocumentAnswer {
  return { ...storageDocumentAnswer(row), ...sharedBy(owner), permission };
}
