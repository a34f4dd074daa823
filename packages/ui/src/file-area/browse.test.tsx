import { render, renderHook, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { FileItem } from '../file-browser/file-browser.types';
import { SearchEmpty, useNothingFoundAlert } from './browse-search.component';
import { browseCrumbs, browseHandlers, browseViewTitle } from './browse-wiring';
import { browseCommands as commands } from './browse.test-support';

const doc = { id: '12', type: 'doc', name: 'Diploma', isFolder: false } as FileItem;
const folder = { id: 'f3', type: 'folder', name: 'Class 5', isFolder: true } as FileItem;

describe('the browse screen of a file area', () => {
  it('moves, deletes and renames from the browser; crumbs naming a view lead nowhere', () => {
    const calls = commands();
    const handlers = browseHandlers(calls, { items: [doc, folder], embed: false, inTrash: false });
    handlers.onMove!(['f3'], null);
    expect(calls.moveTo).toHaveBeenCalledWith([folder], null);
    handlers.onRemove!([doc]);
    expect(calls.trash).toHaveBeenCalledWith([doc]);
    handlers.onRename!(doc);
    expect(calls.rename).toHaveBeenCalledWith([doc]);
    handlers.onNavigate(':trash');
    handlers.onNavigate(null);
    expect(calls.openFolder).toHaveBeenCalledTimes(1);
    expect(calls.openFolder).toHaveBeenCalledWith(null);
  });

  it('in the trash Delete deletes forever and nothing moves; the embedded picker only opens', () => {
    const calls = commands();
    const inTrash = browseHandlers(calls, { items: [doc], embed: false, inTrash: true });
    expect(inTrash.onMove).toBeUndefined();
    expect(inTrash.onRename).toBeUndefined();
    inTrash.onRemove!([doc]);
    expect(calls.deleteForever).toHaveBeenCalledWith([doc]);
    const embedded = browseHandlers(calls, { items: [doc], embed: true, inTrash: false });
    expect([embedded.onMove, embedded.onRemove, embedded.onRename]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(embedded.onOpen).toBe(calls.open);
  });

  it('shows no crumb at the root, the folder path in a folder and one crumb for a view', () => {
    const base = { rootName: 'Storage', view: 'folder', viewTitle: 'x' };
    expect(browseCrumbs({ ...base, atRoot: true, folderPath: [] })).toEqual([]);
    expect(
      browseCrumbs({ ...base, atRoot: false, folderPath: [{ id: 'f1', name: 'Class 5' }] }),
    ).toEqual([
      { id: null, name: 'Storage' },
      { id: 'f1', name: 'Class 5' },
    ]);
    expect(
      browseCrumbs({ ...base, atRoot: false, folderPath: null, view: 'trash', viewTitle: 'Trash' }),
    ).toEqual([
      { id: null, name: 'Storage' },
      { id: ':trash', name: 'Trash' },
    ]);
    expect(browseCrumbs({ ...base, atRoot: false, folderPath: null, viewTitle: null })).toEqual([
      { id: null, name: 'Storage' },
    ]);
  });

  it("titles a view's crumb from the area's texts; an unknown address has none", () => {
    const t = ((key: string, options?: { query?: string }) =>
      options ? `${key}(${options.query})` : key) as unknown as TFunction;
    const texts = { area: 'storage:storage', types: 'storage:types' };
    expect(browseViewTitle(t, { view: 'search', query: 'olymp' }, texts)).toBe(
      'storage:storage.search.title(olymp)',
    );
    expect(browseViewTitle(t, { view: 'types', type: 'pdf' }, texts)).toBe('storage:types.pdf');
    expect(browseViewTitle(t, { view: 'trash' }, texts)).toBe('storage:storage.views.trash');
    expect(browseViewTitle(t, { view: 'unknown' }, texts)).toBeNull();
  });

  it('asks for 3 characters under that, and says "Nothing found" above', () => {
    const texts = { hint: 'At least 3 characters', nothingFound: 'Nothing found', text: 'Check' };
    const { unmount } = render(<SearchEmpty query=" ab " {...texts} />);
    expect(screen.getByText('At least 3 characters')).toBeTruthy();
    unmount();
    render(<SearchEmpty query="abc" {...texts} />);
    expect(screen.getByText('Nothing found')).toBeTruthy();
  });

  it('says "Nothing found" once per search without results', () => {
    const say = jest.fn();
    const { rerender } = renderHook(
      ({ query, empty }: { query: string | null; empty: boolean }) =>
        useNothingFoundAlert(query, empty, say),
      { initialProps: { query: 'abc' as string | null, empty: true } },
    );
    rerender({ query: 'abc', empty: true });
    rerender({ query: null, empty: true });
    rerender({ query: 'abcd', empty: false });
    expect(say).toHaveBeenCalledTimes(1);
    rerender({ query: 'abcd', empty: true });
    expect(say).toHaveBeenCalledTimes(2);
  });
});
