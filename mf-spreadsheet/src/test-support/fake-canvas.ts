/**
 * jsdom has no canvas 2D context; x-data-spreadsheet draws its cells on one. This context takes
 * every drawing call and does nothing, so the real library runs in tests (events, data, listeners).
 * `drawn` collects every text drawn (what a teacher would see on the canvas); `failOn` makes
 * drawing a text throw, as a broken canvas or library would.
 */
export function installFakeCanvas(
  options: { drawn?: string[]; failOn?: (text: string) => boolean } = {},
) {
  const original = HTMLCanvasElement.prototype.getContext;
  const context = () =>
    new Proxy({} as Record<string | symbol, unknown>, {
      get(target, name) {
        if (name in target) return target[name];
        if (name === 'measureText') return (text: string) => ({ width: String(text).length * 7 });
        if (name === 'fillText')
          return (text: unknown) => {
            if (options.failOn?.(String(text))) throw new Error('the canvas could not draw');
            options.drawn?.push(String(text));
          };
        return () => undefined;
      },
      set(target, name, value) {
        target[name] = value;
        return true;
      },
    });
  HTMLCanvasElement.prototype.getContext = context as unknown as typeof original;
  return () => {
    HTMLCanvasElement.prototype.getContext = original;
  };
}

/** The real library's factory, loaded the way the product loads it (the dist build). */
export async function loadRealXSpreadsheet() {
  await import('x-data-spreadsheet/dist/xspreadsheet.js');
  return (
    window as unknown as {
      x_spreadsheet: import('../model/xspreadsheet.types').XSpreadsheetFactory;
    }
  ).x_spreadsheet;
}

/**
 * jsdom lays nothing out (every element is 0 × 0): the grid's host gets a real size so the
 * library shows as many columns as a frame would.
 */
export function giveElementsSize(width = 1000, height = 500) {
  const proto = HTMLElement.prototype;
  const widthDescriptor = Object.getOwnPropertyDescriptor(proto, 'clientWidth');
  const heightDescriptor = Object.getOwnPropertyDescriptor(proto, 'clientHeight');
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    const own = proto as unknown as Record<string, unknown>;
    if (widthDescriptor) Object.defineProperty(proto, 'clientWidth', widthDescriptor);
    else delete own.clientWidth;
    if (heightDescriptor) Object.defineProperty(proto, 'clientHeight', heightDescriptor);
    else delete own.clientHeight;
  };
}
