import { useState } from 'react';
import {
  MoveToDialog,
  type MoveToDialogProps,
  type PickerFolder,
} from '../dialogs/move-to-dialog.component';

/** The folders of one folder of an area, from that area's own list call. */
export interface FolderListing {
  path: readonly PickerFolder[];
  folders: readonly PickerFolder[];
  loading: boolean;
}

/** An area's list answer as its RTK Query hook gives it: the breadcrumbs and the folders. */
export interface FolderListAnswer {
  data?: { path: readonly PickerFolder[]; folders: Record<string, PickerFolder> };
  isFetching: boolean;
}

/** The move dialog's listing of one folder, from the area's list answer for it. */
export function folderListing(answer: FolderListAnswer): FolderListing {
  return {
    path: answer.data?.path ?? [],
    folders: Object.values(answer.data?.folders ?? {}),
    loading: answer.isFetching,
  };
}

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
