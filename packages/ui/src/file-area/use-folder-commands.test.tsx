import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ROOT_FOLDER } from '@gramota/contracts';
import { commonResources } from '../i18n/common-test-resources';
import type { FileItem } from '../file-browser/file-browser.types';
import { doneTexts, type FolderCommandTexts } from './folder-command-texts';
import type { ShareCalls } from './share/share-calls';
import { useFolderCommands, type FolderCommandsOptions } from './use-folder-commands';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: commonResources, defaultNS: 'common', initAsync: false });
i18n.addResourceBundle('en', 'storage', {
  selectItem: 'Select a document or folder',
  recover: 'Recover document or folder before opening!',
  renameOne: 'Rename one at a time',
  newFolder: 'New folder',
  done: { moved: 'Moved: {{count}}', restored: 'Restored: {{count}}', folderCreated: 'Created' },
  confirmDelete: 'Delete {{count}} forever?',
  deleteForever: 'Delete forever',
  errors: { not_found: 'Gone from the storage' },
});

const key = (name: string) => `storage:${name}`;
const TEXTS: FolderCommandTexts = {
  selectItem: key('selectItem'),
  recoverBeforeOpening: key('recover'),
  renameOne: key('renameOne'),
  folderName: key('folderName'),
  defaultFolderName: key('newFolder'),
  moveTitle: key('moveTitle'),
  create: key('create'),
  save: key('save'),
  actions: {
    open: key('open'),
    newFolder: key('newFolder'),
    rename: key('renameTitle'),
    move: key('move'),
    remove: key('remove'),
    restore: key('restore'),
    deleteForever: key('deleteForever'),
    clearTrash: key('clearTrash'),
  },
  confirmDeleteForever: key('confirmDelete'),
  confirmClearTrash: key('confirmClear'),
  done: doneTexts('storage:done'),
};

const doc: FileItem = { id: '12', type: 'doc', name: 'Diploma', isFolder: false } as FileItem;
const folder: FileItem = { id: 'f3', type: 'folder', name: 'Class 5', isFolder: true } as FileItem;

