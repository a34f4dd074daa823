import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { FolderFormActions, type AreaItemRules, type DeletePlan } from '../folders';
import { ReadyFile } from './ready-file.entity';
import { readyFolderStore } from './ready-folder-store';
import { readyFilename } from './ready-names';
import { readyFileNames } from './ready.service';

type FileNames = Pick<ReadyFile, 'id' | 'filename'>;

const namesOnDisk = (file: FileNames) => Object.values(readyFileNames(file.filename, file.id));

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The form actions on ready files and their folders (seed 000 §7 /api/ready-{type}-{action}/):
 * the folders module's form actions on ready_files + ready_folders, plus what only files on disk
 * need: a renamed file's JPEG, thumbnail and PDF take the new name, and files deleted forever
 * leave DATA_DIR/public/doc/ once the deletion is committed.
 */
export function readyFormActions(
  dataSource: DataSource,
  clock: Clock,
  dataDir: string,
  logger: Logger,
): FolderFormActions {
  return new FolderFormActions(
    dataSource,
    clock,
    readyFolderStore,
    new ReadyFilesOnDisk(dataDir, logger),
  );
}

/** Ready files' own rules in the form actions: their names on disk follow the rows. */
class ReadyFilesOnDisk implements AreaItemRules {
  private readonly docDir: string;

  constructor(
    dataDir: string,
    private readonly logger: Logger,
  ) {
    this.docDir = path.join(dataDir, 'public', 'doc');
  }

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
    // The files get their new names as extra links first: every moment, the name the database
    // holds leads to the file (an open preview keeps working until the list is read again).
    const linked = await this.link(file, renamed);
    try {
      await manager.update(ReadyFile, { id: file.id, userId }, { name, ...renamed });
    } catch (error) {
      await this.unlink(linked);
      throw error;
    }
    await this.unlink(linked.length > 0 ? namesOnDisk(file) : []);
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
    return () => this.unlink(files.flatMap(namesOnDisk));
  }

  /** Links each file of `from` under the names of `to`; answers the new names made. */
  private async link(from: FileNames, to: FileNames): Promise<string[]> {
    const made: string[] = [];
    const targets = namesOnDisk(to);
    for (const [index, name] of namesOnDisk(from).entries()) {
      const target = path.join(this.docDir, targets[index]!);
      try {
        // A name left by a rename cut short earlier is an old link of the same file: replaced.
        await fs.rm(target, { force: true });
        await fs.link(path.join(this.docDir, name), target);
        made.push(targets[index]!);
      } catch (error) {
        if (isMissing(error)) continue;
        await this.unlink(made);
        throw error;
      }
    }
    return made;
  }

  /** Removes names from DATA_DIR/public/doc/; one that is already gone is fine. */
  private async unlink(names: readonly string[]): Promise<void> {
    for (const name of names)
      try {
        await fs.unlink(path.join(this.docDir, name));
      } catch (error) {
        // The rows are gone already: a file left behind is logged, never an error for the teacher.
        if (!isMissing(error))
          this.logger.warn({ err: error, name }, 'a ready file stayed on disk');
      }
  }
}
