import type { ShareType } from '@gramota/contracts';
import type { FileItem } from '../../file-browser/file-browser.types';

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

/** What "Share" does with a selection: nothing, the 'Different access' alert, or the modal. */
export type ShareDecision =
  | { kind: 'none' }
  | { kind: 'different' }
  | { kind: 'share'; dataId: string; shareType: ShareType };

/** The kit's share rules: one share type for the whole selection, else 'Different access'. */
export function shareRules(
  items: readonly FileItem[],
  shareTypeOf: (item: FileItem) => ShareType | undefined,
): ShareDecision {
  const shared = commonShareType(items, shareTypeOf);
  if (shared === null) return { kind: 'none' };
  if (shared === 'different') return { kind: 'different' };
  return { kind: 'share', dataId: shareReference(items), shareType: shared };
}
