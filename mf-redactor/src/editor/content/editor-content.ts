import {
  convertFromRaw,
  convertToRaw,
  EditorState,
  type ContentState,
  type RawDraftContentState,
} from 'draft-js';
import type { DocRawContent } from '@gramota/doc-content';
import { htmlToContent } from './html-import';

/** Editor state of saved content, or of the template's default HTML when nothing is saved. */
export function createEditorState(raw: DocRawContent | null, html: string): EditorState {
  const content =
    raw && raw.blocks.length > 0
      ? convertFromRaw(raw as unknown as RawDraftContentState)
      : htmlToContent(html);
  return EditorState.createWithContent(content);
}

const converted = new WeakMap<ContentState, DocRawContent>();

/**
 * The saved form: draft-js raw state, which the server turns into HTML itself. Converted once per
 * content (draft-js content is immutable): a long document takes milliseconds, and autosave asks
 * on every tick, twice when it saves. The answer is shared, so it is never changed in place.
 */
export function contentToRaw(content: ContentState): DocRawContent {
  let raw = converted.get(content);
  if (!raw) {
    raw = convertToRaw(content) as unknown as DocRawContent;
    converted.set(content, raw);
  }
  return raw;
}
