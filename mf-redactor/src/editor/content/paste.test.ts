import { EditorState, SelectionState } from 'draft-js';
import { REDACTOR_LIMITS } from '@gramota/contracts';
import { contentToRaw, createEditorState } from './editor-content';
import { pastePlainText } from './paste';

/** The template's one paragraph 'Hello world', centred, caret after 'Hello'. */
function stateWithCaret(offset: number) {
  const state = createEditorState(null, '<p style="text-align:center">Hello world</p>');
  const key = state.getCurrentContent().getFirstBlock().getKey();
  const caret = SelectionState.createEmpty(key).merge({
    anchorOffset: offset,
    focusOffset: offset,
  }) as SelectionState;
  return EditorState.acceptSelection(state, caret);
}

describe('paste', () => {
  test('each pasted line becomes a paragraph, like the paragraph it is pasted into', () => {
    const result = pastePlainText(stateWithCaret(5), ' one\r\ntwo\tthree\nfour');
    if (result.kind !== 'ok') throw new Error('paste refused');
    const blocks = contentToRaw(result.state.getCurrentContent()).blocks;
    expect(blocks.map((block) => block.text)).toEqual(['Hello one', 'two three', 'four world']);
    expect(blocks.map((block) => block.type)).toEqual(['unstyled', 'unstyled', 'unstyled']);
    expect(blocks.map((block) => block.data?.align)).toEqual(['center', 'center', 'center']);
    expect(blocks.every((block) => block.inlineStyleRanges.length === 0)).toBe(true);
  });

  test('one line is inserted in place', () => {
    const result = pastePlainText(stateWithCaret(5), ', dear');
    if (result.kind !== 'ok') throw new Error('paste refused');
    expect(result.state.getCurrentContent().getPlainText()).toBe('Hello, dear world');
  });

  test('a paste longer than the limit is refused and nothing changes', () => {
    const long = 'x'.repeat(REDACTOR_LIMITS.pasteMaxChars + 1);
    expect(pastePlainText(stateWithCaret(5), long)).toEqual({ kind: 'too-long' });
  });
});
