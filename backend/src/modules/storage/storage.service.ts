import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import { StorageDocument, storageName } from './storage-document.entity';
import { removeCopies, storageFileKey, storageNames } from './storage-files';

/** A made file to keep in the storage: its row's facts and its files' keys in the file store. */
export interface FileForStorage {
  readyFileId: number;
  name: string;
  filename: string;
  format: string;
  jpegKey: string;
  thumbKey: string;
  pdfKey: string;
}

/** The storage's documents (seed 000 §7 storage-add-files). No Koa here. */
export class StorageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly fileStore: FileStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Puts the files into the storage's root and answers their storage ids, in the same order. A
   * file already added from the same ready file keeps its document (adding twice makes no
   * second copy). Copies first, rows after in one transaction; a failure removes the copies.
   */
  async addFiles(userId: string, files: FileForStorage[]): Promise<string[]> {
    const repository = this.dataSource.getRepository(StorageDocument);
    const existing = new Map<number, number>();
    for (const file of files) {
      const found = await repository.findOne({
        where: { userId, readyFileId: file.readyFileId },
        order: { id: 'ASC' },
      });
      if (found) existing.set(file.readyFileId, found.id);
    }
    const fresh = files.filter((file) => !existing.has(file.readyFileId));
    const copied: string[] = [];
    try {
      const rows: Omit<StorageDocument, 'id'>[] = [];
      const now = this.clock().getTime();
      for (const file of fresh) {
        const names = storageNames(file.filename);
        for (const [source, name] of [
          [file.jpegKey, names.fileName],
          [file.thumbKey, names.thumbName],
          [file.pdfKey, names.pdfName],
        ] as const) {
          // A copy of its own: it outlives the made file being deleted forever.
          await this.fileStore.copy(source, storageFileKey(name));
          copied.push(name);
        }
        rows.push({
          userId,
          folderId: null,
          ...storageName(file.name),
          format: file.format,
          source: 'made',
          ...names,
          readyFileId: file.readyFileId,
          shareType: 'users',
          time: now,
          trashed: false,
          trashedAt: null,
          trashedWith: null,
        });
      }
      await this.dataSource.transaction(async (manager) => {
        for (const [index, row] of rows.entries()) {
          const saved = await manager.getRepository(StorageDocument).save(row);
          existing.set(fresh[index]!.readyFileId, saved.id);
        }
      });
    } catch (error) {
      await removeCopies(this.fileStore, copied);
      throw error;
    }
    return files.map((file) => String(existing.get(file.readyFileId)));
  }
}

/** Storage documents made while anonymous go along when the visitor logs in. */
export async function moveStorageDocuments(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  await manager.getRepository(StorageDocument).update({ userId: fromUserId }, { userId: toUserId });
}
