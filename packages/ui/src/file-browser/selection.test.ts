import { emptySelection, selectionReducer, type SelectionState } from './selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const run = (state: SelectionState, ...actions: Parameters<typeof selectionReducer>[1][]) =>
  actions.reduce(selectionReducer, state);

describe('selection', () => {
  it('a click selects that item only', () => {
    const state = run(emptySelection, { type: 'select', id: 'b' }, { type: 'select', id: 'd' });
    expect(state.selected).toEqual(['d']);
  });

  it('ctrl or meta click adds and removes single items', () => {
    const state = run(
      emptySelection,
      { type: 'select', id: 'a' },
      { type: 'toggle', id: 'c' },
      { type: 'toggle', id: 'e' },
      { type: 'toggle', id: 'a' },
    );
    expect(state.selected).toEqual(['c', 'e']);
  });

  it('shift-click selects the range from the last clicked item, in either direction', () => {
    const down = run(
      emptySelection,
      { type: 'select', id: 'b' },
      { type: 'range', id: 'd', order },
    );
    expect(down.selected).toEqual(['b', 'c', 'd']);
    const up = run(down, { type: 'range', id: 'a', order });
    expect(up.selected).toEqual(['a', 'b']);
  });

  it('ctrl+shift-click adds a range to what is already selected', () => {
    const state = run(
      emptySelection,
      { type: 'select', id: 'a' },
      { type: 'toggle', id: 'd' },
      { type: 'range', id: 'e', order, additive: true },
    );
    expect(state.selected).toEqual(['a', 'd', 'e']);
  });

  it('selects all and clears', () => {
    const all = run(emptySelection, { type: 'all', order });
    expect(all.selected).toEqual(order);
    expect(run(all, { type: 'clear' }).selected).toEqual([]);
  });

  it('a rubber band replaces the selection; focus moves without selecting', () => {
    const state = run(
      emptySelection,
      { type: 'select', id: 'a' },
      { type: 'replace', ids: ['c', 'd'] },
      { type: 'focus', id: 'e' },
    );
    expect(state.selected).toEqual(['c', 'd']);
    expect(state.focus).toBe('e');
  });

  it('forgets items that left the list', () => {
    const state = run(emptySelection, { type: 'all', order }, { type: 'prune', existing: ['b'] });
    expect(state.selected).toEqual(['b']);
    expect(state.anchor).toBeNull();
  });
});
