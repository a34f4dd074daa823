import type { WorkshopDocument, WorkshopFolder } from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';

/**
 * A template in the browser. Its type is 'wsdoc': the form actions' references name workshop
 * templates so ('wsdoc:12,folder:f3'). A draft without its picture yet shows no thumbnail.
 */
export const templateItem = (document: WorkshopDocument): FileItem => ({
  id: document.id,
  type: 'wsdoc',
  name: document.name,
  time: document.time,
  thumbnailUrl: document.thum || undefined,
  isFolder: false,
  // Another account's template: never dragged into this account's folders.
  ...(document.shared_by ? { permission: 'view' as const } : {}),
});

export const folderItem = (folder: WorkshopFolder): FileItem => ({
  id: folder.id,
  type: 'folder',
  name: folder.name,
  time: folder.time,
  isFolder: true,
  ...(folder.shared_by ? { permission: 'view' as const } : {}),
});
