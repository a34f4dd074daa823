import { selectionReference } from './selection-reference';

const doc = { id: '12', type: 'doc' };
const folder = { id: '7', type: 'folder' };

describe('selectionReference', () => {
  it('names a single document or folder by its type and id', () => {
    expect(selectionReference([doc])).toEqual({ type: 'doc', ids: '12' });
    expect(selectionReference([folder])).toEqual({ type: 'folder', ids: '7' });
  });

  it("calls one file of any area a 'doc' (there is no /api/workshop-wsdoc-rename/)", () => {
    expect(selectionReference([{ id: '5', type: 'wsdoc' }])).toEqual({ type: 'doc', ids: '5' });
    expect(selectionReference([{ id: '9', type: 'stdoc' }])).toEqual({ type: 'doc', ids: '9' });
  });

  it("keeps each file's own type among several", () => {
    expect(selectionReference([{ id: '5', type: 'wsdoc' }, folder])).toEqual({
      type: 'mix',
      ids: 'wsdoc:5,folder:7',
    });
  });

  it("calls several items a 'mix' of type:id pairs joined by commas", () => {
    expect(selectionReference([doc, folder])).toEqual({ type: 'mix', ids: 'doc:12,folder:7' });
  });

  it("uses the 'trash' type inside the trash, keeping each id's own type", () => {
    expect(selectionReference([doc, folder], { inTrash: true })).toEqual({
      type: 'trash',
      ids: 'doc:12,folder:7',
    });
    expect(selectionReference([folder], { inTrash: true })).toEqual({
      type: 'trash',
      ids: 'folder:7',
    });
  });

  it('has no reference for an empty selection', () => {
    expect(selectionReference([])).toBeNull();
  });
});
