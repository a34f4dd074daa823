import type { FileItem } from './file-browser.types';

/** What the form actions /api/{view}-{type}-{action}/ take as the element type and data_id. */
export interface SelectionReference {
  /** The item's own type for one item, 'mix' for several, 'trash' inside the trash. */
  type: string;
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
  if (items.length === 1) return { type: first.type, ids: first.id };
  return { type: 'mix', ids: typedIds };
}
