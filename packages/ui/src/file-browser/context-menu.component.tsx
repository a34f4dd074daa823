import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import type { FileAction, FileItem } from './file-browser.types';
import { CONTEXT_MENU_WIDTH, clampMenu, type Point } from './clamp-menu';
import styles from './context-menu.module.css';

export interface ContextMenuProps {
  /** Where it was opened (pointer or anchor), in window coordinates. */
  position: Point;
  actions: readonly FileAction[];
  /** Handed to the chosen action. */
  selected: readonly FileItem[];
  onClose: () => void;
  label: string;
  /** The button that opened the menu: pressing it again is left to that button (a toggle). */
  anchorRef?: RefObject<HTMLElement | null>;
}

/**
 * A menu of the area's actions at a point, kept inside the window (seed 000 §2). Closes on
 * Escape, a click outside, scrolling, resizing, or choosing an action; focus returns to where it
 * was. Rendered into document.body so no parent's overflow clips it.
 */
export function ContextMenu({
  position,
  actions,
  selected,
  onClose,
  label,
  anchorRef,
}: ContextMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<Point | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const anchor = useRef(anchorRef);
  anchor.current = anchorRef;

  useLayoutEffect(() => {
    const height = menuRef.current?.offsetHeight ?? 0;
    setPlaced(
      clampMenu(
        position,
        { width: CONTEXT_MENU_WIDTH, height },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
    enabledItems(menuRef.current)[0]?.focus({ preventScroll: true });
  }, [position]);

  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(menuRef.current?.contains(target));
    const onPointer = (event: Event) => {
      const target = event.target;
      const onAnchor = target instanceof Node && anchor.current?.current?.contains(target);
      if (!inside(target) && !onAnchor) close.current();
    };
    const onScroll = (event: Event) => {
      if (!inside(event.target)) close.current();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    const onResize = () => close.current();
    document.addEventListener('mousedown', onPointer, true);
    document.addEventListener('touchstart', onPointer, true);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onResize);
    window.addEventListener('blur', onResize);
    return () => {
      document.removeEventListener('mousedown', onPointer, true);
      document.removeEventListener('touchstart', onPointer, true);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('blur', onResize);
      // Give focus back unless the chosen action moved it somewhere on purpose (e.g. a modal).
      const now = document.activeElement;
      if (returnTo?.isConnected && (!now || now === document.body || inside(now)))
        returnTo.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = enabledItems(menuRef.current);
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    const go = (next: number) => buttons[(next + buttons.length) % buttons.length]?.focus();
    // The menu is portalled but React bubbles its events to the owner; stop them here.
    event.stopPropagation();
    if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(buttons.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') onClose();
    else return;
    event.preventDefault();
  };

  const style = placed
    ? { left: placed.x, top: placed.y }
    : { left: position.x, top: position.y, visibility: 'hidden' as const };

  return createPortal(
    <div
      ref={menuRef}
      role="menu"
      aria-label={label}
      className={styles.menu}
      style={{ ...style, width: CONTEXT_MENU_WIDTH }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {actions.map((action) => (
        <button
          key={action.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-disabled={action.disabled || undefined}
          className={[styles.item, action.danger && styles.danger].filter(Boolean).join(' ')}
          onClick={() => {
            if (action.disabled) return;
            onClose();
            action.onSelect([...selected]);
          }}
        >
          <span className={styles.icon} aria-hidden="true">
            {action.icon}
          </span>
          <span className={styles.label}>{action.label}</span>
        </button>
      ))}
    </div>,
    document.body,
  );
}

function enabledItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return Array.from(
    menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'),
  );
}
