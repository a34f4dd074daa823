import { useEffect, useRef, type RefObject } from 'react';
import type { FileItem } from './file-browser.types';
import { DROP_ATTRIBUTE, type DragAndDrop, type DropTarget } from './use-drag-and-drop';

/** Seed 000 §9: a touch becomes a drag after being held this long without moving. */
export const TOUCH_DRAG_DELAY = 100;
/** A finger that moves further than this before the delay is scrolling, not dragging. */
const TOUCH_SLOP = 8;

interface TouchDragOptions {
  surfaceRef: RefObject<HTMLElement | null>;
  ghostRef: RefObject<HTMLElement | null>;
  dragAndDrop: DragAndDrop;
  itemById: (id: string) => FileItem | undefined;
  findTarget: (key: string) => DropTarget | null;
  countLabel: (count: number) => string;
}

/**
 * Drag and drop for touch screens, where HTML drag events do not fire: hold an item for 100 ms,
 * then move the finger onto a folder or a breadcrumb. Returns a flag that is true during such a
 * drag, so a long-press context menu can be ignored meanwhile.
 */
export function useTouchDrag(options: TouchDragOptions) {
  const latest = useRef(options);
  latest.current = options;
  const active = useRef(false);
  const { surfaceRef, dragAndDrop } = options;
  const enabled = dragAndDrop.enabled;

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface || !enabled) return;
    let timer = 0;
    let start: { x: number; y: number } | null = null;
    let moved = false;

    const targetAt = (x: number, y: number): DropTarget | null => {
      const element = document.elementFromPoint?.(x, y)?.closest(`[${DROP_ATTRIBUTE}]`);
      const key = element?.getAttribute(DROP_ATTRIBUTE);
      return key === null || key === undefined ? null : latest.current.findTarget(key);
    };
    const placeGhost = (x: number, y: number, text?: string) => {
      const ghost = latest.current.ghostRef.current;
      if (!ghost) return;
      if (text !== undefined) ghost.textContent = text;
      ghost.style.transform = `translate(${x + 12}px, ${y + 12}px)`;
      ghost.dataset.touch = 'true';
    };
    const reset = () => {
      window.clearTimeout(timer);
      start = null;
      moved = false;
      active.current = false;
      const ghost = latest.current.ghostRef.current;
      if (ghost) {
        ghost.style.transform = '';
        delete ghost.dataset.touch;
      }
    };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const element = (event.target as Element).closest('[data-item-id]');
      const item = element && latest.current.itemById(element.getAttribute('data-item-id') ?? '');
      if (event.touches.length !== 1 || !touch || !item) return reset();
      start = { x: touch.clientX, y: touch.clientY };
      timer = window.setTimeout(() => {
        const ids = latest.current.dragAndDrop.begin(item);
        if (!ids || !start) return reset();
        active.current = true;
        placeGhost(start.x, start.y, latest.current.countLabel(ids.length));
      }, TOUCH_DRAG_DELAY);
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || !start) return;
      if (!active.current) {
        if (Math.hypot(touch.clientX - start.x, touch.clientY - start.y) > TOUCH_SLOP) reset();
        return;
      }
      event.preventDefault();
      moved = true;
      placeGhost(touch.clientX, touch.clientY);
      latest.current.dragAndDrop.hover(targetAt(touch.clientX, touch.clientY));
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (active.current && moved && touch) {
        // The finger moved while dragging: no click or menu should follow.
        event.preventDefault();
        const target = targetAt(touch.clientX, touch.clientY);
        if (target) latest.current.dragAndDrop.drop(target);
        else latest.current.dragAndDrop.end();
      } else if (active.current) {
        latest.current.dragAndDrop.end();
      }
      reset();
    };
    const onCancel = () => {
      if (active.current) latest.current.dragAndDrop.end();
      reset();
    };

    surface.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: false });
    document.addEventListener('touchend', onEnd, { passive: false });
    document.addEventListener('touchcancel', onCancel);
    return () => {
      reset();
      surface.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onCancel);
    };
  }, [surfaceRef, enabled]);

  return active;
}
