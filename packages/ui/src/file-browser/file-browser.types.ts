import type { ReactNode } from 'react';

/**
 * The item kinds the areas use today ('doc', 'folder', 'ready', 'stdoc', 'wsdoc'); any other
 * string is accepted, the browser never branches on it (only on `isFolder`).
 */
export type FileItemType = 'doc' | 'folder' | 'ready' | 'stdoc' | 'wsdoc' | (string & {});

/** One entry the area hands to the browser: a document, a folder, a ready file... */
export interface FileItem {
  id: string;
  type: FileItemType;
  /** Raw name; the browser shows it through formatDisplayName with the full name as a tooltip. */
  name: string;
  thumbnailUrl?: string;
  /** Last change: milliseconds since the epoch or an ISO 8601 string. */
  time: number | string;
  /** Bytes; shown in the list view when present. */
  size?: number;
  favorite?: boolean;
  /** Shared items (seed 000 §3): 'view' items are not draggable and a 'view' folder takes no drop. */
  permission?: 'view' | 'edit';
  isFolder: boolean;
  /**
   * Items made together in a set order (a mass run's files, by table row): sorted by time they
   * stay one block, placed by the set's time, in their own order inside (see sortFileItems).
   */
  run?: { id: string; order: number };
  /**
   * A short mark the area gives the item (Ready files: 'PRO' or 'Free' for two files of one
   * document), drawn on the card's corner and after the name in the list; `title` says what it
   * means; 'accent' draws it in the primary colour.
   */
  tag?: FileItemTag;
}

export interface FileItemTag {
  text: string;
  title?: string;
  tone?: 'accent' | 'plain';
}

export type FileView = 'thumbnail' | 'list';

/** One breadcrumb; the root has id null (seed 000 §3: a root item's folder is null). */
export interface PathEntry {
  id: string | null;
  name: string;
}

/** An action the area offers in the toolbar, the "more" menu or the context menu. */
export interface FileAction {
  /** Stable key (also used to remember the button's measured width). */
  id: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  danger?: boolean;
  /** Toolbar only: drawn as the main button of the row. */
  primary?: boolean;
  /** Called with the items selected when the action was chosen (possibly none). */
  onSelect: (selected: FileItem[]) => void;
}

export type SortKey = 'name' | 'time' | 'size';
export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}
