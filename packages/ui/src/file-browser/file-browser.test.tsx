import { fireEvent, screen, within } from '@testing-library/react';
import { FileBrowser, type FileBrowserProps } from './file-browser.component';
import { doc, folder, renderWithI18n, sampleItems } from './file-browser.test-support';

function setup(props: Partial<FileBrowserProps> = {}) {
  const handlers = {
    onOpen: jest.fn(),
    onRemove: jest.fn(),
    onRename: jest.fn(),
    onSelectionChange: jest.fn(),
    onViewChange: jest.fn(),
  };
  const view = renderWithI18n(
    <FileBrowser
      items={sampleItems}
      label="My documents"
      view="thumbnail"
      timezone="Europe/Moscow"
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

const option = (name: string) => screen.getByRole('option', { name });
const selectedNames = () =>
  screen
    .queryAllByRole('option', { selected: true })
    .map((element) => element.getAttribute('aria-label'));

describe('FileBrowser selection', () => {
  it('a click selects one item, ctrl or meta click toggles more in and out', () => {
    const { onSelectionChange } = setup();
    fireEvent.click(option('Diploma Ivanov'));
    fireEvent.click(option('Letter of thanks'));
    expect(selectedNames()).toEqual(['Letter of thanks']);

    fireEvent.click(option('Class 5A'), { ctrlKey: true });
    fireEvent.click(option('Diploma Ivanov'), { metaKey: true });
    expect(selectedNames()).toEqual(['Class 5A', 'Diploma Ivanov', 'Letter of thanks']);

    fireEvent.click(option('Letter of thanks'), { ctrlKey: true });
    expect(selectedNames()).toEqual(['Class 5A', 'Diploma Ivanov']);
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    const last = onSelectionChange.mock.calls.at(-1)?.[0] as { id: string }[];
    expect(last.map((item) => item.id)).toEqual(['f1', 'd1']);
  });

  it('shift-click selects everything between the last clicked item and this one', () => {
    setup();
    fireEvent.click(option('Olympiad'));
    fireEvent.click(option('Certificate Petrova'), { shiftKey: true });
    expect(selectedNames()).toEqual(['Olympiad', 'Diploma Ivanov', 'Certificate Petrova']);
  });

  it('ctrl+A selects all, Escape and a click on empty space clear', () => {
    setup();
    const surface = screen.getByTestId('file-browser-surface');
    fireEvent.keyDown(surface, { key: 'a', ctrlKey: true });
    expect(selectedNames()).toHaveLength(5);
    fireEvent.keyDown(surface, { key: 'Escape' });
    expect(selectedNames()).toEqual([]);

    fireEvent.keyDown(surface, { key: 'A', metaKey: true });
    fireEvent.mouseDown(surface, { button: 0, clientX: 5, clientY: 5 });
    fireEvent.mouseUp(document);
    expect(selectedNames()).toEqual([]);
  });

  it('the hover checkbox toggles an item without dropping the others', () => {
    setup();
    fireEvent.click(option('Diploma Ivanov'));
    const card = option('Olympiad');
    // The checkbox is the first aria-hidden check mark inside the card.
    const checkbox = card.querySelector('.check') as HTMLElement;
    fireEvent.click(checkbox);
    expect(selectedNames()).toEqual(['Olympiad', 'Diploma Ivanov']);
  });

  it('selects one item at most in single mode', () => {
    setup({ selectionMode: 'single' });
    fireEvent.click(option('Diploma Ivanov'));
    fireEvent.click(option('Letter of thanks'), { ctrlKey: true });
    fireEvent.keyDown(option('Letter of thanks'), { key: 'a', ctrlKey: true });
    expect(selectedNames()).toEqual(['Letter of thanks']);
  });

  it('forgets selected items that leave the list', () => {
    const { rerender, onSelectionChange } = setup();
    fireEvent.click(option('Diploma Ivanov'));
    fireEvent.click(option('Olympiad'), { ctrlKey: true });
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    rerender(
      <FileBrowser
        items={sampleItems.filter((item) => item.id !== 'd1')}
        label="My documents"
        view="thumbnail"
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(screen.getByText('Selected: 1')).toBeTruthy();
    const last = onSelectionChange.mock.calls.at(-1)?.[0] as { id: string }[];
    expect(last.map((item) => item.id)).toEqual(['f2']);
  });
});

describe('FileBrowser keyboard', () => {
  it('Enter and double-click open the item', () => {
    const { onOpen } = setup();
    fireEvent.click(option('Olympiad'));
    fireEvent.keyDown(option('Olympiad'), { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'f2' }));
    fireEvent.doubleClick(option('Diploma Ivanov'));
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'd1' }));
  });

  it('arrow keys move the selection; shift+arrow extends it', () => {
    setup({ view: 'list' });
    const row = (name: string) => screen.getByRole('row', { name });
    fireEvent.click(row('Class 5A'));
    fireEvent.keyDown(row('Class 5A'), { key: 'ArrowDown' });
    expect(row('Olympiad').getAttribute('aria-selected')).toBe('true');
    expect(row('Class 5A').getAttribute('aria-selected')).toBe('false');
    expect(document.activeElement).toBe(row('Olympiad'));

    fireEvent.keyDown(row('Olympiad'), { key: 'ArrowDown', shiftKey: true });
    const selected = screen.getAllByRole('row', { selected: true });
    expect(selected.map((element) => element.getAttribute('aria-label'))).toEqual([
      'Olympiad',
      'Diploma Ivanov',
    ]);
  });

  it('Delete asks the area to remove the selection, F2 to rename the item', () => {
    const { onRemove, onRename } = setup();
    fireEvent.click(option('Diploma Ivanov'));
    fireEvent.click(option('Letter of thanks'), { ctrlKey: true });
    fireEvent.keyDown(option('Letter of thanks'), { key: 'Delete' });
    expect(onRemove.mock.calls[0][0].map((item: { id: string }) => item.id)).toEqual(['d1', 'd3']);
    fireEvent.click(option('Olympiad'));
    fireEvent.keyDown(option('Olympiad'), { key: 'F2' });
    expect(onRename).toHaveBeenCalledWith(expect.objectContaining({ id: 'f2' }));
  });

  it('keeps one item in the tab order (the focused one)', () => {
    setup();
    const tabbable = screen.getAllByRole('option').filter((element) => element.tabIndex === 0);
    expect(tabbable.map((element) => element.getAttribute('aria-label'))).toEqual(['Class 5A']);
  });
});

