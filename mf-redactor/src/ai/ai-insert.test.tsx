import { act } from '@testing-library/react';
import { renderEditor, selectInFirstBlock } from '../editor/test-support/render-editor';

// The handle the AI modal's onInsert goes through (document-workspace): the real draft-js editor.
describe("an assistant's answer going into the document", () => {
  test('replaces the selection as plain text, in one undo step', () => {
    const editor = renderEditor({ html: '<p>Hello dear world</p>' });
    selectInFirstBlock(editor.actions(), 6, 10);
    expect(editor.handle().selectedText()).toBe('dear');
    let inserted = false;
    act(() => {
      inserted = editor.handle().insertPlainText('<b>kind</b>\nSecond line');
    });
    expect(inserted).toBe(true);
    const blocks = editor.raw().blocks;
    expect(blocks.map((block) => block.text)).toEqual(['Hello <b>kind</b>', 'Second line world']);
    expect(blocks.every((block) => block.inlineStyleRanges.length === 0)).toBe(true);
    act(() => editor.handle().undo());
    expect(editor.raw().blocks.map((block) => block.text)).toEqual(['Hello dear world']);
  });

  test('goes in at the caret when nothing is selected', () => {
    const editor = renderEditor({ html: '<p>Hello world</p>' });
    selectInFirstBlock(editor.actions(), 5, 5);
    expect(editor.handle().selectedText()).toBe('');
    act(() => void editor.handle().insertPlainText(', dear'));
    expect(editor.raw().blocks[0]!.text).toBe('Hello, dear world');
  });
});
