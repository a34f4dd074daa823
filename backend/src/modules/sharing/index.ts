// The sharing module's public face (seed 001 §4 Sharing): who an area's items are shared with,
// their links, and who may use them. An area (the workshop, the storage) hands it a ShareArea
// adapter and mounts createShareRoutes; sharing never reads the area's tables. A visitor's link
// visits go along when they log in (keepLinkVisits).
//   sharing.sharedWith(userId, area)   the items shared with a person (the 'shared' view)
//   sharing.mayUse(userId, area, itemType, itemId, shareType, ownerId, code?)  'edit' | 'view' | null
//   sharing.openLink(area, code)       the item a link opens
//   sharing.openLinkFor(userId, area, code)  the same, remembering the visit while the link lives
//   sharing.forgetItems(area, refs)    when items are deleted forever
//   SharedTreeAccess                   an area's permission on an item inside its folder tree
import { registerAccountMerger } from '../auth';
import { keepLinkVisits } from './share-account-merger';

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
export {
  FOLDER_ITEM_TYPE,
  SharedTreeAccess,
  strongerPermission,
  type SharedFolderRow,
  type SharedTreeFolder,
  type SharedTreeItem,
  type SharedTreeTables,
} from './shared-tree-access';
export { createShareRoutes, sharePaths, type ShareRoutesDependencies } from './share.routes';

registerAccountMerger(keepLinkVisits);
