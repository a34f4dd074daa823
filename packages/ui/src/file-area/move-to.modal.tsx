import { useState } from 'react';
import { MoveToDialog, type PickerFolder } from '../dialogs/move-to-dialog.component';

/** The folders of one folder of an area, from that area's own list call. */
export interface FolderListing {
  path: readonly PickerFolder[];
  folders: readonly PickerFolder[];
  loading: boolean;
}

export interface MoveToModalProps {
  /** The first breadcrumb's name ('My documents', 'Ready files'). */
  rootName: string;
  /** A hook listing one folder (null: root) through the area's endpoint. */
  useFolderListing: (folderId: string | null) => FolderListing;
  /** Folders being moved: they and everything inside them are not offered. */
  movingFolderIds: readonly string[];
  /** Where the items are now (null: root), when they all share one folder. */
  currentFolderId: string | null | undefined;
  move: (folderId: string | null) => Promise<void>;
  close: () => void;
}

/** "Move to…" of any file area: the folder picker over the folders its listing hook returns. */
export function MoveToModal({ useFolderListing, ...props }: MoveToModalProps) {
  const [folderId, setFolderId] = useState<string | null>(null);
  const listing = useFolderListing(folderId);
  return <MoveToDialog {...props} {...listing} folderId={folderId} onOpenFolder={setFolderId} />;
}
