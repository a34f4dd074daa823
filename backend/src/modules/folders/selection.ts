import {
  DOC_ID_PATTERN,
  DOCS_LIMITS,
  FOLDER_ID_PATTERN,
  ROOT_FOLDER,
  type DocsContextType,
  type DocsItemType,
} from '@gramota/contracts';
import { badRequest, notFound } from './form-errors';

/**
 * Ids on the wire: docs are their row id ('42'), folders 'f' + their row id ('f7'), so one list
 * never holds a doc and a folder with the same id (the file browser keys items by id).
 */
export const docApiId = (id: number) => String(id);
export const folderApiId = (id: number) => `f${id}`;
export const folderApiIdOrNull = (id: number | null) => (id === null ? null : folderApiId(id));

/** The row id of a doc id; null when it is not one. */
export function docRowId(value: string): number | null {
  return DOC_ID_PATTERN.test(value) ? safeInteger(value) : null;
}

export function folderRowId(value: string): number | null {
  return FOLDER_ID_PATTERN.test(value) ? safeInteger(value.slice(1)) : null;
}

function safeInteger(digits: string): number | null {
  const number = Number(digits);
  return Number.isSafeInteger(number) && number <= 2_147_483_647 ? number : null;
}

/**
 * A target folder field: '' / 'root' / absent → null (the root); a folder id → its row id. A
 * malformed id is the same 404 as a foreign one.
 */
export function targetFolder(value: string | undefined, field: string): number | null {
  if (value === undefined || value === '' || value === ROOT_FOLDER) return null;
  const id = folderRowId(value);
  if (id === null) throw notFound(field);
  return id;
}

export interface ItemRef {
  type: DocsItemType;
  /** Row id. */
  id: number;
}

/** Row ids of a selection, by kind, in the order given. */
export interface Selection {
  docs: number[];
  folders: number[];
}

export const refName = (ref: ItemRef) =>
  ref.type === 'doc' ? `doc:${docApiId(ref.id)}` : `folder:${folderApiId(ref.id)}`;

function parseOne(type: string, id: string, itemWord: string): ItemRef {
  if (type === itemWord) {
    const row = docRowId(id);
    if (row !== null) return { type: 'doc', id: row };
  } else if (type === 'doc') {
    const row = docRowId(id);
    if (row !== null) return { type, id: row };
  } else if (type === 'folder') {
    const row = folderRowId(id);
    if (row !== null) return { type, id: row };
  }
  throw badRequest('selection_invalid', 'data_id');
}

/**
 * data_id of a form action (seed 000 §3 Selection reference): one id for 'doc' / 'folder', `type:id`
 * joined by commas for 'mix' and 'trash'. Duplicates collapse; anything malformed is a 400.
 */
export function parseSelection(
  contextType: DocsContextType,
  dataId: string | undefined,
  /** The area's word for its items in 'mix' references ('wsdoc' in My templates). */
  itemWord = 'doc',
): Selection {
  const text = (dataId ?? '').trim();
  if (!text) throw badRequest('selection_empty', 'data_id');
  const parts = text.split(',');
  if (parts.length > DOCS_LIMITS.selectionMax) throw badRequest('selection_too_large', 'data_id');
  let refs: ItemRef[];
  if (contextType === 'doc' || contextType === 'folder') {
    if (parts.length !== 1) throw badRequest('selection_invalid', 'data_id');
    refs = [parseOne(contextType, text, 'doc')];
  } else {
    refs = parts.map((part) => {
      const colon = part.indexOf(':');
      if (colon < 0) throw badRequest('selection_invalid', 'data_id');
      return parseOne(part.slice(0, colon).trim(), part.slice(colon + 1).trim(), itemWord);
    });
  }
  const docs = new Set<number>();
  const folders = new Set<number>();
  for (const ref of refs) (ref.type === 'doc' ? docs : folders).add(ref.id);
  return { docs: [...docs], folders: [...folders] };
}

/** A data_id that may be one doc id, one folder id, or a 'mix' reference (docs-creater-check). */
export function parseLooseSelection(dataId: string | undefined): Selection {
  const text = (dataId ?? '').trim();
  if (text.includes(':')) return parseSelection('mix', text);
  return parseSelection(text.startsWith('f') ? 'folder' : 'doc', text);
}
