import { fireEvent, screen, within } from '@testing-library/react';
import { FileBrowser } from './file-browser.component';
import type { FileAction, FileItem } from './file-browser.types';
import { renderWithI18n, sampleItems } from './file-browser.test-support';
import { ContextMenu } from './context-menu.lazy';

// The part loads as it does in the browser after a first press (lazyPart), before any test opens it.
beforeAll(() => ContextMenu.preload());

function setup() {
  const rename = jest.fn();
  const remove = jest.fn();
  const newFolder = jest.fn();
  const contextActions = jest.fn((selected: FileItem[]): FileAction[] =>
    selected.length === 0
      ? [{ id: 'new-folder', label: 'New folder', onSelect: newFolder }]
      : [
          {
            id: 'rename',
            label: 'Rename',
            disabled: selected.length > 1,
            onSelect: rename,
          },
          { id: 'remove', label: 'Move to trash', danger: true, onSelect: remove },
        ],
  );
  renderWithI18n(
    <FileBrowser
      items={sampleItems}
      label="My documents"
      view="thumbnail"
      contextActions={contextActions}
    />,
  );
  return { rename, remove, newFolder, contextActions };
}

const option = (name: string) => screen.getByRole('option', { name });
const ids = (items: FileItem[]) => items.map((item) => item.id);

describe('context menu', () => {
  it("right-click on an unselected item selects it and shows the area's actions", () => {
    const { remove } = setup();
    fireEvent.click(option('Class 5A'));
    fireEvent.contextMenu(option('Diploma Ivanov'), { clientX: 100, clientY: 120 });

    expect(option('Diploma Ivanov').getAttribute('aria-selected')).toBe('true');
    expect(option('Class 5A').getAttribute('aria-selected')).toBe('false');
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Move to trash']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move to trash' }));
    expect(ids(remove.mock.calls[0][0])).toEqual(['d1']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('right-click inside a selection acts on the whole selection', () => {
    const { rename, remove } = setup();
    fireEvent.click(option('Diploma Ivanov'));
    fireEvent.click(option('Letter of thanks'), { ctrlKey: true });
    fireEvent.contextMenu(option('Letter of thanks'), { clientX: 10, clientY: 10 });
    const renameItem = screen.getByRole('menuitem', { name: 'Rename' });
    expect(renameItem.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(renameItem);
    expect(rename).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to trash' }));
    expect(ids(remove.mock.calls[0][0])).toEqual(['d1', 'd3']);
  });

  it('stays inside the window: near the right edge it opens to the left (250 px)', () => {
    setup();
    // jsdom's window is 1024 x 768.
    fireEvent.contextMenu(option('Olympiad'), { clientX: 1000, clientY: 50 });
    const menu = screen.getByRole('menu');
    expect(menu.style.left).toBe('750px');
    expect(menu.style.top).toBe('50px');
  });

  it('closes on Escape, on a click outside and on scrolling', () => {
    setup();
    fireEvent.contextMenu(option('Olympiad'), { clientX: 10, clientY: 10 });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(option('Olympiad').getAttribute('aria-selected')).toBe('true');

    fireEvent.contextMenu(option('Olympiad'), { clientX: 10, clientY: 10 });
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.contextMenu(option('Olympiad'), { clientX: 10, clientY: 10 });
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves between actions with the arrow keys and focuses the first one on open', () => {
    setup();
    fireEvent.contextMenu(option('Olympiad'), { clientX: 10, clientY: 10 });
    const [first, second] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
  });

  it('opens from the ⋯ button and from Shift+F10 on the focused item', () => {
    const { contextActions } = setup();
    fireEvent.click(screen.getByTitle('Actions: Olympiad'));
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(ids(contextActions.mock.calls.at(-1)![0])).toEqual(['f2']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(option('Letter of thanks'));
    fireEvent.keyDown(option('Letter of thanks'), { key: 'F10', shiftKey: true });
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(ids(contextActions.mock.calls.at(-1)![0])).toEqual(['d3']);
  });

  it('right-click on empty space clears the selection and offers the empty-space actions', () => {
    const { newFolder } = setup();
    fireEvent.click(option('Olympiad'));
    fireEvent.contextMenu(screen.getByTestId('file-browser-surface'), { clientX: 5, clientY: 5 });
    expect(screen.queryAllByRole('option', { selected: true })).toEqual([]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'New folder' }));
    expect(newFolder).toHaveBeenCalledWith([]);
  });
});
