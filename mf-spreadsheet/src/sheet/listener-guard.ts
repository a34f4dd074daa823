/**
 * x-data-spreadsheet has no destroy method: its constructor binds anonymous listeners to window
 * (resize, click, paste, keydown) and they stay after the grid is gone (x-spreadsheet #405, #720),
 * so each visit of the area would leave another set behind. The guard records every listener
 * added to window, document and body while the library builds a grid, so unmounting can remove
 * exactly those, and nothing of anybody else's.
 */
type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

interface Recorded {
  target: Target;
  type: string;
  listener: EventListenerOrEventListenerObject;
  options?: boolean | AddEventListenerOptions;
}

export interface ListenerRecord {
  /** How many listeners were recorded (tests and diagnostics). */
  readonly count: number;
  /** Removes every recorded listener; safe to call twice. */
  removeAll(): void;
}

/** Runs `build` while recording the listeners it adds to the global targets. */
export function recordGlobalListeners<T>(build: () => T): { result: T; record: ListenerRecord } {
  const targets: Target[] = [window, document, document.body];
  const recorded: Recorded[] = [];
  const originals = targets.map((target) => target.addEventListener);
  targets.forEach((target, index) => {
    const original = originals[index]!;
    target.addEventListener = function (
      this: Target,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (listener) recorded.push({ target, type, listener, options });
      return original.call(this, type, listener, options);
    } as Target['addEventListener'];
  });
  let result: T;
  try {
    result = build();
  } finally {
    // Restore by deleting the own property where the original was inherited (window, document).
    targets.forEach((target, index) => {
      const own = Object.prototype.hasOwnProperty.call(target, 'addEventListener');
      if (own) delete (target as { addEventListener?: unknown }).addEventListener;
      if (target.addEventListener !== originals[index]) target.addEventListener = originals[index]!;
    });
  }
  return {
    result,
    record: {
      get count() {
        return recorded.length;
      },
      removeAll() {
        for (const { target, type, listener, options } of recorded.splice(0))
          target.removeEventListener(type, listener, options);
      },
    },
  };
}

/**
 * Listeners the grid adds later, while it is in use: an open dropdown's click-outside handler on
 * body (kept on the element as `xclickoutside`) and an open dialog's Escape handler on window
 * (`window.xkeydownEsc`), plus what those dialogs appended to body.
 */
export function removeLateListeners(container: HTMLElement) {
  const elements = [container, ...Array.from(container.querySelectorAll('*'))] as (Element & {
    xclickoutside?: EventListener;
  })[];
  for (const element of elements) {
    if (element.xclickoutside) {
      document.body.removeEventListener('click', element.xclickoutside);
      delete element.xclickoutside;
    }
  }
  const globals = window as unknown as { xkeydownEsc?: EventListener };
  if (globals.xkeydownEsc) {
    window.removeEventListener('keydown', globals.xkeydownEsc);
    delete globals.xkeydownEsc;
  }
  document.body
    .querySelectorAll(':scope > .x-spreadsheet-dimmer, :scope > .x-spreadsheet-tooltip')
    .forEach((element) => element.remove());
}
