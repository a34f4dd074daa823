import type { ShareType } from '@gramota/contracts';
import type { FileItem } from '../../file-browser/file-browser.types';
import { commonShareType, shareReference, shareRules } from './share-rules';

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
    expect(shareRules([item('1'), item('f3', 'folder')], of)).toEqual({
      kind: 'share',
      dataId: 'wsdoc:1,folder:f3',
      shareType: 'users',
    });
  });

  test('different share types cannot be edited together', () => {
    expect(commonShareType([item('1'), item('3')], of)).toBe('different');
    expect(shareRules([item('1'), item('3')], of)).toEqual({ kind: 'different' });
  });

  test('nothing selected: nothing to share', () => {
    expect(commonShareType([], of)).toBeNull();
    expect(shareRules([], of)).toEqual({ kind: 'none' });
  });

  test('the references always carry each item’s type', () => {
    expect(shareReference([item('12')])).toBe('wsdoc:12');
    expect(shareReference([item('12'), item('f3', 'folder')])).toBe('wsdoc:12,folder:f3');
    expect(shareReference([item('5', 'doc')])).toBe('doc:5');
  });
});
