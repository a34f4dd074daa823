import { canDropInto } from './drop-rules';

describe('canDropInto', () => {
  it('accepts a folder that is not being dragged', () => {
    expect(canDropInto({ id: 'f1' }, ['d1', 'd2'], 'root')).toBe(true);
    expect(canDropInto({ id: null }, ['d1'], 'f5')).toBe(true);
  });

  it('never accepts a folder into itself or into another dragged folder', () => {
    expect(canDropInto({ id: 'f1' }, ['f1'], null)).toBe(false);
    expect(canDropInto({ id: 'f2' }, ['f1', 'f2', 'd3'], null)).toBe(false);
  });

  it('refuses the folder the items are already in and view-only folders', () => {
    expect(canDropInto({ id: null }, ['d1'], null)).toBe(false);
    expect(canDropInto({ id: 'f1', permission: 'view' }, ['d1'], null)).toBe(false);
    expect(canDropInto({ id: 'f1' }, [], null)).toBe(false);
  });
});
