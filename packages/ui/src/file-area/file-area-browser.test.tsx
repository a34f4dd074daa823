import { fireEvent, screen } from '@testing-library/react';
import type { FileItem } from '../file-browser/file-browser.types';
import { renderWithI18n, sampleItems } from '../file-browser/file-browser.test-support';
import { browseCommands } from './browse.test-support';
import { FileAreaBrowser, type FileAreaBrowserProps } from './file-area-browser.component';
import { ContextMenu } from '../file-browser/context-menu.lazy';

// The part loads as it does in the browser after a first press (lazyPart), before any test opens it.
beforeAll(() => ContextMenu.preload());

function renderBrowser(props: Partial<FileAreaBrowserProps> = {}) {
  const onNothingFound = jest.fn();
  const toolbarActions = jest.fn((selected: readonly FileItem[]) => [
    { id: 'pick', label: `Pick ${selected.length}`, onSelect: jest.fn() },
  ]);
  const all: FileAreaBrowserProps = {
    route: { view: 'folder' },
    routeKey: '/app/storage/',
    label: 'Storage',
    items: sampleItems,
    preferences: { view: 'thumbnail', sort: { key: 'name', direction: 'asc' } },
    crumbs: { atRoot: false, rootName: 'Storage', folderPath: [{ id: 'f1', name: 'Class 5A' }] },
    viewTitles: { area: 'storage', types: 'types' },
    commands: browseCommands(),
    inTrash: false,
    embed: false,
    contextActions: () => [{ id: 'rename', label: 'Rename', onSelect: jest.fn() }],
    toolbarActions,
    settled: true,
    onNothingFound,
    empty: <p>No files yet</p>,
    loading: false,
    ...props,
  };
  const view = renderWithI18n(<FileAreaBrowser {...all} />);
  return { ...view, all, onNothingFound, toolbarActions };
}

const search = {
  onSearch: jest.fn(),
  placeholder: 'Search',
  label: 'Search files',
  hint: 'At least 3 characters',
  testId: 'storage-search',
};

describe('the browse screen of a file area', () => {
  it('has a search box only when the area gives one, holding the words of the search view', () => {
    const { unmount } = renderBrowser();
    expect(screen.queryByTestId('storage-search')).toBeNull();
    unmount();
    renderBrowser({ search, route: { view: 'search', query: 'olymp' } });
    expect((screen.getByTestId('storage-search') as HTMLInputElement).value).toBe('olymp');
  });

  it("lists the items in the teacher's order, the folder's path in the crumbs", () => {
    renderBrowser();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Class 5A'),
      expect.stringContaining('Olympiad'),
      expect.stringContaining('Certificate Petrova'),
      expect.stringContaining('Diploma Ivanov'),
      expect.stringContaining('Letter of thanks'),
    ]);
    const crumbs = screen.getByRole('navigation');
    expect(crumbs.textContent).toContain('Storage');
    expect(crumbs.textContent).toContain('Class 5A');
  });

  it('keeps the items as given when their order is the point (a run in table order)', () => {
    const onSortChange = jest.fn();
    renderBrowser({
      keepOrder: true,
      items: sampleItems.filter((item) => !item.isFolder),
      preferences: {
        view: 'list',
        sort: { key: 'name', direction: 'asc' },
        onSortChange,
      },
    });
    const [header, ...rows] = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Diploma Ivanov'),
      expect.stringContaining('Certificate Petrova'),
      expect.stringContaining('Letter of thanks'),
    ]);
    // The headers offer no sort that would not happen, nor claim one.
    expect(header!.querySelectorAll('button')).toHaveLength(0);
    expect(header!.querySelector('[aria-sort]')).toBeNull();
  });

  it('opens the context menu, except in the embedded picker', () => {
    const { unmount } = renderBrowser();
    fireEvent.contextMenu(screen.getByRole('option', { name: 'Diploma Ivanov' }));
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toBeTruthy();
    unmount();
    renderBrowser({ embed: true });
    fireEvent.contextMenu(screen.getByRole('option', { name: 'Diploma Ivanov' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows the empty state without items, the skeleton while loading', () => {
    const { rerender, all } = renderBrowser({ items: [] });
    expect(screen.getByText('No files yet')).toBeTruthy();
    rerender(<FileAreaBrowser {...all} loading />);
    expect(screen.queryByText('No files yet')).toBeNull();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('gives the selection to the toolbar and to what stands above the list', () => {
    const onSelectionChange = jest.fn();
    renderBrowser({
      onSelectionChange,
      children: (selected) => <p>{selected.map((item) => item.name).join()} chosen</p>,
    });
    fireEvent.click(screen.getByRole('option', { name: 'Diploma Ivanov' }));
    expect(screen.getByText('Diploma Ivanov chosen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pick 1' })).toBeTruthy();
    expect(onSelectionChange).toHaveBeenLastCalledWith([sampleItems[2]]);
  });

  it('a new view starts with nothing selected: the toolbar offers nothing for what was chosen before', () => {
    const { rerender, all, toolbarActions } = renderBrowser();
    fireEvent.click(screen.getByRole('option', { name: 'Diploma Ivanov' }));
    expect(screen.getByRole('button', { name: 'Pick 1' })).toBeTruthy();
    rerender(
      <FileAreaBrowser {...all} route={{ view: 'shared' }} routeKey="/app/storage/shared/" />,
    );
    expect(screen.getByRole('button', { name: 'Pick 0' })).toBeTruthy();
    expect(toolbarActions).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('button', { name: 'Pick 1' })).toBeNull();
  });

  it('the toolbar and the notes get the selected items as listed now, not as they were chosen', () => {
    const { rerender, all } = renderBrowser({
      children: (selected) => (
        <p>{selected.map((item) => `${item.name} ${item.permission ?? 'own'}`).join()} chosen</p>
      ),
    });
    fireEvent.click(screen.getByRole('option', { name: 'Diploma Ivanov' }));
    expect(screen.getByText('Diploma Ivanov own chosen')).toBeTruthy();
    // The list comes back from the server with the item changed (now read-only for this person).
    const changed = sampleItems.map((item) =>
      item.name === 'Diploma Ivanov' ? { ...item, permission: 'view' as const } : item,
    );
    rerender(<FileAreaBrowser {...all} items={changed} />);
    expect(screen.getByText('Diploma Ivanov view chosen')).toBeTruthy();
    // And gone from the list: nothing is selected any more.
    rerender(
      <FileAreaBrowser {...all} items={changed.filter((item) => item.name !== 'Diploma Ivanov')} />,
    );
    expect(screen.getByText('chosen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pick 0' })).toBeTruthy();
  });

  it("says 'Nothing found' once for a search that came back empty, not while it loads", () => {
    const route = { view: 'search', query: 'olymp' };
    const { rerender, all, onNothingFound } = renderBrowser({ route, items: [], settled: false });
    expect(onNothingFound).not.toHaveBeenCalled();
    rerender(<FileAreaBrowser {...all} settled />);
    rerender(<FileAreaBrowser {...all} settled loading={false} />);
    expect(onNothingFound).toHaveBeenCalledTimes(1);
  });
});
