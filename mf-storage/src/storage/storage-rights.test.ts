import type { FileItem } from '@gramota/ui';
import { storageRights, type StorageRightsInput } from './storage-rights';

const item = (id: string, permission?: 'view' | 'edit'): FileItem => ({
  id,
  type: 'stdoc',
  name: id,
  time: 0,
  isFolder: false,
  ...(permission ? { permission } : {}),
});
const rights = (input: Partial<StorageRightsInput>) =>
  storageRights({
    view: 'root',
    accountMayEdit: true,
    permissionOf: (one) => one.permission,
    ...input,
  });

describe('storage rights', () => {
  test('one’s own storage: everything, share included', () => {
    const own = rights({});
    expect(own.canAddHere).toBe(true);
    expect(own.editLevel([])).toBe(true);
    expect(own.editLevel([item('1'), item('2')])).toBe(true);
    expect(own.canMove([item('1')])).toBe(true);
    expect(own.canShare([item('1')])).toBe(true);
  });

  test('shared with me: edit-level only when every selected item is edit; never share', () => {
    const shared = rights({ view: 'shared' });
    expect(shared.canAddHere).toBe(false);
    expect(shared.editLevel([])).toBe(false);
    expect(shared.editLevel([item('1', 'edit')])).toBe(true);
    expect(shared.editLevel([item('1', 'edit'), item('2', 'view')])).toBe(false);
    expect(shared.canMove([item('1', 'edit')])).toBe(false);
    expect(shared.canShare([item('1', 'edit')])).toBe(false);
  });

  test('another account’s folder: its permission decides, for the folder and what is in it', () => {
    const olga = { name: 'Olga', email: 'olga@school.example' };
    const view = rights({ view: 'folder', sharedFolder: { shared_by: olga, permission: 'view' } });
    expect(view.canAddHere).toBe(false);
    expect(view.editLevel([])).toBe(false);
    expect(view.editLevel([item('1')])).toBe(false);
    const edit = rights({ view: 'folder', sharedFolder: { shared_by: olga, permission: 'edit' } });
    expect(edit.canAddHere).toBe(true);
    expect(edit.editLevel([item('1')])).toBe(true);
    expect(edit.canMove([item('1')])).toBe(true);
    expect(edit.canShare([item('1')])).toBe(false);
  });

  test('a folder that is not there (or not shared): nothing to share, add or change', () => {
    const missing = rights({ view: 'unknown' });
    expect(missing.listed).toBe(false);
    expect(missing.canShare([])).toBe(false);
    expect(missing.canAddHere).toBe(false);
    expect(missing.editLevel([])).toBe(false);
  });

  test('a member without storage_edit changes nothing', () => {
    const member = rights({ accountMayEdit: false });
    expect(member.canAddHere).toBe(false);
    expect(member.editLevel([])).toBe(false);
    expect(member.editLevel([item('1')])).toBe(false);
    expect(member.canShare([item('1')])).toBe(false);
    expect(member.canChangeTrash).toBe(false);
  });
});
