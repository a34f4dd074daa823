import type { ShareType } from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';

/** The share calls' data_id: every item typed ('wsdoc:12,folder:f3'), one or many. */
export function shareReference(items: readonly Pick<FileItem, 'id' | 'type'>[]): string {
  return items.map((item) => `${item.type}:${item.id}`).join(',');
}

/**
 * Seed 001 §4 Sharing: a selection is edited together only when every item has the same share
 * type. The type they share, 'different' when they differ, null for an empty selection.
 */
export function commonShareType(
  items: readonly FileItem[],
  shareTypeOf: (item: FileItem) => ShareType | undefined,
): ShareType | 'different' | null {
  const types = new Set(items.map(shareTypeOf).filter((type) => type !== undefined));
  if (types.size === 0) return null;
  return types.size === 1 ? [...types][0]! : 'different';
}
