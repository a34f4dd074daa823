import { CodedError as DocsError } from '../../../errors';
import {
  checkedName,
  fitName,
  parseLooseSelection,
  parseSelection,
  targetFolder,
} from '../../folders';
import { copyName } from '../docs-create.service';
import { fontStyle } from '../get-doc.service';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DocsError ? error.code : String(error);
  }
  return 'no error';
};

describe('selection references', () => {
  it('reads one id, mix and trash references, collapsing duplicates', () => {
    expect(parseSelection('doc', '42')).toEqual({ docs: [42], folders: [] });
    expect(parseSelection('folder', 'f7')).toEqual({ docs: [], folders: [7] });
    expect(parseSelection('mix', 'doc:1, folder:f2,doc:1')).toEqual({ docs: [1], folders: [2] });
    expect(parseSelection('trash', 'folder:f9')).toEqual({ docs: [], folders: [9] });
    expect(parseLooseSelection('12')).toEqual({ docs: [12], folders: [] });
    expect(parseLooseSelection('f3')).toEqual({ docs: [], folders: [3] });
  });

  it.each([
    ['doc', '', 'selection_empty'],
    ['doc', 'f1', 'selection_invalid'],
    ['folder', '1', 'selection_invalid'],
    ['doc', '01', 'selection_invalid'],
    ['doc', '99999999999', 'selection_invalid'],
    ['mix', '1', 'selection_invalid'],
    ['trash', 'doc:f1', 'selection_invalid'],
    ['mix', 'stdoc:1', 'selection_invalid'],
  ] as const)('%s %j → %s', (type, dataId, code) => {
    expect(codeOf(() => parseSelection(type, dataId))).toBe(code);
  });

  it('reads target folders', () => {
    expect(targetFolder(undefined, 'folder_id')).toBeNull();
    expect(targetFolder('', 'folder_id')).toBeNull();
    expect(targetFolder('root', 'folder_id')).toBeNull();
    expect(targetFolder('f5', 'folder_id')).toBe(5);
    expect(codeOf(() => targetFolder('5', 'folder_id'))).toBe('not_found');
  });
});

describe('names', () => {
  it('trims, replaces control characters and refuses HTML', () => {
    expect(checkedName(' \tTerm\n1 ', 'folder')).toBe('Term 1');
    expect(checkedName('5 < 6 > 4', 'folder')).toBe('5 < 6 > 4');
    expect(codeOf(() => checkedName('<script>', 'doc'))).toBe('name_html');
    expect(checkedName('я'.repeat(100), 'folder')).toHaveLength(100);
    expect(codeOf(() => checkedName('я'.repeat(101), 'folder'))).toBe('name_too_long');
  });

  it('names copies by language and within the limit', () => {
    expect(copyName('Грамота', 'ru')).toBe('Грамота — копия');
    expect(copyName('Diploma', 'en')).toBe('Diploma (copy)');
    expect(copyName('Грамота', 'kz')).toBe('Грамота — көшірме');
    expect(copyName('Urkunde', 'de')).toBe('Urkunde (Kopie)');
    expect([...copyName('x'.repeat(200), 'en')]).toHaveLength(200);
    expect(fitName('😀😀😀', 2)).toBe('😀😀');
  });

  it('writes a font rule that cannot break out of CSS', () => {
    expect(fontStyle('PT Serif')).toBe(".gr-doc-page{font-family:'PT Serif'}");
    expect(fontStyle("x'}body{background:url(//evil)}")).toBe(
      ".gr-doc-page{font-family:'xbodybackgroundurlevil'}",
    );
    expect(fontStyle('')).toBe(".gr-doc-page{font-family:'serif'}");
  });
});
