/**
 * jsdom has no canvas 2D context; x-data-spreadsheet draws its cells on one. This context takes
 * every drawing call and does nothing, so the real library runs in tests (events, data, listeners).
 */
export function installFakeCanvas() {
  const original = HTMLCanvasElement.prototype.getContext;
  const context = () =>
    new Proxy({} as Record<string | symbol, unknown>, {
      get(target, name) {
        if (name in target) return target[name];
        if (name === 'measureText') return (text: string) => ({ width: String(text).length * 7 });
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
      x_spreadsheet: import('../sheet/xspreadsheet.types').XSpreadsheetFactory;
    }
  ).x_spreadsheet;
}
