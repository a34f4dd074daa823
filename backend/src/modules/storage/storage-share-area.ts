import { storageLinkPagePath, type ShareType } from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import { docRowId } from '../folders';
import type { OwnedShareItem, ShareArea, ShareItemRef } from '../sharing';
import { StorageDocument } from './storage-document.entity';
import { StorageFolder } from './storage-folder.entity';
import { STORAGE_ITEM_TYPE, STORAGE_SHARE_AREA } from './storage-shared-access';

const TABLES = { [STORAGE_ITEM_TYPE]: StorageDocument, folder: StorageFolder } as const;
type Kind = keyof typeof TABLES;
const KINDS = Object.keys(TABLES) as Kind[];
/** 'f3' → 3 (a folder's api id is 'f' + a document-like row id). */
const folderRowId = (id: string) => (id.startsWith('f') ? docRowId(id.slice(1)) : null);

/**
 * The storage as a sharing area (storage-share-* calls): documents ('stdoc:12') and folders
 * ('folder:f3') of the account, not in the trash, and their share_type column. Only the owner
 * (or a member switched in with storage_edit) shares: another account's ids, shared with the
 * caller or not, are the 404 of missing ones.
 */
export function storageShareArea(dataSource: DataSource): ShareArea {
  const idsOf = (refs: ShareItemRef[], kind: Kind) =>
    refs.filter((ref) => ref.type === kind).map((ref) => ref.id);
  const repository = (kind: Kind) =>
    dataSource.getRepository<StorageDocument | StorageFolder>(TABLES[kind]);

  return {
    name: STORAGE_SHARE_AREA,
    permission: 'storage_edit',
    itemTypes: { [STORAGE_ITEM_TYPE]: docRowId, folder: folderRowId },
    async ownedItems(ownerId, refs) {
      const found: OwnedShareItem[] = [];
      for (const kind of KINDS) {
        const ids = idsOf(refs, kind);
        if (ids.length === 0) continue;
        const rows = await repository(kind).find({
          select: { id: true, shareType: true },
          where: { id: In(ids), userId: ownerId, trashed: false },
        });
        for (const row of rows) found.push({ type: kind, id: row.id, shareType: row.shareType });
      }
      return found;
    },
    async setShareType(ownerId, refs, type: ShareType) {
      for (const kind of KINDS) {
        const ids = idsOf(refs, kind);
        if (ids.length > 0)
          await repository(kind).update({ id: In(ids), userId: ownerId }, { shareType: type });
      }
    },
    linkPath: storageLinkPagePath,
  };
}
