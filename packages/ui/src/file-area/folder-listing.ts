import type { PickerFolder } from '../dialogs/move-to-dialog.component';

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
