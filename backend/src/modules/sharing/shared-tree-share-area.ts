import type { ShareType } from '@gramota/contracts';
import { In, type DataSource, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import { docRowId, folderRowId } from '../folders';
import type { OwnedShareItem, ShareArea, ShareItemRef } from './share-area';
import {
  FOLDER_ITEM_TYPE,
  type SharedTreeFolder,
  type SharedTreeItem,
  type SharedTreeTables,
} from './shared-tree-tables';

type Row = SharedTreeItem | SharedTreeFolder;

/**
 * An area kept in a folder tree as a sharing area (its {area}-share-* calls): its items
 * ('wsdoc:12', 'stdoc:12') and folders ('folder:f3') of the account, not in the trash, and their
 * share_type column. Only the owner (or a member switched in with the area's permission) shares:
 * another account's ids, shared with the caller or not, are the 404 of missing ones.
 */
export function createShareArea<Item extends SharedTreeItem, Folder extends SharedTreeFolder>(
  dataSource: DataSource,
  tables: SharedTreeTables<Item, Folder>,
): ShareArea {
  // The item kind first: a bare id ('12') is an item, 'f3' a folder (the folders module's ids).
  const kinds = [tables.itemType, FOLDER_ITEM_TYPE];
  const idsOf = (refs: ShareItemRef[], kind: string) =>
    refs.filter((ref) => ref.type === kind).map((ref) => ref.id);
  const repository = (kind: string) =>
    dataSource.getRepository<Row>(
      (kind === FOLDER_ITEM_TYPE ? tables.folder : tables.item) as EntityTarget<Row>,
    );
  const owned = (ids: number[], ownerId: string) =>
    ({ id: In(ids), userId: ownerId }) as FindOptionsWhere<Row>;

  return {
    name: tables.area,
    permission: tables.permission,
    itemTypes: { [tables.itemType]: docRowId, [FOLDER_ITEM_TYPE]: folderRowId },
    async ownedItems(ownerId, refs) {
      const found: OwnedShareItem[] = [];
      for (const kind of kinds) {
        const ids = idsOf(refs, kind);
        if (ids.length === 0) continue;
        const rows = await repository(kind).find({
          select: { id: true, shareType: true },
          where: { ...owned(ids, ownerId), trashed: false },
        });
        for (const row of rows) found.push({ type: kind, id: row.id, shareType: row.shareType });
      }
      return found;
    },
    async setShareType(ownerId, refs, type: ShareType) {
      for (const kind of kinds) {
        const ids = idsOf(refs, kind);
        if (ids.length > 0) await repository(kind).update(owned(ids, ownerId), { shareType: type });
      }
    },
    linkPath: (code) => tables.linkPath(code),
  };
}
