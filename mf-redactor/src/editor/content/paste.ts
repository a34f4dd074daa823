// Paste is reduced to plain text, each line a paragraph (seed 001 §5): pasted HTML never becomes
// markup. New paragraphs take the current paragraph's kind and data (alignment, spacing, margins)
// and the characters the style at the caret, so pasted text looks like the text around it.
import {
  BlockMapBuilder,
  CharacterMetadata,
  ContentBlock,
  EditorState,
  Modifier,
  genKey,
} from 'draft-js';
import { List, Repeat } from 'immutable';
import { pasteTooLong, plainTextToParagraphs } from '@gramota/doc-content';

export type PasteResult = { kind: 'too-long' } | { kind: 'ok'; state: EditorState };

export function pastePlainText(state: EditorState, text: string): PasteResult {
  if (pasteTooLong(text)) return { kind: 'too-long' };
  if (text === '') return { kind: 'ok', state };
  const paragraphs = plainTextToParagraphs(text);
  if (paragraphs.length === 0) return { kind: 'ok', state };
  const content = state.getCurrentContent();
  const selection = state.getSelection();
  const style = state.getCurrentInlineStyle();
  if (paragraphs.length === 1) {
    const next = Modifier.replaceText(content, selection, paragraphs[0]!, style);
    return { kind: 'ok', state: EditorState.push(state, next, 'insert-characters') };
  }
  const current = content.getBlockForKey(selection.getStartKey());
  const type = current.getType() === 'atomic' ? 'unstyled' : current.getType();
  const character = CharacterMetadata.create({ style });
  const fragment = BlockMapBuilder.createFromArray(
    paragraphs.map(
      (line) =>
        new ContentBlock({
          key: genKey(),
          type,
          text: line,
          data: current.getData(),
          characterList: List(Repeat(character, line.length)),
        }),
    ),
  );
  const next = Modifier.replaceWithFragment(content, selection, fragment);
  return { kind: 'ok', state: EditorState.push(state, next, 'insert-fragment') };
}
