import type { ShareType } from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';
import { commonShareType, shareReference } from './share-rules';

const item = (id: string, type = 'wsdoc'): FileItem => ({
  id,
  type,
  name: id,
  time: 0,
  isFolder: type === 'folder',
});

describe('the share rules (seed 001 §4 Sharing)', () => {
  const types: Record<string, ShareType> = { '1': 'users', '2': 'users', '3': 'link', f3: 'users' };
  const of = (one: FileItem) => types[one.id];

  test('a selection with one share type is edited together', () => {
    expect(commonShareType([item('1'), item('2'), item('f3', 'folder')], of)).toBe('users');
    expect(commonShareType([item('3')], of)).toBe('link');
  });

  test('different share types cannot be edited together', () => {
    expect(commonShareType([item('1'), item('3')], of)).toBe('different');
  });

  test('nothing selected: nothing to share', () => {
    expect(commonShareType([], of)).toBeNull();
  });

  test('the references always carry each item’s type', () => {
    expect(shareReference([item('12')])).toBe('wsdoc:12');
    expect(shareReference([item('12'), item('f3', 'folder')])).toBe('wsdoc:12,folder:f3');
  });
});
