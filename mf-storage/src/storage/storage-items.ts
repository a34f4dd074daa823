import type { SharePermission, StorageDocument, StorageFolder } from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';

/**
 * A file of the storage in the browser. Its type is 'stdoc': the form actions' and share calls'
 * references name storage files so ('stdoc:12,folder:f3'). `permission` is what the browser
 * needs to know of another account's item: 'view' ones are never dragged and take no drop.
 */
export const documentItem = (
  document: StorageDocument,
  permission?: SharePermission,
): FileItem => ({
  id: document.id,
  type: 'stdoc',
  name: document.name,
  time: document.time,
  thumbnailUrl: document.thum || undefined,
  isFolder: false,
  ...(permission ? { permission } : {}),
});

export const folderItem = (folder: StorageFolder, permission?: SharePermission): FileItem => ({
  id: folder.id,
  type: 'folder',
  name: folder.name,
  time: folder.time,
  isFolder: true,
  ...(permission ? { permission } : {}),
});

/** A picture the browser shows itself; a PDF (made files and uploaded PDFs) opens in its viewer. */
export function isPicture(document: Pick<StorageDocument, 'source' | 'type'>): boolean {
  return document.source === 'upload' && ['jpeg', 'png', 'webp'].includes(document.type);
}
