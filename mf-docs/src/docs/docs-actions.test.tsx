import type { TFunction } from 'i18next';
import { folderCommandTexts, type FileItem } from '@gramota/ui';
import { contextActions, toolbarActions } from './docs-actions';
import type { DocsCommands } from './use-docs-commands';
import type { DocsRoute } from './docs-route';

const t = ((key: string) => key.replace('docs:docs.actions.', '')) as unknown as TFunction;
// The commands carry their words (the kit's folder actions read them); every command is a mock.
const texts = folderCommandTexts({ done: { restoredToRoot: 'docs:docs.done.restoredToRoot' } });
const commands = new Proxy(
  {},
  { get: (_, name) => (name === 'texts' ? texts : jest.fn()) },
) as unknown as DocsCommands;
const folderRoute: DocsRoute = { view: 'folder', folderId: null };
const item = (id: string, isFolder = false, favorite = false): FileItem => ({
  id,
  type: isFolder ? 'folder' : 'doc',
  name: id,
  time: 0,
  isFolder,
  favorite,
});
const ids = (actions: { id: string }[]) => actions.map((action) => action.id);

describe('the toolbar of My documents', () => {
  test('always offers the same buttons in a folder, so a wrong selection can be told', () => {
    const input = { route: folderRoute, commands, embed: false, t };
    expect(ids(toolbarActions(input, []))).toEqual([
      'new-document',
      'new-folder',
      'open',
      'rename',
      'favorite',
      'copy',
      'move',
      'create-files',
      'remove',
    ]);
  });

  test('no new folder outside folders; the favorite label follows the selection', () => {
    const input = { route: { view: 'recent' } as DocsRoute, commands, embed: false, t };
    expect(ids(toolbarActions(input, []))).not.toContain('new-folder');
    const favorite = (selected: FileItem[]) =>
      toolbarActions(input, selected).find((action) => action.id === 'favorite')?.label;
    expect(favorite([item('1', false, true)])).toBe('unfavorite');
    expect(favorite([item('1', false, true), item('2')])).toBe('favorite');
  });

  test('the trash restores, deletes forever and clears', () => {
    const input = { route: { view: 'trash' } as DocsRoute, commands, embed: false, t };
    expect(ids(toolbarActions(input, []))).toEqual(['restore', 'delete-forever', 'clear-trash']);
  });

  test('the embedded picker only chooses', () => {
    const input = { route: folderRoute, commands, embed: true, t };
    expect(ids(toolbarActions(input, []))).toEqual(['pick']);
    expect(contextActions(input, [item('1')])).toEqual([]);
  });
});

describe('the context menu', () => {
  const input = { route: folderRoute, commands, embed: false, t };

  test('on empty space: what can be created here', () => {
    expect(ids(contextActions(input, []))).toEqual(['new-document', 'new-folder']);
  });

  test('one document, one folder and a mix each get their own actions', () => {
    expect(ids(contextActions(input, [item('1')]))).toEqual([
      'open',
      'rename',
      'favorite',
      'copy',
      'move',
      'create-files',
      'remove',
    ]);
    expect(ids(contextActions(input, [item('f1', true)]))).toEqual([
      'open',
      'rename',
      'favorite',
      'move',
      'remove',
    ]);
    expect(ids(contextActions(input, [item('1'), item('2')]))).toEqual([
      'favorite',
      'move',
      'create-files',
      'remove',
    ]);
    expect(ids(contextActions(input, [item('1'), item('f1', true)]))).toEqual([
      'favorite',
      'move',
      'remove',
    ]);
  });

  test('in the trash: restore or delete forever, or clear it from empty space', () => {
    const trash = { ...input, route: { view: 'trash' } as DocsRoute };
    expect(ids(contextActions(trash, [item('1')]))).toEqual(['restore', 'delete-forever']);
    expect(ids(contextActions(trash, []))).toEqual(['clear-trash']);
  });
});
