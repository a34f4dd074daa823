import type { FileItem } from './file-browser.types';

/** What the form actions /api/{view}-{type}-{action}/ take as the element type and data_id. */
export interface SelectionReference {
  /**
   * 'folder' or 'doc' for one item (the form actions' context types: a single file of any area,
   * a template or a storage file, is a 'doc'), 'mix' for several, 'trash' inside the trash.
   */
  type: 'doc' | 'folder' | 'mix' | 'trash';
  /** data_id: the id for one item; `type:id` joined by commas for several or in the trash. */
  ids: string;
}

/**
 * Seed 000 §3 "Selection reference". Inside the trash the context type is 'trash', so every id
 * carries its own type (even a single one); otherwise the server could not tell a doc from a folder.
 */
export function selectionReference(
  items: readonly Pick<FileItem, 'id' | 'type'>[],
  { inTrash = false }: { inTrash?: boolean } = {},
): SelectionReference | null {
  const [first] = items;
  if (!first) return null;
  const typedIds = items.map((item) => `${item.type}:${item.id}`).join(',');
  if (inTrash) return { type: 'trash', ids: typedIds };
  if (items.length === 1)
    return { type: first.type === 'folder' ? 'folder' : 'doc', ids: first.id };
  return { type: 'mix', ids: typedIds };
}
