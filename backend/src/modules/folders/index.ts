// The folders module's public face: what every file area (My documents, Ready files; later
// Storage, Drive, My templates) shares (ARCHITECTURE §6): folders and the trash on the area's own
// pair of tables (folder store, folder tree, folder columns), the selection references of the form
// fields, the name checks, the form-answer errors and the form actions
// /api/{view}-{type}-{action}/. An area adds its columns, endpoints and rules (AreaItemRules).
export { FolderColumns } from './folder-columns';
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
export { createFormActionRoutes, type FormActions } from './form-action.routes';
export { docsError, badRequest, notFound } from './form-errors';
export { checkedName, fitName } from './item-names';
export {
  docApiId,
  docRowId,
  folderApiId,
  folderApiIdOrNull,
  parseLooseSelection,
  parseSelection,
  targetFolder,
  type ItemRef,
  type Selection,
} from './selection';
