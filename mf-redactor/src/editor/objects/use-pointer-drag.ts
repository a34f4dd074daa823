import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

export interface DragDelta {
  dx: number;
  dy: number;
}

/**
 * Pointer dragging in page pixels: the screen may scale the page (mobile zoom), so screen
 * distances are divided by the page's scale. `onMove` runs during the drag, `onEnd` once.
 */
export function usePointerDrag(handlers: {
  onStart?(): void;
  onMove(delta: DragDelta): void;
  onEnd(delta: DragDelta): void;
}) {
  const latest = useRef(handlers);
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => () => cleanup.current?.(), []);

  return useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const element = event.currentTarget;
    const scale =
      element.offsetWidth > 0 ? element.getBoundingClientRect().width / element.offsetWidth : 1;
    const startX = event.clientX;
    const startY = event.clientY;
    const delta = (moved: PointerEvent): DragDelta => ({
      dx: Math.round((moved.clientX - startX) / (scale || 1)),
      dy: Math.round((moved.clientY - startY) / (scale || 1)),
    });
    const onMove = (moved: PointerEvent) => latest.current.onMove(delta(moved));
    const onUp = (ended: PointerEvent) => {
      cleanup.current?.();
      latest.current.onEnd(delta(ended));
    };
    cleanup.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      cleanup.current = null;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    latest.current.onStart?.();
  }, []);
}
