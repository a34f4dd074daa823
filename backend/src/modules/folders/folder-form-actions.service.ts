import type { DocsFormAnswer } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { docsFolderStore } from './docs-folder-store';
import type { Selection } from './docs-ids';

/**
 * The trash of My documents (seed 000 §4 lifecycle, seed 001 §4 Trash): the shared folder-store
 * rules (folder-store.ts), each action one transaction, so one bad item refuses the selection
 * and nothing changes.
 */
export class DocsTrashService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async remove(userId: string, selection: Selection): Promise<void> {
    await this.dataSource.transaction((manager) =>
      docsFolderStore.remove(manager, userId, selection, this.clock().getTime()),
    );
  }

  /** Brings trash entries back where they were (or to the root, said in the answer). */
  restore(userId: string, selection: Selection): Promise<DocsFormAnswer> {
    return this.dataSource.transaction((manager) =>
      docsFolderStore.restore(manager, userId, selection),
    );
  }

  /** Deletes trash entries forever (a folder with everything that went to the trash with it). */
  async removeForever(userId: string, selection: Selection): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const plan = await docsFolderStore.planRemoveForever(manager, userId, selection);
      await docsFolderStore.deletePlanned(manager, userId, plan);
    });
  }

  async clear(userId: string): Promise<void> {
    await this.dataSource.transaction((manager) =>
      docsFolderStore.deletePlanned(manager, userId, { wholeTrash: true }),
    );
  }
}
