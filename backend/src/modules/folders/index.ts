// The folders module's public face: what every file area (My documents, Ready files; later
// Storage, Drive, My templates) shares (ARCHITECTURE §6): folders and the trash on the area's own
// pair of tables (folder store, folder tree, folder columns, the trash columns of folders and
// items), the selection references of the form fields, the name checks, the form-answer errors,
// the list call /api/{view}-get/{userKey}/ and the form actions /api/{view}-{type}-{action}/. An
// area adds its columns, endpoints, views and rules (ListQueryRules, AreaItemRules).
export { FolderColumns } from './folder-columns';
export { TrashColumns } from './trash-columns';
export {
  FolderStore,
  folderAnswer,
  insertedId,
  type DeletePlan,
  type FolderStoreTables,
  type StoredFolder,
  type StoredItem,
} from './folder-store';
export { FolderFormActions, type AreaItemRules } from './folder-form-actions.service';
export {
  createFormActionRoutes,
  type FormActionOptions,
  type FormActions,
} from './form-action.routes';
export { docsError, badRequest, notFound } from './form-errors';
export { checkedName, fitName } from './item-names';
export { containing, nameContains } from './name-search';
export { ListCache } from './list-cache';
export { ListSql, nameLike, nameSearching, newestFirst, searchPhrase } from './list-sql';
export { flagField, listCall, type BrowseList, type ListQueryRules } from './list.routes';
export {
  docApiId,
  docRowId,
  folderApiId,
  folderApiIdOrNull,
  folderRowId,
  parseLooseSelection,
  parseSelection,
  targetFolder,
  type ItemRef,
  type Selection,
} from './selection';
