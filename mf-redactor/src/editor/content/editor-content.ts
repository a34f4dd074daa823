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

/** The saved form: draft-js raw state, which the server turns into HTML itself. */
export function contentToRaw(content: ContentState): DocRawContent {
  return convertToRaw(content) as unknown as DocRawContent;
}
