// The pieces every file area (My documents, Ready files, Storage, Drive, My templates) shares.
export { useFolderCommands } from './use-folder-commands';
export type {
  FolderCommands,
  FolderCommandsOptions,
  FileAreaView,
  FileAreaShell,
  FormActionCall,
} from './use-folder-commands';
export {
  doneTexts,
  folderCommandTexts,
  FOLDER_ACTIONS,
  ITEM_DONE_TEXTS,
  KIT_FOLDER_TEXTS,
  type DoneText,
  type FolderAction,
  type FolderCommandTexts,
  type FolderTextOverrides,
} from './folder-command-texts';
export {
  areaActionMaker,
  contextMenu,
  folderActions,
  trashActions,
  type ContextMenuRules,
  type FolderActionCommands,
  type FolderActionsOptions,
} from './folder-actions';
export {
  downloadFile,
  folderPathOf,
  parentIn,
  recordOf,
  shownFolder,
  useListedRecords,
  type FileAreaContext,
  type ListedFile,
  type ListedFolder,
  type ListedRecords,
} from './listed-records';
export { listStatus, useFileListState } from './use-file-list-state';
export type {
  FileListOptions,
  FileListState,
  ListQueryHook,
  ListQueryPart,
  ListStatus,
} from './use-file-list-state';
export { folderListing } from './folder-listing';
export { MoveToModal } from './move-to.lazy';
export type { MoveToModalProps } from './move-to.modal';
export type { FolderListing, FolderListAnswer } from './folder-listing';
export { areaErrorMessage } from './area-error-message';
export { BrowseSearch, SearchEmpty, useNothingFoundAlert } from './browse-search.component';
export type { BrowseSearchProps, SearchEmptyProps } from './browse-search.component';
export { browseHandlers, browseCrumbs, browseViewTitle } from './browse-wiring';
export type { BrowseCommands, ViewTitleTexts } from './browse-wiring';
export { FileAreaBrowser } from './file-area-browser.component';
export { FileDropZone } from './file-drop-zone.component';
export type { FileDropZoneProps } from './file-drop-zone.component';
export type { BrowserPreferences, FileAreaBrowserProps } from './file-area-browser.component';
export {
  AreaIcon,
  ClockIcon,
  GridIcon as ViewsGridIcon,
  SearchIcon,
  StarIcon as OutlineStarIcon,
  TrashIcon,
  VIEW_ICONS,
  viewIcon,
} from './area-icons.component';
export * from './share';
