import { useCallback, type KeyboardEvent, type MutableRefObject } from 'react';
import type { FileItem, FileView } from './file-browser.types';
import { countColumns, moveIndex, NAVIGATION_KEYS, type NavigationKey } from './grid-navigation';
import type { Selection } from './use-selection';

interface KeyboardOptions {
  view: FileView;
  items: readonly FileItem[];
  selection: Selection;
  itemElements: MutableRefObject<Map<string, HTMLElement>>;
  /** Moves keyboard focus to the item once it has rendered as focused. */
  focusItem: (id: string) => void;
  onOpen?: (item: FileItem) => void;
  onRemove?: (items: FileItem[]) => void;
  onRename?: (item: FileItem) => void;
  /** Shift+F10 or the context-menu key on the focused item (or the list when none). */
  openMenuFromKeyboard: (item: FileItem | undefined) => void;
}

/**
 * Keys of the item list: arrows (by row and column in the grid), Home/End, shift to extend,
 * ctrl/meta to move without selecting, Space, ctrl/meta+A, Escape, Enter to open, Delete to
 * remove, F2 to rename, Shift+F10 for the menu.
 */
export function useKeyboardNavigation({
  view,
  items,
  selection,
  itemElements,
  focusItem,
  onOpen,
  onRemove,
  onRename,
  openMenuFromKeyboard,
}: KeyboardOptions) {
  const { state, order, selectedItems, dispatch } = selection;

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if ((event.target as Element).closest('input, textarea, select, [contenteditable="true"]'))
        return;
      const command = event.ctrlKey || event.metaKey;
      const focusIndex = state.focus === null ? -1 : order.indexOf(state.focus);
      const focused = items[focusIndex];
      const key = event.key;

      if (NAVIGATION_KEYS.includes(key)) {
        if (view === 'list' && (key === 'ArrowLeft' || key === 'ArrowRight')) return;
        event.preventDefault();
        const columns =
          view === 'list'
            ? 1
            : countColumns(
                order.map((id) => itemElements.current.get(id)?.getBoundingClientRect().top ?? 0),
              );
        const next = order[moveIndex(key as NavigationKey, focusIndex, order.length, columns)];
        if (next === undefined) return;
        if (event.shiftKey) dispatch({ type: 'range', id: next, order, additive: command });
        else if (command) dispatch({ type: 'focus', id: next });
        else dispatch({ type: 'select', id: next });
        focusItem(next);
        return;
      }
      if (command && key.toLowerCase() === 'a' && !event.altKey) {
        event.preventDefault();
        dispatch({ type: 'all', order });
        return;
      }
      if (key === 'Escape' && state.selected.length > 0) {
        event.preventDefault();
        dispatch({ type: 'clear' });
        return;
      }
      if (key === ' ' && focused) {
        event.preventDefault();
        dispatch(command ? { type: 'toggle', id: focused.id } : { type: 'select', id: focused.id });
        return;
      }
      if (key === 'Enter' && !event.altKey) {
        const target = focused ?? (selectedItems.length === 1 ? selectedItems[0] : undefined);
        if (target && onOpen) {
          event.preventDefault();
          onOpen(target);
        }
        return;
      }
      if (key === 'Delete' || (key === 'Backspace' && event.metaKey)) {
        if (selectedItems.length > 0 && onRemove) {
          event.preventDefault();
          onRemove([...selectedItems]);
        }
        return;
      }
      if (key === 'F2') {
        const target = selectedItems.length === 1 ? selectedItems[0] : focused;
        if (target && onRename) {
          event.preventDefault();
          onRename(target);
        }
        return;
      }
      if ((key === 'F10' && event.shiftKey) || key === 'ContextMenu') {
        event.preventDefault();
        openMenuFromKeyboard(focused);
      }
    },
    [
      view,
      items,
      state,
      order,
      selectedItems,
      dispatch,
      itemElements,
      focusItem,
      onOpen,
      onRemove,
      onRename,
      openMenuFromKeyboard,
    ],
  );
}
