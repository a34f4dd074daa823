import type { FormActions, ItemRef } from '../folders';
import { ownerOnly, type StorageActingOwner } from './storage-acting-owner';

const selectionOf = (item: ItemRef) =>
  item.type === 'doc' ? { docs: [item.id], folders: [] } : { docs: [], folders: [item.id] };

/**
 * The storage's form actions for the people things are shared with (seed 001 §4 Sharing, §6):
 * on another account's items (or in its folder, for folder-new and move's target) the caller
 * acts as that owner, with EDIT on all of it; view-only: 403 view_only; nothing shared: 404.
 * A shared item stays in its owner's shared tree: moving it to the root or to one's own folders
 * is the owner's (403 owner_only). What a colleague moves to the trash is marked with their name
 * for the owner (trashed_by). Restore, delete forever and clearing the trash act only on the
 * caller's own trash: the owner's trashed items are no one else's.
 */
export function sharedStorageFormActions(
  own: FormActions,
  owners: StorageActingOwner,
): FormActions {
  return {
    async createFolder(userId, name, parentId) {
      const ownerId =
        parentId === null ? userId : await owners.ofFolder(userId, parentId, 'parent');
      return own.createFolder(ownerId, name, parentId);
    },
    async rename(userId, item, name) {
      return own.rename(await owners.ofSelection(userId, selectionOf(item)), item, name);
    },
    async remove(userId, selection) {
      const ownerId = await owners.ofSelection(userId, selection);
      await own.remove(ownerId, selection);
      // The owner sees in the trash which colleague moved their shared item there.
      await owners.markTrashedBy(userId, ownerId, selection);
    },
    async move(userId, selection, targetId) {
      const ownerId = await owners.ofSelection(userId, selection);
      if (ownerId !== userId) {
        if (targetId === null) throw ownerOnly('folder_id');
        if ((await owners.ofFolder(userId, targetId, 'folder_id')) !== ownerId)
          throw ownerOnly('folder_id');
      }
      return own.move(ownerId, selection, targetId);
    },
    removeForever: (userId, selection) => own.removeForever(userId, selection),
    restore: (userId, selection) => own.restore(userId, selection),
    clear: (userId) => own.clear(userId),
  };
}
