// Text formatting as pure EditorState → EditorState functions (toolbar, keyboard and handle share
// them; tests drive them without a browser selection).
import {
  EditorState,
  Modifier,
  RichUtils,
  type ContentBlock,
  type ContentState,
  type SelectionState,
} from 'draft-js';
import { Map as ImmutableMap } from 'immutable';
import type { DocBlockData } from '@gramota/doc-content';
import { styleKindOf, withExclusiveStyle, type StyleKind } from './inline-styles';

/** The blocks a selection touches, with the character range it covers in each. */
export function selectedRanges(
  content: ContentState,
  selection: SelectionState,
): Array<{ block: ContentBlock; start: number; end: number }> {
  const startKey = selection.getStartKey();
  const endKey = selection.getEndKey();
  const ranges: Array<{ block: ContentBlock; start: number; end: number }> = [];
  let inside = false;
  for (const block of content.getBlocksAsArray()) {
    const key = block.getKey();
    if (key === startKey) inside = true;
    if (!inside) continue;
    ranges.push({
      block,
      start: key === startKey ? selection.getStartOffset() : 0,
      end: key === endKey ? selection.getEndOffset() : block.getLength(),
    });
    if (key === endKey) break;
  }
  return ranges;
}

/** BOLD, ITALIC, UNDERLINE, STRIKETHROUGH on or off for the selection (or the next typing). */
export function toggleInlineStyle(state: EditorState, style: string): EditorState {
  return RichUtils.toggleInlineStyle(state, style);
}

/**
 * One FONT:, SIZE: or COLOR: style for the selection, replacing any other of its kind; with a
 * collapsed selection it applies to what is typed next.
 */
export function applyStyleOfKind(state: EditorState, kind: StyleKind, name: string): EditorState {
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    return EditorState.setInlineStyleOverride(
      state,
      withExclusiveStyle(state.getCurrentInlineStyle(), kind, name),
    );
  }
  let content = state.getCurrentContent();
  const present = new Set<string>();
  for (const { block, start, end } of selectedRanges(content, selection)) {
    block
      .getCharacterList()
      .slice(start, end)
      .forEach((character) => {
        character!.getStyle().forEach((style) => {
          if (styleKindOf(style!) === kind) present.add(style!);
        });
      });
  }
  for (const style of present) content = Modifier.removeInlineStyle(content, selection, style);
  content = Modifier.applyInlineStyle(content, selection, name);
  return EditorState.forceSelection(
    EditorState.push(state, content, 'change-inline-style'),
    selection,
  );
}

/** Merges paragraph data (align, lineHeight, margins) into every selected block. */
export function mergeBlockData(state: EditorState, data: DocBlockData): EditorState {
  const selection = state.getSelection();
  const content = Modifier.mergeBlockData(
    state.getCurrentContent(),
    selection,
    ImmutableMap(data as Record<string, unknown>),
  );
  return EditorState.acceptSelection(
    EditorState.push(state, content, 'change-block-data'),
    selection,
  );
}

export function toggleList(
  state: EditorState,
  type: 'unordered-list-item' | 'ordered-list-item',
): EditorState {
  return RichUtils.toggleBlockType(state, type);
}

/** The block the caret is in: the one the ruler's paragraph slider moves. */
export function activeBlock(state: EditorState): ContentBlock {
  return state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey());
}
