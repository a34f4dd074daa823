import type { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import { FolderFormActions, type AreaItemRules, type DeletePlan } from '../folders';
import { ReadyFile } from './ready-file.entity';
import { readyFolderStore } from './ready-folder-store';
import { readyFilename } from './ready-names';
import { readyFileKeys } from './ready.service';

type FileNames = Pick<ReadyFile, 'id' | 'filename'>;

const keysOf = (file: FileNames) => Object.values(readyFileKeys(file));

/**
 * The form actions on ready files and their folders (seed 000 §7 /api/ready-{type}-{action}/):
 * the folders module's form actions on ready_files + ready_folders, plus what only the files
 * need: a renamed file's JPEG, thumbnail and PDF take the new name, and files deleted forever
 * leave the file store once the deletion is committed.
 */
export function readyFormActions(
  dataSource: DataSource,
  clock: Clock,
  fileStore: FileStore,
  logger: Logger,
): FolderFormActions {
  return new FolderFormActions(
    dataSource,
    clock,
    readyFolderStore,
    new ReadyFilesInStore(fileStore, logger),
  );
}

/** Ready files' own rules in the form actions: their keys in the store follow the rows. */
class ReadyFilesInStore implements AreaItemRules {
  constructor(
    private readonly files: FileStore,
    private readonly logger: Logger,
  ) {}

  async renameItem(manager: EntityManager, userId: string, id: number, name: string) {
    const file = await manager.findOneOrFail(ReadyFile, {
      select: { id: true, filename: true },
      where: { id, userId },
    });
    const renamed = { id: file.id, filename: readyFilename(name) };
    if (renamed.filename === file.filename) {
      await manager.update(ReadyFile, { id: file.id, userId }, { name });
      return;
    }
    // The files are copied under their new names first: every moment, the name the database
    // holds leads to the file (an open preview keeps working until the list is read again).
    const copied = await this.copy(file, renamed);
    try {
      await manager.update(ReadyFile, { id: file.id, userId }, { name, ...renamed });
    } catch (error) {
      await this.remove(copied);
      throw error;
    }
    await this.remove(copied.length > 0 ? keysOf(file) : []);
  }

  /** Reads the files whose pictures are to go from disk once the rows are gone. */
  async beforeDeleteForever(manager: EntityManager, userId: string, plan: DeletePlan) {
    const files: FileNames[] = [];
    for (const where of readyFolderStore.itemsOf(userId, plan))
      files.push(
        ...(await manager.find(ReadyFile, {
          select: { id: true, filename: true },
          where: where as FindOptionsWhere<ReadyFile>,
        })),
      );
    return () => this.remove(files.flatMap(keysOf));
  }

  /** Copies each file of `from` to the keys of `to`; answers the keys made. */
  private async copy(from: FileNames, to: FileNames): Promise<string[]> {
    const made: string[] = [];
    const targets = keysOf(to);
    for (const [index, key] of keysOf(from).entries()) {
      // A file not made (a thumbnail lost earlier) is not copied; the rest still are.
      if (!(await this.files.stat(key))) continue;
      try {
        await this.files.copy(key, targets[index]!);
        made.push(targets[index]!);
      } catch (error) {
        await this.remove(made);
        throw error;
      }
    }
    return made;
  }

  /** Removes files from the store; one that is already gone is fine. */
  private async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys)
      try {
        await this.files.delete(key);
      } catch (error) {
        // The rows are gone already: a file left behind is logged, never an error for the teacher.
        this.logger.warn({ err: error, key }, 'a ready file stayed in the file store');
      }
  }
}
