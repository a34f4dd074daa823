import type { DriveFolderItem, DriveGroupItem } from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';

/** The item word of groups in the form actions' references ('group:12,folder:f3'). */
export const GROUP_TYPE = 'group';

/** A run's group in the browser, shown by its first made file (none until one is made). */
export const groupItem = (group: DriveGroupItem): FileItem => ({
  id: group.id,
  type: GROUP_TYPE,
  name: group.name,
  time: group.time,
  thumbnailUrl: group.thum || undefined,
  isFolder: false,
});

export const folderItem = (folder: DriveFolderItem): FileItem => ({
  id: folder.id,
  type: 'folder',
  name: folder.name,
  time: folder.time,
  isFolder: true,
});
