import { DOCS_LIMITS } from '@gramota/contracts';
import type { ShareArea, ShareItemRef } from './share-area';
import { shareError, shareNotFound } from './share-errors';

const FIELD = 'data_id';

/**
 * data_id of a share call: references joined by commas ('wsdoc:12,folder:f3', as the folders
 * module's selections), or bare ids ('12', 'f3'). Duplicates collapse. A reference that names no
 * item of the area is the 404 a foreign one gets: a malformed id and a stranger's look the same.
 */
export function parseShareSelection(area: ShareArea, dataId: string | undefined): ShareItemRef[] {
  const text = (dataId ?? '').trim();
  if (!text) throw shareError(400, 'selection_empty', FIELD);
  const parts = text.split(',');
  if (parts.length > DOCS_LIMITS.selectionMax) throw shareNotFound(FIELD);
  const refs = new Map<string, ShareItemRef>();
  for (const part of parts) {
    const ref = parseOne(area, part.trim());
    refs.set(`${ref.type}:${ref.id}`, ref);
  }
  return [...refs.values()];
}

function parseOne(area: ShareArea, part: string): ShareItemRef {
  const colon = part.indexOf(':');
  const candidates =
    colon < 0
      ? Object.entries(area.itemTypes)
      : Object.entries(area.itemTypes).filter(([type]) => type === part.slice(0, colon).trim());
  const id = colon < 0 ? part : part.slice(colon + 1).trim();
  for (const [type, parse] of candidates) {
    const row = parse(id);
    if (row !== null) return { type, id: row };
  }
  throw shareNotFound(FIELD);
}
