import type { FileItem } from './file-browser.types';

/**
 * Whether dragged items may be dropped into a folder: never into one of the dragged items
 * themselves, never into the folder they are already in, never into a view-only shared folder.
 */
export function canDropInto(
  target: { id: string | null; permission?: FileItem['permission'] },
  draggedIds: readonly string[],
  currentFolderId: string | null | undefined,
): boolean {
  if (draggedIds.length === 0) return false;
  if (target.permission === 'view') return false;
  if (target.id !== null && draggedIds.includes(target.id)) return false;
  return currentFolderId === undefined || target.id !== currentFolderId;
}