describe('FileBrowser display', () => {
  const longName = 'Diploma_for_the_winner_of_the_regional_olympiad_in_mathematics';

  it('cuts names over 40 characters to 35 and keeps the full name in the tooltip', () => {
    setup({ items: [doc('d9', longName), doc('d8', 'Short_name')] });
    const shown = 'Diploma for the winner of the regio...';
    const name = screen.getByText(shown);
    expect(name.getAttribute('title')).toBe(longName.replace(/_/g, ' '));
    expect(screen.getByText('Short name')).toBeTruthy();
  });

  it('shows dates in the user time zone and sizes in the list view', () => {
    setup({ view: 'list', timezone: 'Asia/Irkutsk' });
    const row = screen.getByRole('row', { name: 'Diploma Ivanov' });
    expect(within(row).getByText('5 Nov 2026, 19:03')).toBeTruthy();
    expect(within(row).getByText('1.5 KB')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Modified' })).toBeTruthy();
  });

  it('speaks Russian: dates and sizes follow the language', () => {
    renderWithI18n(
      <FileBrowser
        items={sampleItems}
        label="Мои документы"
        view="list"
        timezone="Europe/Moscow"
      />,
      'ru',
    );
    const row = screen.getByRole('row', { name: 'Diploma Ivanov' });
    expect(within(row).getByText('5 нояб. 2026, 14:03')).toBeTruthy();
    expect(within(row).getByText('1.5 Кб')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Изменён' })).toBeTruthy();
  });

  it('switches between thumbnails and list through the area', () => {
    const { onViewChange } = setup();
    expect(screen.getByRole('listbox', { name: 'My documents' })).toBeTruthy();
    const list = screen.getByRole('button', { name: 'List' });
    expect(list.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(list);
    expect(onViewChange).toHaveBeenCalledWith('list');
  });

  it('shows breadcrumbs that navigate, with the current folder last', () => {
    const onNavigate = jest.fn();
    setup({
      path: [
        { id: null, name: 'My documents' },
        { id: 'f1', name: 'Class 5A' },
        { id: 'f7', name: 'Spring' },
      ],
      onNavigate,
    });
    const nav = screen.getByRole('navigation', { name: 'Folder path' });
    fireEvent.click(within(nav).getByRole('button', { name: 'My documents' }));
    expect(onNavigate).toHaveBeenCalledWith(null);
    expect(within(nav).getByText('Spring').getAttribute('aria-current')).toBe('page');
  });

  it('shows the loading skeleton, then the empty slot when there is nothing', () => {
    const { rerender } = setup({ items: [], loading: true, empty: <p>No documents yet</p> });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText('No documents yet')).toBeNull();
    rerender(<FileBrowser items={[]} label="x" view="thumbnail" empty={<p>No documents yet</p>} />);
    expect(screen.getByText('No documents yet')).toBeTruthy();
  });

  it('marks favourites and view-only shared items', () => {
    setup({
      items: [
        doc('d1', 'Starred', { favorite: true }),
        folder('s1', 'Shared', { permission: 'view' }),
      ],
    });
    expect(within(option('Starred')).getByTitle('Favorite')).toBeTruthy();
    expect(within(option('Shared')).getByTitle('View only')).toBeTruthy();
  });
});
