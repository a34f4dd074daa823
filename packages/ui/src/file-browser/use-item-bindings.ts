import {
  useCallback,
  type DragEvent,
  type FocusEvent,
  type MouseEvent,
  type MutableRefObject,
  type RefObject,
} from 'react';
import { formatFileSize } from '../format';
import { formatDateTime } from '../format-date-time';
import type { FileItem } from './file-browser.types';
import type { Point } from './clamp-menu';
import type { DragAndDrop } from './use-drag-and-drop';
import type { Selection } from './use-selection';

/** Everything a card or a list row needs to draw one item and react to it. */
export interface ItemBinding {
  item: FileItem;
  selected: boolean;
  /** A dragged item is over this folder and may be dropped. */
  dropTarget: boolean;
  /** This item is part of the current drag. */
  dragging: boolean;
  dateText: string;
  sizeText: string;
  /** Props of the item's own element (the option or row). */
  rootProps: {
    ref: (element: HTMLElement | null) => void;
    'data-item-id': string;
    tabIndex: number;
    'aria-selected': boolean;
    draggable: boolean;
    onClick: (event: MouseEvent<HTMLElement>) => void;
    onDoubleClick: () => void;
    onMouseDown: (event: MouseEvent<HTMLElement>) => void;
    onContextMenu: (event: MouseEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
    onDragOver?: (event: DragEvent<HTMLElement>) => void;
    onDragLeave?: (event: DragEvent<HTMLElement>) => void;
    onDrop?: (event: DragEvent<HTMLElement>) => void;
  };
  /** The hover checkbox: toggles this item (shift: range). */
  onCheckbox: (event: MouseEvent<HTMLElement>) => void;
  /** The ⋯ button; absent when the area gives no context actions. */
  onMore?: (event: MouseEvent<HTMLElement>) => void;
}

interface BindingOptions {
  selection: Selection;
  dragAndDrop: DragAndDrop;
  itemElements: MutableRefObject<Map<string, HTMLElement>>;
  timezone?: string;
  language: string;
  sizeUnits: readonly string[];
  hasMenu: boolean;
  onOpen?: (item: FileItem) => void;
  /** Opens the context menu at a point for these items; false when there is nothing to show. */
  openMenu: (position: Point, items: FileItem[]) => boolean;
  touchDragActive: RefObject<boolean>;
}

/** Builds the binding of each item from the browser's selection, menu and drag state. */
export function useItemBindings({
  selection,
  dragAndDrop,
  itemElements,
  timezone,
  language,
  sizeUnits,
  hasMenu,
  onOpen,
  openMenu,
  touchDragActive,
}: BindingOptions) {
  const { state, selectedSet, selectedItems, dispatch, selectByPointer } = selection;
  const rovingId = state.focus ?? selection.order[0];

  /** The items an action on `item` applies to: the selection if it holds the item, else it. */
  const targetsOf = useCallback(
    (item: FileItem) => {
      if (selectedSet.has(item.id)) return [...selectedItems];
      dispatch({ type: 'select', id: item.id });
      return [item];
    },
    [selectedSet, selectedItems, dispatch],
  );

  return useCallback(
    (item: FileItem): ItemBinding => {
      const selected = selectedSet.has(item.id);
      const source = dragAndDrop.sourceProps(item);
      const target = item.isFolder && dragAndDrop.enabled ? dragAndDrop.targetProps(item) : {};
      return {
        item,
        selected,
        dropTarget: dragAndDrop.dropTarget === item.id && item.isFolder,
        dragging: dragAndDrop.draggingIds.includes(item.id),
        dateText: formatDateTime(item.time, timezone, language),
        sizeText: item.size === undefined ? '' : formatFileSize(item.size, sizeUnits),
        rootProps: {
          ref: (element) => {
            if (element) itemElements.current.set(item.id, element);
            else itemElements.current.delete(item.id);
          },
          'data-item-id': item.id,
          tabIndex: item.id === rovingId ? 0 : -1,
          'aria-selected': selected,
          ...source,
          ...target,
          onClick: (event) => selectByPointer(item.id, event),
          onDoubleClick: () => onOpen?.(item),
          onMouseDown: (event) => {
            // Shift-click should select a range, not the text in between.
            if (event.shiftKey) event.preventDefault();
          },
          onContextMenu: (event) => {
            if (touchDragActive.current) return event.preventDefault();
            if (!hasMenu) return;
            const items = selected ? [...selectedItems] : [item];
            if (openMenu({ x: event.clientX, y: event.clientY }, items)) {
              event.preventDefault();
              event.stopPropagation();
              if (!selected) dispatch({ type: 'select', id: item.id });
            }
          },
          onFocus: (event) => {
            if (event.target === event.currentTarget && state.focus !== item.id)
              dispatch({ type: 'focus', id: item.id });
          },
        },
        onCheckbox: (event) => {
          event.stopPropagation();
          if (event.shiftKey) selectByPointer(item.id, event);
          else dispatch({ type: 'toggle', id: item.id });
        },
        onMore: hasMenu
          ? (event) => {
              event.stopPropagation();
              const rect = event.currentTarget.getBoundingClientRect();
              openMenu({ x: rect.left, y: rect.bottom }, targetsOf(item));
            }
          : undefined,
      };
    },
    [
      selectedSet,
      selectedItems,
      dragAndDrop,
      itemElements,
      timezone,
      language,
      sizeUnits,
      rovingId,
      state.focus,
      dispatch,
      selectByPointer,
      onOpen,
      hasMenu,
      openMenu,
      targetsOf,
      touchDragActive,
    ],
  );
}
