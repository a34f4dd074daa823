import type { DocsFormAnswer } from '@gramota/contracts';
import type { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import {
  FolderFormActions,
  type AreaItemRules,
  type DeletePlan,
  type FormActions,
  type ItemRef,
  type Selection,
} from '../folders';
import type { SharingService } from '../sharing';
import { StorageDocument, storageName } from './storage-document.entity';
import { badRequest } from './storage-errors';
import { storageFileKey } from './storage-files';
import { storageFolderStore } from './storage-folder-store';
import { STORAGE_ITEM_TYPE, STORAGE_SHARE_AREA } from './storage-shared-access';

/** A name is never a path: the teacher's files may one day be written out under their names. */
const PATH_SEPARATOR = /[/\\]/;

const refusePathNames = (name: string | undefined) => {
  if (name !== undefined && PATH_SEPARATOR.test(name)) throw badRequest('name_path', 'name');
};

/**
 * The form actions on storage documents and their folders (seed 001 §7
 * /api/storage-{type}-{action}/): the folders module's on storage_documents + storage_folders;
 * names with path separators are refused before anything else is read, and files deleted forever
 * leave DATA_DIR/public/storage/ once the deletion is committed, with the people and links they
 * were shared with. They act on the account they are given (sharedStorageFormActions decides it).
 */
export function storageFormActions(
  dataSource: DataSource,
  clock: Clock,
  fileStore: FileStore,
  logger: Logger,
  sharing: SharingService,
): FormActions {
  const actions = new FolderFormActions(
    dataSource,
    clock,
    storageFolderStore,
    new StorageFilesInStore(fileStore, logger, sharing),
  );
  return {
    createFolder(userId: string, name: string | undefined, parentId: number | null) {
      refusePathNames(name);
      return actions.createFolder(userId, name, parentId);
    },
    rename(userId: string, item: ItemRef, name: string | undefined) {
      refusePathNames(name);
      return actions.rename(userId, item, name);
    },
    remove: (userId: string, selection: Selection) => actions.remove(userId, selection),
    move: (userId: string, selection: Selection, targetId: number | null) =>
      actions.move(userId, selection, targetId),
    removeForever: (userId: string, selection: Selection) =>
      actions.removeForever(userId, selection),
    restore: (userId: string, selection: Selection): Promise<DocsFormAnswer> =>
      actions.restore(userId, selection),
    clear: (userId: string) => actions.clear(userId),
  };
}

type FileNames = Pick<StorageDocument, 'id' | 'fileName' | 'thumbName' | 'pdfName'>;

/**
 * Storage documents' own rules: random names in the file store (a rename leaves them), copies deleted last,
 * and the share rows of what is deleted forever forgotten (an id used again later shares nothing).
 */
class StorageFilesInStore implements AreaItemRules {
  constructor(
    private readonly fileStore: FileStore,
    private readonly logger: Logger,
    private readonly sharing: SharingService,
  ) {}

  async renameItem(manager: EntityManager, userId: string, id: number, name: string) {
    await manager.update(StorageDocument, { id, userId }, storageName(name));
  }

  /** Reads the copies (and the shared items) to forget once the rows are gone. */
  async beforeDeleteForever(manager: EntityManager, userId: string, plan: DeletePlan) {
    const rows: FileNames[] = [];
    for (const where of storageFolderStore.itemsOf(userId, plan))
      rows.push(
        ...(await manager.find(StorageDocument, {
          select: { id: true, fileName: true, thumbName: true, pdfName: true },
          where: where as FindOptionsWhere<StorageDocument>,
        })),
      );
    // An uploaded picture has no PDF: its pdfName '' is no file to delete.
    const names = rows
      .flatMap((row) => [row.fileName, row.thumbName, row.pdfName])
      .filter((name) => name !== '');
    const refs = [
      ...rows.map((row) => ({ type: STORAGE_ITEM_TYPE, id: row.id })),
      ...(await storageFolderStore.plannedFolderIds(manager, userId, plan)).map((id) => ({
        type: 'folder',
        id,
      })),
    ];
    return async () => {
      await this.remove(names);
      if (refs.length > 0) await this.sharing.forgetItems(STORAGE_SHARE_AREA, refs);
    };
  }

  private async remove(names: readonly string[]): Promise<void> {
    for (const name of names)
      try {
        await this.fileStore.delete(storageFileKey(name));
      } catch (error) {
        // The rows are gone already: a file left behind is logged, never an error for the teacher.
        this.logger.warn({ err: error, name }, 'a storage file stayed in the file store');
      }
  }
}
