import type { DocsFormAnswer } from '@gramota/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import type { DeletePlan, FolderStore } from './folder-store';
import type { FormActions } from './form-action.routes';
import { checkedName } from './item-names';
import type { ItemRef, Selection } from './selection';

/** What differs between file areas in the form actions: their items (not their folders). */
export interface AreaItemRules {
  /** Renames an active item of the account; the name is already checked. */
  renameItem(manager: EntityManager, userId: string, id: number, name: string): Promise<void>;
  /**
   * Runs inside the deleting transaction before the rows go (they can still be read); what it
   * answers runs once the deletion is committed (files on disk leave only then).
   */
  beforeDeleteForever?(
    manager: EntityManager,
    userId: string,
    plan: DeletePlan,
  ): Promise<() => Promise<void>>;
}

/**
 * The form actions of a file area (seed 000 §7 /api/{view}-{type}-{action}/; seed 000 §4
 * lifecycle, seed 001 §4 Trash): the folder store's rules on the area's tables, each action one
 * transaction, so one bad item refuses the selection and nothing changes.
 */
export class FolderFormActions implements FormActions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly store: FolderStore,
    private readonly rules: AreaItemRules,
  ) {}

  createFolder(userId: string, nameInput: string | undefined, parentId: number | null) {
    const name = checkedName(nameInput, 'folder');
    return this.dataSource.transaction((manager) =>
      this.store.createFolder(manager, userId, name, parentId, this.clock().getTime()),
    );
  }

  async rename(userId: string, item: ItemRef, nameInput: string | undefined): Promise<void> {
    const name = checkedName(nameInput, item.type);
    const { manager } = this.dataSource;
    if (item.type === 'folder')
      return this.store.renameFolder(manager, userId, item.id, name, this.clock().getTime());
    await this.store.activeRow(manager, this.store.itemTable, userId, item.id);
    await this.rules.renameItem(manager, userId, item.id, name);
  }

  /** Moves active items into an active folder (or the root), all or nothing. */
  async move(userId: string, selection: Selection, targetId: number | null): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.store.move(manager, userId, selection, targetId),
    );
  }

  async remove(userId: string, selection: Selection): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.store.remove(manager, userId, selection, this.clock().getTime()),
    );
  }

  /** Brings trash entries back where they were (or to the root, said in the answer). */
  restore(userId: string, selection: Selection): Promise<DocsFormAnswer> {
    return this.dataSource.transaction((manager) => this.store.restore(manager, userId, selection));
  }

  /** Deletes trash entries forever (a folder with everything that went to the trash with it). */
  async removeForever(userId: string, selection: Selection): Promise<void> {
    await this.deleteForever(userId, (manager) =>
      this.store.planRemoveForever(manager, userId, selection),
    );
  }

  async clear(userId: string): Promise<void> {
    await this.deleteForever(userId, () => Promise.resolve({ wholeTrash: true }));
  }

  private async deleteForever(
    userId: string,
    plan: (manager: EntityManager) => Promise<DeletePlan>,
  ): Promise<void> {
    const afterCommit = await this.dataSource.transaction(async (manager) => {
      const planned = await plan(manager);
      const after = await this.rules.beforeDeleteForever?.(manager, userId, planned);
      await this.store.deletePlanned(manager, userId, planned);
      return after;
    });
    await afterCommit?.();
  }
}
