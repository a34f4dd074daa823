import i18next from 'i18next';
import type { FileItem } from '../file-browser/file-browser.types';
import { commonResources } from '../i18n/common-test-resources';
import {
  contextMenu,
  folderActions,
  trashActions,
  type FolderActionCommands,
} from './folder-actions';
import { folderCommandTexts } from './folder-command-texts';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: commonResources, defaultNS: 'common', initAsync: false });
i18n.addResourceBundle('en', 'ready', { clearTrash: 'Empty trash' });
const t = i18n.t;

function commands(): FolderActionCommands {
  return {
    texts: folderCommandTexts({
      actions: { clearTrash: 'ready:clearTrash' },
      done: { restoredToRoot: 'ready:restoredToRoot' },
    }),
    openSelected: jest.fn(),
    newFolder: jest.fn(),
    rename: jest.fn(),
    move: jest.fn(),
    trash: jest.fn(() => Promise.resolve()),
    restore: jest.fn(() => Promise.resolve()),
    deleteForever: jest.fn(),
    clearTrash: jest.fn(),
  };
}

const doc = { id: 'd1', type: 'doc', name: 'Diploma', isFolder: false } as FileItem;
const folder = { id: 'f1', type: 'folder', name: 'Class 5', isFolder: true } as FileItem;

describe('the folder actions every file area shows', () => {
  it('labels each command with the kit’s words unless the area words it otherwise', () => {
    const actions = folderActions(commands(), t);
    expect(trashActions(actions).map((action) => action.label)).toEqual([
      'Restore',
      'Delete forever',
      'Empty trash',
    ]);
    expect(actions.newFolder.label).toBe('New folder');
    expect(actions.remove).toMatchObject({ id: 'remove', label: 'To trash', danger: true });
    expect(actions.deleteForever.danger).toBe(true);
  });

  it('calls the command with the selection, under the area’s own ids and icons', () => {
    const calls = commands();
    const actions = folderActions(calls, t, {
      ids: { newFolder: 'new-folder' },
      icons: { move: 'M' },
    });
    expect(actions.newFolder.id).toBe('new-folder');
    expect(actions.move.icon).toBe('M');
    actions.remove.onSelect([doc]);
    actions.restore.onSelect([folder]);
    actions.clearTrash.onSelect([]);
    expect(calls.trash).toHaveBeenCalledWith([doc]);
    expect(calls.restore).toHaveBeenCalledWith([folder]);
    expect(calls.clearTrash).toHaveBeenCalled();
  });
});

describe('the context menu made from the toolbar', () => {
  const toolbar = ['newFolder', 'open', 'download', 'rename', 'remove', 'clearTrash'].map((id) => ({
    id,
    label: id,
    onSelect: () => undefined,
  }));
  const rules = {
    onEmpty: new Set(['newFolder', 'clearTrash']),
    oneOnly: new Set(['open', 'rename']),
    filesOnly: new Set(['download']),
  };
  const ids = (selected: FileItem[], keep?: (id: string) => boolean) =>
    contextMenu(toolbar, selected, {
      ...rules,
      keep: keep && ((entry) => keep(entry.id)),
    }).map((entry) => entry.id);

  it('offers on empty space only what makes things, and never that on a selection', () => {
    expect(ids([])).toEqual(['newFolder', 'clearTrash']);
    expect(ids([doc])).toEqual(['open', 'download', 'rename', 'remove']);
  });

  it('leaves out one-item actions for many and file actions when a folder is among them', () => {
    expect(ids([doc, doc])).toEqual(['download', 'remove']);
    expect(ids([folder])).toEqual(['open', 'rename', 'remove']);
    expect(ids([doc], (id) => id !== 'rename')).toEqual(['open', 'download', 'remove']);
  });
});
