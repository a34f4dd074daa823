import { useCallback, useRef, useState, type DragEvent, type RefObject } from 'react';
import type { FileItem, PathEntry } from './file-browser.types';
import { canDropInto } from './drop-rules';

/** Marks an element as a folder to drop into; '' stands for the root (id null). */
export const DROP_ATTRIBUTE = 'data-drop-folder';
const ITEMS_MIME = 'application/x-gramota-items';

export interface DropTarget {
  id: string | null;
  permission?: FileItem['permission'];
}

interface DragAndDropOptions {
  onMove?: (ids: string[], targetFolderId: string | null) => void;
  /** The folder being shown (last breadcrumb); items already live there. */
  currentFolderId: string | null | undefined;
  selectedItems: readonly FileItem[];
  selectedIds: ReadonlySet<string>;
  selectOnly: (id: string) => void;
  /** Label shown under the pointer while several items are dragged. */
  countLabel: (count: number) => string;
  ghostRef: RefObject<HTMLElement | null>;
}

export const dropKey = (id: string | null) => id ?? '';

/**
 * Moving items into folders by dragging (HTML drag and drop, and touch through use-touch-drag):
 * the dragged set is the selection when the item under the pointer is selected, else that item.
 */
export function useDragAndDrop({
  onMove,
  currentFolderId,
  selectedItems,
  selectedIds,
  selectOnly,
  countLabel,
  ghostRef,
}: DragAndDropOptions) {
  const dragged = useRef<string[]>([]);
  const [draggingIds, setDraggingIds] = useState<readonly string[]>([]);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const enabled = Boolean(onMove);

  /** Starts a drag of `item`; returns the ids, or null when these items may not move. */
  const begin = useCallback(
    (item: FileItem): string[] | null => {
      if (!enabled) return null;
      const moving = selectedIds.has(item.id) ? [...selectedItems] : [item];
      if (moving.some((entry) => entry.permission === 'view')) return null;
      if (!selectedIds.has(item.id)) selectOnly(item.id);
      const ids = moving.map((entry) => entry.id);
      dragged.current = ids;
      setDraggingIds(ids);
      return ids;
    },
    [enabled, selectedIds, selectedItems, selectOnly],
  );

  const end = useCallback(() => {
    dragged.current = [];
    setDraggingIds([]);
    setDropTarget(null);
  }, []);

  const accepts = useCallback(
    (target: DropTarget) => canDropInto(target, dragged.current, currentFolderId),
    [currentFolderId],
  );

  /** Hover over a possible target (null: over nothing); true when a drop would be accepted. */
  const hover = useCallback(
    (target: DropTarget | null): boolean => {
      const ok = target !== null && accepts(target);
      setDropTarget(ok && target ? dropKey(target.id) : null);
      return ok;
    },
    [accepts],
  );

  const drop = useCallback(
    (target: DropTarget) => {
      const ids = dragged.current;
      const ok = accepts(target);
      end();
      if (ok) onMove?.(ids, target.id);
      return ok;
    },
    [accepts, end, onMove],
  );

  const sourceProps = useCallback(
    (item: FileItem) => ({
      draggable: enabled && item.permission !== 'view',
      onDragStart: (event: DragEvent<HTMLElement>) => {
        const ids = begin(item);
        if (!ids) {
          event.preventDefault();
          return;
        }
        const transfer = event.dataTransfer;
        if (!transfer) return;
        transfer.effectAllowed = 'move';
        transfer.setData(ITEMS_MIME, JSON.stringify(ids));
        transfer.setData('text/plain', ids.length === 1 ? item.name : countLabel(ids.length));
        const ghost = ghostRef.current;
        if (ids.length > 1 && ghost && transfer.setDragImage) {
          ghost.textContent = countLabel(ids.length);
          transfer.setDragImage(ghost, 16, 16);
        }
      },
      onDragEnd: end,
    }),
    [enabled, begin, end, countLabel, ghostRef],
  );

  const targetProps = useCallback(
    (target: DropTarget) => ({
      [DROP_ATTRIBUTE]: dropKey(target.id),
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!hover(target)) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        const next = event.relatedTarget as Node | null;
        if (!next || !event.currentTarget.contains(next)) setDropTarget(null);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        drop(target);
      },
    }),
    [hover, drop],
  );

  return {
    enabled,
    draggingIds,
    dropTarget,
    begin,
    end,
    hover,
    drop,
    sourceProps,
    targetProps,
  };
}

export type DragAndDrop = ReturnType<typeof useDragAndDrop>;

/** Resolves a drop attribute value to the folder it names among the items and the path. */
export function findDropTarget(
  key: string,
  items: readonly FileItem[],
  path: readonly PathEntry[],
): DropTarget | null {
  const crumb = path.find((entry) => dropKey(entry.id) === key);
  if (crumb) return { id: crumb.id };
  const folder = items.find((item) => item.isFolder && item.id === key);
  return folder ? { id: folder.id, permission: folder.permission } : null;
}
