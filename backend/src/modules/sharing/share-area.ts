import type { Permission, ShareType } from '@gramota/contracts';

/** One item of an area: its kind ('wsdoc', 'folder') and its row id in the area's table. */
export interface ShareItemRef {
  type: string;
  id: number;
}

export interface OwnedShareItem extends ShareItemRef {
  shareType: ShareType;
}

/**
 * What an area gives sharing: sharing keeps who an item is shared with and its link, the area
 * keeps the item and its share type (a column on its own rows). An area kept in a folder tree (the
 * workshop, the storage) gets its one from createShareArea and its SharedTreeTables.
 */
export interface ShareArea {
  /** In the paths (/api/{name}-share-get-users/) and in the share rows: 'workshop'. */
  name: string;
  /** What a member switched into the owner's account needs (workshop_full). */
  permission: Permission;
  /**
   * The kinds of data_id references ('wsdoc:12', 'folder:f3'), each with the parser of its id:
   * the row id, or null when the text is not one. A bare id ('12', 'f3') is the first kind whose
   * parser takes it.
   */
  itemTypes: Record<string, (id: string) => number | null>;
  /** The owner's items among `refs`, with their share types; missing and foreign ones left out. */
  ownedItems(ownerId: string, refs: ShareItemRef[]): Promise<OwnedShareItem[]>;
  /** Sets the share type of the owner's items (all of them exist: ownedItems said so). */
  setShareType(ownerId: string, refs: ShareItemRef[], type: ShareType): Promise<void>;
  /** The page a link opens, e.g. `/app/workshop/shared/{code}/`. */
  linkPath(code: string): string;
}
