import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { FileItem } from './file-browser.types';
import { emptySelection, selectionReducer, type SelectionAction } from './selection';

export type SelectionMode = 'multiple' | 'single';

export interface PointerModifiers {
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** In single mode every gesture that would select several selects one item instead. */
function limitToOne(action: SelectionAction): SelectionAction | null {
  switch (action.type) {
    case 'toggle':
    case 'range':
      return { type: 'select', id: action.id };
    case 'all':
      return null;
    case 'replace':
      return action.ids.length > 1 ? { type: 'replace', ids: action.ids.slice(-1) } : action;
    default:
      return action;
  }
}

/** Selection of the given items, forgetting items that leave the list. */
export function useSelection(items: readonly FileItem[], mode: SelectionMode) {
  const [state, rawDispatch] = useReducer(selectionReducer, emptySelection);
  const order = useMemo(() => items.map((item) => item.id), [items]);

  useEffect(() => rawDispatch({ type: 'prune', existing: order }), [order]);

  const dispatch = useCallback(
    (action: SelectionAction) => {
      const allowed = mode === 'single' ? limitToOne(action) : action;
      if (allowed) rawDispatch(allowed);
    },
    [mode],
  );

  const selectedSet = useMemo(() => new Set(state.selected), [state.selected]);
  const selectedItems = useMemo(
    () => items.filter((item) => selectedSet.has(item.id)),
    [items, selectedSet],
  );

  /** Click semantics of seed 000 §2: plain selects one, ctrl/meta toggles, shift a range. */
  const selectByPointer = useCallback(
    (id: string, modifiers: PointerModifiers) => {
      const additive = modifiers.ctrlKey || modifiers.metaKey;
      if (modifiers.shiftKey) dispatch({ type: 'range', id, order, additive });
      else if (additive) dispatch({ type: 'toggle', id });
      else dispatch({ type: 'select', id });
    },
    [dispatch, order],
  );

  return { state, order, selectedSet, selectedItems, dispatch, selectByPointer };
}

export type Selection = ReturnType<typeof useSelection>;
