import {
  parseDocRawContent,
  stampIdsOf,
  type DocRawContent,
  type RawBlock,
} from '@gramota/doc-content';
import { stampIdsOfPictures, withoutStampPictures } from './content-sanitizer';

/** A document's stored text: the editor's content (null before its first save) and the HTML. */
export interface StoredText {
  raw: string | null;
  content: string;
}

/** The text a copy gets, and the stamps left out of it. */
export interface CutText extends StoredText {
  removed: string[];
}

/** What an editor's content left with nothing but a stamp becomes: one empty line. */
const EMPTY_BLOCK: RawBlock = {
  key: 'empty',
  type: 'unstyled',
  text: '',
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
};

/** The stamps a stored text shows, in the editor's content and in its HTML, each once. */
export function storedStampIds(text: StoredText): string[] {
  const parsed = text.raw === null ? null : parseDocRawContent(text.raw);
  const inRaw = parsed?.ok ? stampIdsOf(parsed.value) : [];
  return [...new Set([...inRaw, ...stampIdsOfPictures(text.content)])];
}

/** The editor's content without these stamps: their object blocks and entities go. */
function rawWithout(raw: DocRawContent, stampIds: ReadonlySet<string>): DocRawContent {
  const dropped = new Set(
    Object.entries(raw.entityMap)
      .filter(([, entity]) => entity.type === 'STAMP' && stampIds.has(entity.data.stampId))
      .map(([key]) => key),
  );
  const blocks = raw.blocks.filter(
    (block) => !block.entityRanges.some((range) => dropped.has(String(range.key))),
  );
  return {
    blocks: blocks.length > 0 ? blocks : [EMPTY_BLOCK],
    entityMap: Object.fromEntries(
      Object.entries(raw.entityMap).filter(([key]) => !dropped.has(key)),
    ),
  };
}

/**
 * A stored text without the stamps `leaveOut` picks (issue 37: a copy keeps only the stamps its
 * maker may place): they leave both the editor's content and the HTML, the rest stays as stored.
 * Nothing to leave out, the text is answered as it is.
 */
export function cutStamps(text: StoredText, leaveOut: (stampId: string) => boolean): CutText {
  const removed = storedStampIds(text).filter(leaveOut);
  if (removed.length === 0) return { ...text, removed };
  const ids = new Set(removed);
  const content = withoutStampPictures(text.content, ids);
  if (text.raw === null) return { raw: null, content, removed };
  const parsed = parseDocRawContent(text.raw);
  if (parsed.ok) return { raw: JSON.stringify(rawWithout(parsed.value, ids)), content, removed };
  // doc-set stores only content that parses; should one no longer parse, it cannot be cut, and
  // a copy that names a stamp left out starts from its (cut) HTML, as before a first save.
  return { raw: removed.some((id) => text.raw?.includes(id)) ? null : text.raw, content, removed };
}
