import { useEffect, useRef, useState, type RefObject } from 'react';

/** What Tab can reach; hidden and disabled controls are filtered out below. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The fields a dialog opens on; its close button comes first in the DOM but is not the point. */
const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea';

/** Containers of the open traps, the top one last: only the top modal answers Tab and Escape. */
const traps: HTMLElement[] = [];

function tabbable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      // Skips controls not drawn (display: none); browsers without checkVisibility count them.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/** Focuses a dialog's first field, else the dialog itself (it has tabIndex=-1). */
export function focusFirstField(root: HTMLElement): void {
  (root.querySelector<HTMLElement>(FIELDS) ?? root).focus();
}

interface FocusTrapOptions {
  /** Called on Escape when this trap is the top one. */
  onEscape: () => void;
}

/**
 * Keeps the keyboard inside a modal (WCAG 2.4.3): on opening the focus moves to the first field
 * (else the container, which should have tabIndex=-1), Tab and Shift+Tab cycle within the top
 * modal only, Escape closes it, and on closing the focus goes back to where it was before.
 */
export function useFocusTrap(container: RefObject<HTMLElement>, { onEscape }: FocusTrapOptions) {
  // Read during the first render, before any child's autoFocus has moved the focus in.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  // The latest handler without re-running the effect (hosts pass a new closure each render).
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    traps.push(root);
    if (!root.contains(document.activeElement)) focusFirstField(root);

    const onKey = (event: KeyboardEvent) => {
      if (traps[traps.length - 1] !== root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escapeRef.current();
        return;
      }
      if (event.key === 'Tab') cycle(root, event);
    };
    document.addEventListener('keydown', onKey);

    return () => {
      document.removeEventListener('keydown', onKey);
      traps.splice(traps.indexOf(root), 1);
      // The focus goes back unless the opener is gone or the focus already went somewhere else.
      const active = document.activeElement;
      const lost = !active || active === document.body || root.contains(active);
      if (opener?.isConnected && lost) opener.focus();
    };
    // The opener and the container are fixed for the modal's life.
  }, [container, opener]);
}

/** Wraps Tab from the last control to the first and Shift+Tab from the first to the last. */
function cycle(root: HTMLElement, event: KeyboardEvent) {
  const items = tabbable(root);
  const active = document.activeElement;
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    root.focus();
    return;
  }
  const outside = !root.contains(active);
  if (event.shiftKey && (outside || active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
