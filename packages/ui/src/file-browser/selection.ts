/** Selection of a file list (seed 000 §2 "Selection"), as a pure reducer over item ids. */
export interface SelectionState {
  selected: readonly string[];
  /** Where a shift-click or shift-arrow range starts. */
  anchor: string | null;
  /** The item keyboard navigation moves from. */
  focus: string | null;
}

export type SelectionAction =
  /** Plain click: this item only. */
  | { type: 'select'; id: string }
  /** Ctrl or meta click: add or remove this item. */
  | { type: 'toggle'; id: string }
  /** Shift-click: from the anchor to this item in display order; with ctrl, added to the rest. */
  | { type: 'range'; id: string; order: readonly string[]; additive?: boolean }
  /** Ctrl or meta + A. */
  | { type: 'all'; order: readonly string[] }
  /** Escape or a click on empty space. */
  | { type: 'clear' }
  /** Rubber band: exactly these items. */
  | { type: 'replace'; ids: readonly string[] }
  /** Ctrl + arrow: move the focus, keep the selection. */
  | { type: 'focus'; id: string }
  /** The list changed: forget items that are gone. */
  | { type: 'prune'; existing: readonly string[] };

export const emptySelection: SelectionState = { selected: [], anchor: null, focus: null };

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'select':
      return { selected: [action.id], anchor: action.id, focus: action.id };
    case 'toggle': {
      const has = state.selected.includes(action.id);
      const selected = has
        ? state.selected.filter((id) => id !== action.id)
        : [...state.selected, action.id];
      return { selected, anchor: action.id, focus: action.id };
    }
    case 'range': {
      const anchor =
        state.anchor !== null && action.order.includes(state.anchor) ? state.anchor : action.id;
      const from = action.order.indexOf(anchor);
      const to = action.order.indexOf(action.id);
      if (to < 0) return state;
      const span = action.order.slice(Math.min(from, to), Math.max(from, to) + 1);
      const selected = action.additive ? union(state.selected, span) : span;
      return { selected, anchor, focus: action.id };
    }
    case 'all':
      return {
        selected: [...action.order],
        anchor: state.anchor ?? action.order[0] ?? null,
        focus: state.focus ?? action.order[0] ?? null,
      };
    case 'clear':
      return state.selected.length === 0 ? state : { ...state, selected: [] };
    case 'replace':
      if (sameIds(state.selected, action.ids)) return state;
      return { ...state, selected: [...action.ids] };
    case 'focus':
      return { ...state, focus: action.id };
    case 'prune': {
      const existing = new Set(action.existing);
      const selected = state.selected.filter((id) => existing.has(id));
      const anchor = state.anchor !== null && existing.has(state.anchor) ? state.anchor : null;
      const focus = state.focus !== null && existing.has(state.focus) ? state.focus : null;
      if (
        selected.length === state.selected.length &&
        anchor === state.anchor &&
        focus === state.focus
      )
        return state;
      return { selected, anchor, focus };
    }
  }
}

function union(first: readonly string[], second: readonly string[]): string[] {
  const seen = new Set(first);
  return [...first, ...second.filter((id) => !seen.has(id))];
}

function sameIds(first: readonly string[], second: readonly string[]): boolean {
  return first.length === second.length && first.every((id, index) => second[index] === id);
}
