import type { Permission, ShareType } from '@gramota/contracts';
import type { EntityTarget } from 'typeorm';

/** The columns sharing reads on an area's items (workshop templates, storage documents). */
export interface SharedTreeItem {
  id: number;
  userId: string;
  name: string;
  folderId: number | null;
  shareType: ShareType;
  trashed: boolean;
}

/** The columns sharing reads on an area's folders. */
export interface SharedTreeFolder {
  id: number;
  userId: string;
  parentId: number | null;
  name: string;
  shareType: ShareType;
  trashed: boolean;
}

export type SharedFolderRow = Pick<
  SharedTreeFolder,
  'id' | 'userId' | 'parentId' | 'name' | 'shareType' | 'trashed'
>;

/** The share rows' item type of every area's folders ('folder:f3'). */
export const FOLDER_ITEM_TYPE = 'folder';

/**
 * One area's items in folders as sharing sees them: all an area writes to share its items. The
 * share calls (createShareArea), the permission rule (SharedTreeAccess) and the shared lists
 * (SharedTreeListing) are sharing's, read from these tables.
 */
export interface SharedTreeTables<Item extends SharedTreeItem, Folder extends SharedTreeFolder> {
  /** The sharing area ('workshop', 'storage'): the share calls' prefix and the share rows' area. */
  area: string;
  /** The share rows' item type of its items ('wsdoc', 'stdoc'); folders are 'folder'. */
  itemType: string;
  item: EntityTarget<Item>;
  folder: EntityTarget<Folder>;
  /** The area's links work for visitors without an account too (sharing.mayUse's option). */
  linkForVisitors?: boolean;
  /** What a member switched into the owner's account needs to share (workshop_full). */
  permission: Permission;
  /** The page a link opens, e.g. `/app/workshop/shared/{code}/`. */
  linkPath(code: string): string;
}
