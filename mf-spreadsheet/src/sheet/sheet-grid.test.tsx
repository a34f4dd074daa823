import { act, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { renderArea } from '@gramota/shell-api/testing';
import { registerTestStrings } from '../test-support/area-strings';
import { installFakeCanvas, loadRealXSpreadsheet } from '../test-support/fake-canvas';
import { defaultTable } from './layout';
import { SheetGrid, type SheetGridHandle } from './sheet-grid.component';

/** Counts the listeners on window, document and body as they come and go. */
function countGlobalListeners() {
  const live = new Map<string, number>();
  const targets = [window, document, document.body] as EventTarget[];
  const restore = targets.map((target, index) => {
    const proto = Object.getPrototypeOf(target) as EventTarget;
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    const key = (type: string, listener: unknown) => `${index}:${type}:${String(listener)}`;
    const seen = new WeakMap<object, Set<string>>();
    target.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (listener) {
        const set = seen.get(listener) ?? new Set<string>();
        if (!set.has(`${index}:${type}`))
          live.set(key(type, ''), (live.get(key(type, '')) ?? 0) + 1);
        set.add(`${index}:${type}`);
        seen.set(listener, set);
      }
      return add.call(this, type, listener, options);
    } as EventTarget['addEventListener'];
    target.removeEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) {
      const set = listener ? seen.get(listener) : undefined;
      if (set?.delete(`${index}:${type}`))
        live.set(key(type, ''), (live.get(key(type, '')) ?? 1) - 1);
      return remove.call(this, type, listener, options);
    } as EventTarget['removeEventListener'];
    return () => {
      target.addEventListener = proto.addEventListener;
      target.removeEventListener = proto.removeEventListener;
      delete (target as { addEventListener?: unknown }).addEventListener;
      delete (target as { removeEventListener?: unknown }).removeEventListener;
    };
  });
  return {
    live: () => [...live].filter(([, n]) => n !== 0),
    restore: () => restore.forEach((undo) => undo()),
  };
}

const handlers = () => ({
  onEdit: jest.fn(),
  onCheckAll: jest.fn(),
  onHeaderClick: jest.fn(),
  onSelect: jest.fn(),
  onViewRow: jest.fn(),
});

describe('the x-data-spreadsheet grid', () => {
  let uninstallCanvas: () => void;
  beforeEach(() => {
    uninstallCanvas = installFakeCanvas();
  });
  afterEach(() => uninstallCanvas());

  test('unmounting removes every listener the library left on window, document and body', async () => {
    const counter = countGlobalListeners();
    try {
      const ref = createRef<SheetGridHandle>();
      const view = renderArea(
        <SheetGrid
          ref={ref}
          table={defaultTable(['Имя'], 'en')}
          revision={0}
          readOnly={false}
          loadLibrary={loadRealXSpreadsheet}
          {...handlers()}
        />,
        { strings: [registerTestStrings] },
      );
      // React's own listeners are in place now; the library is still loading (a dynamic import).
      const before = counter.live();
      await waitFor(() =>
        expect(view.container.querySelector('.gr-xsheet .x-spreadsheet')).not.toBeNull(),
      );
      // The library bound its window listeners (resize, click, paste, keydown).
      const mounted = counter.live();
      expect(mounted).toEqual(
        expect.arrayContaining([
          ['0:resize:', 1],
          ['0:keydown:', 1],
        ]),
      );
      expect(mounted.length).toBeGreaterThan(before.length);
      view.unmount();
      expect(counter.live()).toEqual(before);
    } finally {
      counter.restore();
    }
  });

  test('shows >100 rows, reads typed cells back and keeps header, check and pad cells', async () => {
    const table = defaultTable(['Имя'], 'en');
    const data = Array.from({ length: 150 }, (_, i) =>
      table.columns.map((_, c) => (c === 1 ? `p${i}` : '')),
    );
    const ref = createRef<SheetGridHandle>();
    const events = handlers();
    const view = renderArea(
      <SheetGrid
        ref={ref}
        table={{ ...table, data }}
        revision={0}
        readOnly={false}
        loadLibrary={loadRealXSpreadsheet}
        {...events}
      />,
      { strings: [registerTestStrings] },
    );
    await waitFor(() => expect(view.container.querySelector('.x-spreadsheet')).not.toBeNull());
    const read = ref.current!.readData();
    expect(read).toHaveLength(150);
    expect(read[149]![1]).toBe('p149');
    act(() =>
      ref.current!.applyChecks(read.map((row, i) => (i === 3 ? ['1', ...row.slice(1)] : row))),
    );
    expect(ref.current!.readData()[3]![0]).toBe('1');
    view.unmount();
  });
});
