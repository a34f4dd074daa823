import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type MutableRefObject,
  type RefObject,
} from 'react';
import { autoScrollStep, BAND_THRESHOLD, boxFromPoints, hitTest, type Box } from './rubber-band';

interface RubberBandOptions {
  surfaceRef: RefObject<HTMLElement | null>;
  /** Item elements by id, in display order. */
  itemElements: MutableRefObject<Map<string, HTMLElement>>;
  enabled: boolean;
  /** A press on empty space began (a band may follow). */
  onStart?: () => void;
  /** Ids under the band; `additive` when ctrl, meta or shift was held at the start. */
  onBand: (ids: string[], additive: boolean) => void;
  /** A press and release on empty space without dragging. */
  onEmptyClick: (additive: boolean) => void;
}

interface Drag {
  startX: number;
  startY: number;
  clientX: number;
  clientY: number;
  additive: boolean;
  moved: boolean;
  frame: number;
}

/**
 * Rubber-band selection over empty space of the surface. Coordinates are kept relative to the
 * surface's own box, so they stay right while the page or any parent scrolls under the pointer;
 * near the top or bottom edge of the scrolling area it scrolls by itself.
 */
export function useRubberBand({
  surfaceRef,
  itemElements,
  enabled,
  onStart,
  onBand,
  onEmptyClick,
}: RubberBandOptions) {
  const [band, setBand] = useState<Box | null>(null);
  const drag = useRef<Drag | null>(null);
  const callbacks = useRef({ onStart, onBand, onEmptyClick });
  callbacks.current = { onStart, onBand, onEmptyClick };
  const cleanup = useRef<() => void>(() => undefined);

  useEffect(() => () => cleanup.current(), []);

  const update = useCallback(() => {
    const surface = surfaceRef.current;
    const current = drag.current;
    if (!surface || !current) return;
    const origin = surface.getBoundingClientRect();
    const end = {
      x: clamp(current.clientX - origin.left, 0, origin.width),
      y: clamp(current.clientY - origin.top, 0, origin.height),
    };
    const box = boxFromPoints({ x: current.startX, y: current.startY }, end);
    if (
      !current.moved &&
      box.right - box.left < BAND_THRESHOLD &&
      box.bottom - box.top < BAND_THRESHOLD
    )
      return;
    current.moved = true;
    setBand(box);
    const boxes: [string, Box][] = [];
    itemElements.current.forEach((element, id) => {
      const rect = element.getBoundingClientRect();
      boxes.push([
        id,
        {
          left: rect.left - origin.left,
          top: rect.top - origin.top,
          right: rect.right - origin.left,
          bottom: rect.bottom - origin.top,
        },
      ]);
    });
    callbacks.current.onBand(hitTest(box, boxes), current.additive);
  }, [surfaceRef, itemElements]);

  const autoScroll = useCallback(() => {
    const current = drag.current;
    const surface = surfaceRef.current;
    if (!current || !surface) return;
    if (current.moved) {
      const scroller = scrollParent(surface);
      const bounds = scroller
        ? scroller.getBoundingClientRect()
        : { top: 0, bottom: window.innerHeight };
      const step = autoScrollStep(current.clientY, bounds.top, bounds.bottom);
      if (step !== 0) {
        if (scroller) scroller.scrollTop += step;
        else window.scrollBy(0, step);
        update();
      }
    }
    current.frame = requestAnimationFrame(autoScroll);
  }, [surfaceRef, update]);

  const onMouseDown = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const surface = surfaceRef.current;
      const target = event.target as Element;
      if (!surface || event.button !== 0 || target.closest('[data-item-id]')) return;
      if (target.closest('button, a, input, textarea, select')) return;
      // Keeps the page from selecting text under the band; the surface takes the keyboard.
      event.preventDefault();
      surface.focus({ preventScroll: true });
      const origin = surface.getBoundingClientRect();
      const additive = event.ctrlKey || event.metaKey || event.shiftKey;
      callbacks.current.onStart?.();
      drag.current = {
        startX: event.clientX - origin.left,
        startY: event.clientY - origin.top,
        clientX: event.clientX,
        clientY: event.clientY,
        additive,
        moved: false,
        frame: 0,
      };
      const onMove = (move: globalThis.MouseEvent) => {
        if (!drag.current) return;
        drag.current.clientX = move.clientX;
        drag.current.clientY = move.clientY;
        if (enabled) update();
      };
      const onUp = () => {
        const finished = drag.current;
        cleanup.current();
        if (finished && !finished.moved) callbacks.current.onEmptyClick(finished.additive);
      };
      cleanup.current = () => {
        if (drag.current) cancelAnimationFrame(drag.current.frame);
        drag.current = null;
        setBand(null);
        document.removeEventListener('mousemove', onMove);
        document.removeEventListener('mouseup', onUp);
      };
      document.addEventListener('mousemove', onMove);
      document.addEventListener('mouseup', onUp);
      if (enabled) drag.current.frame = requestAnimationFrame(autoScroll);
    },
    [surfaceRef, enabled, update, autoScroll],
  );

  return { band, onMouseDown };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}

/** The nearest parent that scrolls vertically; null means the page itself. */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (
    let node = element.parentElement;
    node && node !== document.body;
    node = node.parentElement
  ) {
    const { overflowY } = getComputedStyle(node);
    if (/(auto|scroll|overlay)/.test(overflowY) && node.scrollHeight > node.clientHeight)
      return node;
  }
  return null;
}
