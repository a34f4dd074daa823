import { editorKeyAction, type KeyPress } from './editor-keys';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  target: document.body,
  ...modifiers,
});

describe('the template editor keys', () => {
  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y (Cmd too)', () => {
    expect(editorKeyAction(press('z', { ctrlKey: true }))).toEqual({ type: 'undo' });
    expect(editorKeyAction(press('Z', { ctrlKey: true, shiftKey: true }))).toEqual({
      type: 'redo',
    });
    expect(editorKeyAction(press('y', { metaKey: true }))).toEqual({ type: 'redo' });
  });

  it('moves 1 px with an arrow, 10 with Ctrl, Meta or Shift', () => {
    expect(editorKeyAction(press('ArrowLeft'))).toEqual({
      type: 'arrow',
      direction: 'left',
      large: false,
    });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'])
      expect(editorKeyAction(press('ArrowDown', { [modifier]: true }))).toMatchObject({
        direction: 'down',
        large: true,
      });
  });

  it('leaves the keys to a field being typed in', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    for (const target of [input, textarea]) {
      expect(editorKeyAction(press('ArrowLeft', { target }))).toBeNull();
      expect(editorKeyAction(press('z', { ctrlKey: true, target }))).toBeNull();
      expect(editorKeyAction(press('Backspace', { target }))).toBeNull();
    }
  });
});
