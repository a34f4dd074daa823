import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { REDACTOR_LIMITS } from '@gramota/contracts';
import { DocEditor } from './doc-editor.component';
import {
  AreaProviders,
  editorProps,
  renderEditor,
  selectInBlock,
  selectInFirstBlock,
} from './test-support/render-editor';

describe('DocEditor', () => {
  afterEach(() => jest.useRealTimers());

  test('shows the template text on the page surface with the renderer classes', () => {
    renderEditor({
      html: '<p style="text-align:center"><span style="font-size:40pt">Грамота</span></p>',
    });
    const surface = screen.getByTestId('doc-editor');
    expect(surface.textContent).toContain('Грамота');
    const block = surface.querySelector('[data-block="true"]')!;
    expect(block.className).toContain('gr-p');
    expect(block.className).toContain('gr-align-center');
    expect(
      within(surface).getByText('Грамота').closest('span[style]')!.getAttribute('style'),
    ).toContain('font-size: 40pt');
  });

  test('the toolbar applies bold and a size to the selected text', () => {
    jest.useFakeTimers();
    const editor = renderEditor();
    selectInFirstBlock(editor.actions(), 0, 5);
    fireEvent.click(screen.getByTestId('bold'));
    fireEvent.change(screen.getByTestId('size-select'), { target: { value: '20' } });
    const ranges = editor.raw().blocks[0]!.inlineStyleRanges;
    expect(ranges).toEqual(
      expect.arrayContaining([
        { offset: 0, length: 5, style: 'BOLD' },
        { offset: 0, length: 5, style: 'SIZE:20' },
      ]),
    );
    expect(ranges).toHaveLength(2);
    // onChange hears of it once the changes pause, with the content as it is then.
    expect(editor.props.onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(editor.props.onChange).toHaveBeenCalledTimes(1);
    expect(
      jest.mocked(editor.props.onChange).mock.calls[0]![0].blocks[0]!.inlineStyleRanges,
    ).toEqual(ranges);
    expect(screen.getByTestId('bold').getAttribute('aria-pressed')).toBe('true');
  });

  test('the toolbar shows the text where the cursor is as it moves, and undo once there is a change', () => {
    const editor = renderEditor({
      html: '<p style="text-align:center"><strong>Грамота</strong></p><p><span style="font-size:20pt">вручается</span></p>',
    });
    const pressed = (testId: string) => screen.getByTestId(testId).getAttribute('aria-pressed');
    const size = () => (screen.getByTestId('size-select') as HTMLSelectElement).value;
    const undoOff = () => (screen.getByTestId('undo') as HTMLButtonElement).disabled;
    selectInBlock(editor.actions(), 0, 2, 2);
    expect([pressed('bold'), pressed('align-center'), pressed('align-left')]).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect(undoOff()).toBe(true);
    selectInBlock(editor.actions(), 1, 3, 3);
    expect([pressed('bold'), pressed('align-center'), pressed('align-left')]).toEqual([
      'false',
      'false',
      'true',
    ]);
    expect(size()).toBe('20');
    fireEvent.click(screen.getByTestId('align-right'));
    expect(pressed('align-right')).toBe('true');
    expect(undoOff()).toBe(false);
  });

  test('a new size replaces the old one instead of adding to it', () => {
    const editor = renderEditor({
      html: '<p><span style="font-size:40pt">Hello</span> world</p>',
    });
    selectInFirstBlock(editor.actions(), 0, 11);
    fireEvent.change(screen.getByTestId('size-select'), { target: { value: '14' } });
    expect(editor.raw().blocks[0]!.inlineStyleRanges).toEqual([
      { offset: 0, length: 11, style: 'SIZE:14' },
    ]);
  });

  test('alignment and line spacing go into the paragraph data; undo takes them back', () => {
    const editor = renderEditor();
    fireEvent.click(screen.getByTestId('align-right'));
    fireEvent.change(screen.getByTestId('line-height-select'), { target: { value: '1.5' } });
    expect(editor.raw().blocks[0]!.data).toEqual({ align: 'right', lineHeight: 1.5 });
    fireEvent.click(screen.getByTestId('undo'));
    fireEvent.click(screen.getByTestId('undo'));
    expect(editor.raw().blocks[0]!.data).toEqual({});
    fireEvent.click(screen.getByTestId('redo'));
    expect(editor.raw().blocks[0]!.data).toEqual({ align: 'right' });
  });

  test('the handle sets the active paragraph margins and reports them back', () => {
    const editor = renderEditor();
    act(() => editor.handle().setParagraphMargins(40, 20));
    expect(editor.raw().blocks[0]!.data).toEqual({ marginLeft: 40, marginRight: 20 });
    expect(editor.props.onActiveParagraphChange).toHaveBeenLastCalledWith({ left: 40, right: 20 });
    const wrapper = screen.getByTestId('doc-editor').querySelector('[data-block] > div[style]');
    expect(wrapper?.getAttribute('style')).toContain('margin-left: 40px');
  });

  test('a colour from the palette applies to the selection', () => {
    const editor = renderEditor();
    selectInFirstBlock(editor.actions(), 6, 11);
    fireEvent.click(screen.getByTestId('color'));
    const swatches = within(screen.getByTestId('color-palette')).getAllByRole('gridcell');
    expect(swatches).toHaveLength(80);
    fireEvent.click(screen.getByRole('gridcell', { name: 'Colour #d32f2f' }));
    expect(editor.raw().blocks[0]!.inlineStyleRanges).toEqual([
      { offset: 6, length: 5, style: 'COLOR:#d32f2f' },
    ]);
  });

  test('a table of the picked size is inserted; its border dialog takes 0..10', () => {
    const editor = renderEditor();
    fireEvent.click(screen.getByTestId('table-insert'));
    fireEvent.click(screen.getByRole('gridcell', { name: 'Table 2 × 3' }));
    const raw = editor.raw();
    const table = Object.values(raw.entityMap)[0]!;
    expect(table.type).toBe('TABLE');
    expect(table.data).toEqual({
      rows: [
        ['', '', ''],
        ['', '', ''],
      ],
      border: 1,
    });
    const rendered = screen.getByTestId('object-table');
    expect(rendered.className).toContain('gr-table');
    expect(rendered.querySelectorAll('tr')).toHaveLength(2);

    fireEvent.click(rendered);
    fireEvent.click(screen.getByTestId('table-row-add'));
    fireEvent.click(screen.getByTestId('table-border'));
    const input = screen.getByLabelText('Width, px (0 means no lines)');
    fireEvent.change(input, { target: { value: '11' } });
    fireEvent.click(screen.getByTestId('table-border-apply'));
    expect(screen.getByRole('alert').textContent).toBe('Enter a number from 0 to 10');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('table-border-apply'));
    const changed = Object.values(editor.raw().entityMap)[0]!.data as {
      rows: string[][];
      border: number;
    };
    expect(changed.rows).toHaveLength(3);
    expect(changed.border).toBe(0);
    expect(screen.getByTestId('object-table').className).toContain('gr-table-clear');
  });

  test('a table cell locks the text while it is edited and saves its text on blur', () => {
    const editor = renderEditor();
    fireEvent.click(screen.getByTestId('table-insert'));
    fireEvent.click(screen.getByRole('gridcell', { name: 'Table 1 × 2' }));
    const cell = screen.getByTestId('table-cell-0-1');
    fireEvent.focus(cell);
    const text = screen.getByTestId('doc-editor').querySelector('.public-DraftEditor-content')!;
    expect(text.getAttribute('contenteditable')).toBe('false');
    cell.textContent = 'Иванов';
    fireEvent.blur(cell);
    expect(text.getAttribute('contenteditable')).toBe('true');
    const table = Object.values(editor.raw().entityMap)[0]!.data as { rows: string[][] };
    expect(table.rows).toEqual([['', 'Иванов']]);
  });

  test('pasted text becomes paragraphs; an over-long paste is refused with a message', () => {
    const editor = renderEditor();
    const text = screen.getByTestId('doc-editor').querySelector('.public-DraftEditor-content')!;
    const paste = (plain: string) =>
      fireEvent.paste(text, {
        clipboardData: {
          types: ['text/plain', 'text/html'],
          getData: (type: string) => (type === 'text/plain' ? plain : '<b>markup</b>'),
          items: [],
          files: [],
        },
      });
    selectInFirstBlock(editor.actions(), 11, 11);
    paste('\nsecond\nthird');
    expect(editor.raw().blocks.map((block) => block.text)).toEqual([
      'Hello world',
      'second',
      'third',
    ]);
    expect(editor.raw().blocks.every((block) => block.inlineStyleRanges.length === 0)).toBe(true);

    paste('y'.repeat(REDACTOR_LIMITS.pasteMaxChars + 1));
    expect(screen.getByTestId('editor-notice').textContent).toContain(
      'The text is too long to paste',
    );
    expect(editor.raw().blocks).toHaveLength(3);
  });

  test('Ctrl+B makes the selection bold and Ctrl+Z takes it back', () => {
    const editor = renderEditor();
    const text = screen.getByTestId('doc-editor').querySelector('.public-DraftEditor-content')!;
    selectInFirstBlock(editor.actions(), 0, 5);
    fireEvent.keyDown(text, { key: 'b', keyCode: 66, which: 66, ctrlKey: true });
    expect(editor.raw().blocks[0]!.inlineStyleRanges).toEqual([
      { offset: 0, length: 5, style: 'BOLD' },
    ]);
    fireEvent.keyDown(text, { key: 'z', keyCode: 90, which: 90, ctrlKey: true });
    expect(editor.raw().blocks[0]!.inlineStyleRanges).toEqual([]);
  });

  test('DocEditor renders toolbar and text together', () => {
    render(<DocEditor {...editorProps()} />, { wrapper: AreaProviders });
    expect(screen.getByTestId('editor-toolbar')).toBeTruthy();
    expect(screen.getByTestId('doc-editor').textContent).toContain('Hello world');
  });

  test('the mobile toolbar is the shorter set', () => {
    renderEditor({ mobile: true });
    expect(screen.getByTestId('bold')).toBeTruthy();
    expect(screen.queryByTestId('strike')).toBeNull();
    expect(screen.queryByTestId('table-insert')).toBeNull();
    expect(screen.queryByTestId('line-height-select')).toBeNull();
  });

  test('template_data p/0 hides stamp, QR and picture buttons', () => {
    renderEditor({ hideInsertions: true });
    expect(screen.queryByTestId('image')).toBeNull();
    expect(screen.queryByTestId('qr')).toBeNull();
    expect(screen.queryByTestId('stamp')).toBeNull();
    expect(screen.getByTestId('textbox')).toBeTruthy();
  });
});
