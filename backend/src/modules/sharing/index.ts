// The sharing module's public face (seed 001 §4 Sharing): who an area's items are shared with,
// their links, and who may use them. An area (the workshop, the storage) hands it a ShareArea
// adapter and mounts createShareRoutes; sharing reads an area's tables only through what the area
// names in its SharedTreeTables. A visitor's link visits go along when they log in (keepLinkVisits).
//   sharing.sharedWith(userId, area)   the items shared with a person (the 'shared' view)
//   sharing.mayUse(userId, area, itemType, itemId, shareType, ownerId, code?)  'edit' | 'view' | null
//   sharing.openLink(area, code)       the item a link opens
//   sharing.openLinkFor(userId, area, code)  the same, remembering the visit while the link lives
//   sharing.forgetItems(area, refs)    when items are deleted forever
// An area kept in a folder tree writes only its SharedTreeTables (its tables and rules):
//   createShareArea(dataSource, tables)  its ShareArea adapter for createShareRoutes
//   SharedTreeAccess                   its permission on an item inside its folder tree
//   SharedTreeListing                  what others shared with a person: the 'shared' view, a
//                                      shared folder opened, what a link opens

// Its account merger: backend/src/account-mergers.ts lists every module's.
export { keepLinkVisits } from './share-account-merger';
export { ShareEntry } from './share-entry.entity';
export { ShareLink } from './share-link.entity';
export type { OwnedShareItem, ShareArea, ShareItemRef } from './share-area';
export { shareError, shareNotFound, type ShareErrorCode } from './share-errors';
export { parseShareSelection } from './share-selection';
export { maskedEmail, publicOwner } from './public-owner';
export {
  SharingService,
  type LinkedItem,
  type SharedItem,
  type ShareOwner,
  type ShareRecipient,
} from './sharing.service';
// What an area in a folder tree writes to share (the types and the folders' item type).
export * from './shared-tree-tables';
export { SharedTreeAccess, strongerPermission } from './shared-tree-access';
export { createShareArea } from './shared-tree-share-area';
export {
  pathOf,
  SharedTreeListing,
  type OpenedLink,
  type SharedFolderPage,
  type SharedRow,
  type SharedRows,
} from './shared-tree-listing';
export { createShareRoutes, sharePaths, type ShareRoutesDependencies } from './share.routes';
