import { useState } from 'react';
import { MoveToDialog, type MoveToDialogProps } from '../dialogs/move-to-dialog.component';
import type { FolderListing } from './folder-listing';

export type MoveToModalProps = Pick<
  MoveToDialogProps,
  'rootName' | 'movingFolderIds' | 'currentFolderId' | 'move' | 'close'
> & {
  /** A hook listing one folder (null: root) through the area's endpoint. */
  useFolderListing: (folderId: string | null) => FolderListing;
};

/** "Move to…" of any file area: the folder picker over the folders its listing hook returns. */
export function MoveToModal({ useFolderListing, ...props }: MoveToModalProps) {
  const [folderId, setFolderId] = useState<string | null>(null);
  const listing = useFolderListing(folderId);
  return <MoveToDialog {...props} {...listing} folderId={folderId} onOpenFolder={setFolderId} />;
}
