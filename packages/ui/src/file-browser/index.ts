// The shared file browser: one component set for My documents, Ready files, Storage, My templates.
export { FileBrowser } from './file-browser.component';
export type { FileBrowserProps } from './file-browser.component';
export { CollapsingToolbar } from './collapsing-toolbar.component';
export type { CollapsingToolbarProps } from './collapsing-toolbar.component';
export { ContextMenu } from './context-menu.lazy';
export type { ContextMenuProps } from './context-menu.component';
export { Breadcrumbs } from './breadcrumbs.component';
export type { BreadcrumbsProps } from './breadcrumbs.component';
export { ViewSwitch } from './view-switch.component';
export { BrowserScreen, ScreenNote } from './browser-screen.component';
export type {
  FileItem,
  FileItemTag,
  FileItemType,
  FileView,
  PathEntry,
  FileAction,
  SortKey,
  SortState,
} from './file-browser.types';
export { selectionReference } from './selection-reference';
export type { SelectionReference } from './selection-reference';
export { sortFileItems } from './sort-items';
export { clampMenu, CONTEXT_MENU_WIDTH } from './clamp-menu';
export { nextVisibleCount, TOOLBAR_RESERVE, TOOLBAR_RESTORE_ROOM } from './toolbar-collapse';
export { TOUCH_DRAG_DELAY } from './use-touch-drag';
export { LineIcon, HomeIcon } from './icons.component';
