import { fireEvent, screen } from '@testing-library/react';
import type { DocRawContent } from '@gramota/doc-content';
import { renderEditor } from '../test-support/render-editor';
import { installPointerEvents } from '../test-support/pointer-events';

installPointerEvents();

const withPicture: DocRawContent = {
  blocks: [
    {
      key: 'p1',
      type: 'unstyled',
      text: 'Text',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
    },
    {
      key: 'o1',
      type: 'atomic',
      text: ' ',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 1, key: 0 }],
    },
    { key: 'p2', type: 'unstyled', text: '', depth: 0, inlineStyleRanges: [], entityRanges: [] },
  ],
  entityMap: {
    '0': {
      type: 'IMAGE',
      mutability: 'IMMUTABLE',
      data: { src: '/api/redactor-image/12/a.png/', width: 200, float: 'none' },
    },
  },
};

/** A pointer drag from one point to another, the way a mouse does it. */
function drag(element: Element, dx: number, dy: number) {
  fireEvent.pointerDown(element, { button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(window, { clientX: 100 + dx / 2, clientY: 100 + dy / 2 });
  fireEvent.pointerUp(window, { clientX: 100 + dx, clientY: 100 + dy });
}

const entityData = (editor: ReturnType<typeof renderEditor>) =>
  Object.values(editor.raw().entityMap)[0]?.data as Record<string, unknown> | undefined;

describe('pictures', () => {
  test('a selected picture floats, resizes within its limits, moves freely and is deleted', () => {
    const editor = renderEditor({ raw: withPicture });
    const picture = screen.getByTestId('object-image');
    expect(picture.className).toContain('gr-img');
    expect(picture.className).toContain('gr-float-none');
    expect(screen.queryByTestId('picture-bar')).toBeNull();

    fireEvent.click(picture);
    fireEvent.click(screen.getByTestId('picture-float-left'));
    expect(entityData(editor)).toMatchObject({ float: 'left' });
    expect(screen.getByTestId('object-image').className).toContain('gr-float-left');

    drag(screen.getByTestId('picture-resize'), 1000, 0);
    expect(entityData(editor)).toMatchObject({ width: 800 });
    drag(screen.getByTestId('picture-resize'), -2000, 0);
    expect(entityData(editor)).toMatchObject({ width: 20 });

    fireEvent.click(screen.getByTestId('picture-float-absolute'));
    drag(screen.getByTestId('object-image'), 30, 40);
    expect(entityData(editor)).toMatchObject({ float: 'absolute', x: 30, y: 40 });
    expect(screen.getByTestId('object-image').getAttribute('style')).toContain('left: 30px');

    fireEvent.click(screen.getByTestId('picture-remove'));
    expect(editor.raw().blocks.map((block) => block.type)).toEqual(['unstyled', 'unstyled']);
    expect(screen.queryByTestId('object-image')).toBeNull();
  });

  test('an undo brings a deleted picture back', () => {
    const editor = renderEditor({ raw: withPicture });
    fireEvent.click(screen.getByTestId('object-image'));
    fireEvent.click(screen.getByTestId('picture-remove'));
    fireEvent.click(screen.getByTestId('undo'));
    expect(entityData(editor)).toMatchObject({ width: 200 });
  });
});

describe('text boxes', () => {
  test('inserted from the toolbar; moved, resized and typed in; End leaves the mode', () => {
    const editor = renderEditor();
    fireEvent.click(screen.getByTestId('textbox'));
    expect(entityData(editor)).toEqual({ text: '', x: 60, y: 60, width: 300, height: 80 });
    expect(screen.getByTestId('object-textbox').className).toContain('gr-textbox');
    expect(screen.getByTestId('textbox-bar')).toBeTruthy();

    fireEvent.click(screen.getByTestId('textbox-move'));
    drag(screen.getByTestId('object-textbox'), 15, -10);
    expect(entityData(editor)).toMatchObject({ x: 75, y: 50 });

    fireEvent.click(screen.getByTestId('textbox-resize'));
    drag(screen.getByTestId('textbox-resize-handle'), 50, 20);
    expect(entityData(editor)).toMatchObject({ width: 350, height: 100 });

    fireEvent.click(screen.getByTestId('textbox-end'));
    expect(screen.queryByTestId('textbox-bar')).toBeNull();

    const text = screen.getByTestId('textbox-text');
    fireEvent.focus(text);
    text.textContent = 'Директор школы';
    fireEvent.blur(text);
    expect(entityData(editor)).toMatchObject({ text: 'Директор школы' });
  });
});

describe('stamps', () => {
  const withStamp: DocRawContent = {
    ...withPicture,
    entityMap: {
      '0': {
        type: 'STAMP',
        mutability: 'IMMUTABLE',
        data: { stampId: 'seal', kind: 'stamp', width: 150, float: 'none' },
      },
    },
  };

  test('a free document shows its stamp under the preview mark its file prints; PRO shows it clean', () => {
    const free = renderEditor({ raw: withStamp, proAllowed: false });
    expect(screen.getByTestId('stamp-preview-mark').textContent).toBe('PREVIEW');
    free.unmount();
    renderEditor({ raw: withStamp, proAllowed: true });
    expect(screen.getByTestId('object-stamp')).toBeTruthy();
    expect(screen.queryByTestId('stamp-preview-mark')).toBeNull();
  });

  test('a stamp the teacher may not see stands as a named box, not a broken picture', () => {
    renderEditor({ raw: withStamp });
    const stamp = screen.getByTestId('object-stamp');
    fireEvent.error(stamp.querySelector('img')!);
    expect(screen.getByTestId('stamp-hidden').textContent).toBe(
      'Only those allowed to place this stamp can see it',
    );
    expect(stamp.querySelector('img')).toBeNull();
  });
});
