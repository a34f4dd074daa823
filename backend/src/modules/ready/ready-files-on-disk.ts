import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocsFormAnswer } from '@gramota/contracts';
import type { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import {
  checkedName,
  type DeletePlan,
  type FormActions,
  type ItemRef,
  type Selection,
} from '../docs';
import { ReadyFile } from './ready-file.entity';
import { readyFolderStore } from './ready-folder-store';
import { readyFilename } from './ready-names';
import { readyFileNames } from './ready.service';

type FileNames = Pick<ReadyFile, 'id' | 'filename'>;

const namesOnDisk = (file: FileNames) => Object.values(readyFileNames(file.filename, file.id));

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The form actions on ready files and their folders (seed 000 §7 /api/ready-{type}-{action}/):
 * the docs module's folder store on ready_files + ready_folders, plus what only files on disk
 * need: a renamed file's JPEG, thumbnail and PDF take the new name, and files deleted forever
 * leave DATA_DIR/public/doc/ once the deletion is committed.
 */
export class ReadyFormService implements FormActions {
  private readonly docDir: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    dataDir: string,
    private readonly logger: Logger,
  ) {
    this.docDir = path.join(dataDir, 'public', 'doc');
  }

  createFolder(userId: string, nameInput: string | undefined, parentId: number | null) {
    const name = checkedName(nameInput, 'folder');
    return this.dataSource.transaction((manager) =>
      readyFolderStore.createFolder(manager, userId, name, parentId, this.clock().getTime()),
    );
  }

  async rename(userId: string, item: ItemRef, nameInput: string | undefined): Promise<void> {
    const name = checkedName(nameInput, item.type);
    const { manager } = this.dataSource;
    if (item.type === 'folder')
      return readyFolderStore.renameFolder(manager, userId, item.id, name, this.clock().getTime());
    await readyFolderStore.activeRow(manager, ReadyFile, userId, item.id);
    const file = await manager.findOneOrFail(ReadyFile, {
      select: { id: true, filename: true },
      where: { id: item.id, userId },
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

  async remove(userId: string, selection: Selection): Promise<void> {
    await this.dataSource.transaction((manager) =>
      readyFolderStore.remove(manager, userId, selection, this.clock().getTime()),
    );
  }

  async move(userId: string, selection: Selection, targetId: number | null): Promise<void> {
    await this.dataSource.transaction((manager) =>
      readyFolderStore.move(manager, userId, selection, targetId),
    );
  }

  restore(userId: string, selection: Selection): Promise<DocsFormAnswer> {
    return this.dataSource.transaction((manager) =>
      readyFolderStore.restore(manager, userId, selection),
    );
  }

  async removeForever(userId: string, selection: Selection): Promise<void> {
    const gone = await this.dataSource.transaction(async (manager) =>
      this.deleteRows(
        manager,
        userId,
        await readyFolderStore.planRemoveForever(manager, userId, selection),
      ),
    );
    await this.unlink(gone.flatMap(namesOnDisk));
  }

  async clear(userId: string): Promise<void> {
    const gone = await this.dataSource.transaction((manager) =>
      this.deleteRows(manager, userId, { wholeTrash: true }),
    );
    await this.unlink(gone.flatMap(namesOnDisk));
  }

  /** Deletes what the plan says and answers the files whose pictures are to go from disk. */
  private async deleteRows(
    manager: EntityManager,
    userId: string,
    plan: DeletePlan,
  ): Promise<FileNames[]> {
    const files: FileNames[] = [];
    for (const where of readyFolderStore.itemsOf(userId, plan))
      files.push(
        ...(await manager.find(ReadyFile, {
          select: { id: true, filename: true },
          where: where as FindOptionsWhere<ReadyFile>,
        })),
      );
    await readyFolderStore.deletePlanned(manager, userId, plan);
    return files;
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