function setup(overrides: Partial<FolderCommandsOptions> = {}) {
  const shell = { toast: jest.fn(), showModal: jest.fn() };
  const answer = { result: 'ok' } as unknown;
  const formAction = jest.fn(() => ({ unwrap: () => Promise.resolve(answer) }));
  const options: FolderCommandsOptions = {
    view: 'storage',
    texts: TEXTS,
    shell,
    formAction: formAction as unknown as FolderCommandsOptions['formAction'],
    go: jest.fn(),
    inTrash: false,
    folderId: 'f1',
    parentOf: () => 'f1',
    restoreLocation: '/app/storage/',
    folderPath: (id) => `/app/storage/folder/${id}/`,
    openFile: jest.fn(),
    rootName: 'Storage',
    useFolderListing: () => ({ path: [], folders: [], loading: false }),
    ...overrides,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const { result } = renderHook(() => useFolderCommands(options), { wrapper });
  return { commands: result.current, shell, formAction, options };
}

describe('the shared folder and trash commands', () => {
  it('says "Select a document or folder" and sends nothing when nothing is selected', async () => {
    const { commands, shell, formAction } = setup();
    commands.rename([]);
    commands.move([]);
    await commands.trash([]);
    await commands.restore([]);
    commands.deleteForever([]);
    commands.openSelected([]);
    expect(shell.toast).toHaveBeenCalledTimes(6);
    expect(shell.toast).toHaveBeenCalledWith({ text: 'Select a document or folder', kind: 'info' });
    expect(formAction).not.toHaveBeenCalled();
    expect(shell.showModal).not.toHaveBeenCalled();
  });

  it('refuses to open anything in the trash; elsewhere opens folders by path and files by the area', () => {
    const inTrash = setup({ inTrash: true });
    inTrash.commands.open(doc);
    expect(inTrash.shell.toast).toHaveBeenCalledWith({
      text: 'Recover document or folder before opening!',
      kind: 'info',
    });
    expect(inTrash.options.openFile).not.toHaveBeenCalled();

    const { commands, options } = setup();
    commands.open(folder);
    expect(options.go).toHaveBeenCalledWith('/app/storage/folder/f3/');
    commands.openSelected([doc, folder]);
    expect(options.openFile).toHaveBeenCalledWith(doc);
  });

  it('sends the view form action with the selection reference and says what was done', async () => {
    const { commands, shell, formAction } = setup();
    await act(() => commands.moveTo([doc, folder], null));
    expect(formAction).toHaveBeenCalledWith({
      type: 'mix',
      action: 'move',
      body: { data_id: 'doc:12,folder:f3', folder_id: ROOT_FOLDER },
    });
    expect(shell.toast).toHaveBeenCalledWith({ text: 'Moved: 2', kind: 'success', timeout: 3000 });
  });

  it('in the trash sends typed ids and goes to the restore location afterwards', async () => {
    const { commands, formAction, options } = setup({ inTrash: true });
    await act(() => commands.restore([doc]));
    expect(formAction).toHaveBeenCalledWith({
      type: 'trash',
      action: 'restore',
      body: { data_id: 'doc:12' },
    });
    expect(options.go).toHaveBeenCalledWith('/app/storage/');
  });

  it('says a refusal in the view’s own words and does nothing else', async () => {
    const { commands, shell, formAction } = setup();
    formAction.mockReturnValueOnce({
      unwrap: () =>
        Promise.reject({ status: 404, data: { result: 'error', error_code: 'not_found' } }),
    });
    await act(() => commands.trash([doc]));
    expect(shell.toast).toHaveBeenCalledWith({ text: 'Gone from the storage', kind: 'error' });
    expect(shell.toast).toHaveBeenCalledTimes(1);
  });

  it('asks before deleting forever, and renames one item at a time', () => {
    const { commands, shell, formAction } = setup({ inTrash: true });
    commands.deleteForever([doc, folder]);
    expect(shell.showModal).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Delete forever',
        props: expect.objectContaining({ text: 'Delete 2 forever?', danger: true }),
      }),
    );
    expect(formAction).not.toHaveBeenCalled();
    commands.rename([doc, folder]);
    expect(shell.toast).toHaveBeenCalledWith({ text: 'Rename one at a time', kind: 'info' });
  });

  it('names a new folder "New folder" and creates it in the folder shown', async () => {
    const { commands, shell, formAction } = setup();
    commands.newFolder();
    const request = shell.showModal.mock.calls[0][0];
    expect(request.props.initialName).toBe('New folder');
    await act(() => request.props.onSubmit('Class 6'));
    expect(formAction).toHaveBeenCalledWith({
      type: 'folder',
      action: 'folder-new',
      body: { name: 'Class 6', parent: 'f1' },
    });
  });

  it('knows where each item is from the listed records, and shares one access type at a time', () => {
    const records = {
      files: new Map([['12', { id: '12', folder: 'f1', share_type: 'users' as const }]]),
      folders: new Map([['f3', { id: 'f3', parent: 'f1', share_type: 'link' as const }]]),
    };
    const calls = {} as ShareCalls;
    const { commands, shell } = setup({ parentOf: undefined, records, share: calls });
    commands.move([doc, folder]);
    expect(shell.showModal.mock.calls[0][0].props.currentFolderId).toBe('f1');

    // A document for named people and a folder for anyone with the link: 'Different access'.
    commands.share([doc, folder]);
    expect(shell.showModal.mock.calls[1][0].props.text).toMatch(/different/i);
    commands.share([folder]);
    expect(shell.showModal.mock.calls[2][0].props).toMatchObject({
      area: 'storage',
      calls,
      dataId: 'folder:f3',
      shareType: 'link',
    });
    commands.share([]);
    expect(shell.toast).toHaveBeenCalledWith({ text: 'Select a document or folder', kind: 'info' });
    expect(shell.showModal).toHaveBeenCalledTimes(3);
  });
});
