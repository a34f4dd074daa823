import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { StorageDocument, storageName } from './storage-document.entity';
import { keepCopy, removeCopies, storageDir, storageNames } from './storage-files';

/** A made file to keep in the storage: its row's facts and where its files are on disk. */
export interface FileForStorage {
  readyFileId: number;
  name: string;
  filename: string;
  format: string;
  jpegPath: string;
  thumbPath: string;
  pdfPath: string;
}

/** The storage's documents (seed 000 §7 storage-add-files). No Koa here. */
export class StorageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dataDir: string,
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
      await fs.mkdir(storageDir(this.dataDir), { recursive: true });
      const rows: Omit<StorageDocument, 'id'>[] = [];
      const now = this.clock().getTime();
      for (const file of fresh) {
        const names = storageNames(file.filename);
        const folder = storageDir(this.dataDir);
        for (const [source, name] of [
          [file.jpegPath, names.fileName],
          [file.thumbPath, names.thumbName],
          [file.pdfPath, names.pdfName],
        ] as const) {
          await keepCopy(source, path.join(folder, name));
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
      await removeCopies(this.dataDir, copied);
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
