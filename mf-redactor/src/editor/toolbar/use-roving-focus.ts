import { useEffect, type RefObject } from 'react';

/** The toolbar's own controls; those of an open panel (colours, insert) keep their usual Tab. */
const CONTROLS = 'button, select, input';
const PANEL = '[data-toolbar-panel]';

function controlsOf(row: HTMLElement): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>(CONTROLS)).filter(
    (control) => !control.closest(PANEL),
  );
}

const enabled = (control: HTMLElement) => !(control as HTMLButtonElement).disabled;

/**
 * A roving tabindex for a toolbar (WAI-ARIA toolbar pattern): the whole bar is one Tab stop, the
 * control used last; Left/Right move to the previous/next control and Home/End to the ends,
 * skipping disabled ones. Applied to the DOM, so every control component keeps its own markup.
 */
export function useRovingFocus(row: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = row.current;
    if (!root) return;
    let current: HTMLElement | null = null;

    /** One control keeps tabIndex 0: the current one while usable, else the first usable. */
    const apply = () => {
      const controls = controlsOf(root);
      if (!current || !controls.includes(current) || !enabled(current)) {
        current = controls.find(enabled) ?? null;
      }
      for (const control of controls) control.tabIndex = control === current ? 0 : -1;
    };

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!controlsOf(root).includes(target)) return;
      current = target;
      apply();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const usable = controlsOf(root).filter(enabled);
      const at = usable.indexOf(target);
      if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const last = usable.length - 1;
      const next =
        event.key === 'ArrowRight'
          ? usable[at === last ? 0 : at + 1]
          : event.key === 'ArrowLeft'
            ? usable[at === 0 ? last : at - 1]
            : event.key === 'Home'
              ? usable[0]
              : event.key === 'End'
                ? usable[last]
                : undefined;
      if (!next) return;
      event.preventDefault();
      next.focus();
    };

    apply();
    // Controls come and go (the mobile set, undo enabled after a change): keep one Tab stop.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true, attributeFilter: ['disabled'] });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [row]);
}
