import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { renderArea } from '@gramota/shell-api/testing';
import { registerTestStrings } from '../test-support/area-strings';
import {
  giveElementsSize,
  installFakeCanvas,
  loadRealXSpreadsheet,
} from '../test-support/fake-canvas';
import { MAX_FIT_WIDTH } from './column-widths';
import { loadXSpreadsheet } from './load-xspreadsheet';
import { defaultTable } from '../model/layout';
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
      // The library bound its window listeners (resize, click, paste, keydown); the grid one
      // keydown of its own (Enter on a header cell opens the column menu).
      const mounted = counter.live();
      expect(mounted).toEqual(
        expect.arrayContaining([
          ['0:resize:', 1],
          ['0:keydown:', 2],
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

  test('a library loaded already (a table page starts it early): drawn in the first render', async () => {
    await loadXSpreadsheet();
    const table = defaultTable(['Имя'], 'en');
    const data = table.data.map((row, index) =>
      index === 0 ? ['1', 'Аня', ...row.slice(2)] : row,
    );
    const ref = createRef<SheetGridHandle>();
    const view = renderArea(
      <SheetGrid
        ref={ref}
        table={{ ...table, data }}
        revision={0}
        readOnly={false}
        {...handlers()}
      />,
      { strings: [registerTestStrings] },
    );
    // No waiting: the grid was made and loaded in the render's own task.
    const host = view.container.querySelector<HTMLElement>('[data-testid="sheet-grid"]')!;
    expect(host.querySelector('.x-spreadsheet')).not.toBeNull();
    expect(host.dataset.rows).toBe(String(data.length));
    expect(ref.current!.readData()[0]![1]).toBe('Аня');
    view.unmount();
  });

  describe('over the canvas', () => {
    let restoreSize: () => void;
    beforeEach(() => {
      restoreSize = giveElementsSize();
    });
    afterEach(() => restoreSize());

    const LONG = 'Фёдоров-Щербаков Святослав Александрович, 5 «Б», победитель олимпиады';

    /** Columns: a short name, a long one, an empty one; the fake canvas measures 7 px a letter. */
    function renderTable(events = handlers()) {
      const table = defaultTable(['Имя', 'Достижение', 'Класс'], 'en');
      const data = table.data.map((row, index) =>
        index === 0 ? ['1', 'Аня', LONG, '', ...row.slice(4)] : row,
      );
      const view = renderArea(
        <SheetGrid
          table={{ ...table, data }}
          revision={0}
          readOnly={false}
          loadLibrary={loadRealXSpreadsheet}
          {...events}
        />,
        { strings: [registerTestStrings] },
      );
      return { view, events };
    }

    test('columns widen to their longest value up to 320 px and never narrow', async () => {
      renderTable();
      const name = await screen.findByRole('button', { name: '%Имя' });
      const long = screen.getByRole('button', { name: '%Достижение' });
      const empty = screen.getByRole('button', { name: '%Класс' });
      // Seed 001's widths are kept ('%Имя' 100 px, '%Класс' 10 px a letter); the long column
      // widens and stops at the maximum.
      expect(name.style.width).toBe('100px');
      expect(long.style.width).toBe(`${MAX_FIT_WIDTH}px`);
      expect(empty.style.width).toBe('60px');
    });

    test('a cut-off cell shows its whole text under the pointer; a cell that fits shows none', async () => {
      const { view } = renderTable();
      await screen.findByRole('button', { name: '%Имя' });
      const host = view.getByTestId('sheet-grid');
      // Row 2 starts at y 50 (letters and headers above); column C after 50 + 40 + 100 px.
      fireEvent.mouseMove(host, { clientX: 50 + 40 + 100 + 30, clientY: 60 });
      expect(screen.getByRole('tooltip').textContent).toBe(LONG);
      fireEvent.mouseMove(host, { clientX: 50 + 40 + 30, clientY: 60 });
      expect(screen.queryByRole('tooltip')).toBeNull();
      fireEvent.mouseMove(host, { clientX: 50 + 40 + 100 + 30, clientY: 60 });
      fireEvent.mouseLeave(host);
      expect(screen.queryByRole('tooltip')).toBeNull();
    });

    test("the selected row's 👁 button, found by its name, takes a click", async () => {
      const { events } = renderTable();
      await screen.findByRole('button', { name: '%Имя' });
      const overlayer = document.querySelector('.x-spreadsheet-overlayer')!;
      fireEvent.mouseDown(overlayer, { clientX: 50 + 40 + 30, clientY: 85, buttons: 1 });
      fireEvent.mouseUp(window);
      const view = screen.getByRole('button', { name: 'View row 3' });
      // It is a layer of its own over the library's, outside its host (CSS: z-index above the
      // library's overlayer, which sits inside the host's own stacking context).
      expect(view.closest('[data-testid="sheet-grid"]')).toBeNull();
      act(() => view.click());
      expect(events.onViewRow).toHaveBeenCalledWith(1);
    });

    test('the header row is buttons: the tick header checks every row, a header opens its menu', async () => {
      const events = handlers();
      renderTable(events);
      fireEvent.click(await screen.findByRole('button', { name: 'Check all rows' }));
      expect(events.onCheckAll).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: '%Достижение' }));
      expect(events.onHeaderClick).toHaveBeenCalledWith(2, expect.objectContaining({ top: 50 }));
      // A padding column's header adds a column: named by its letter.
      fireEvent.click(screen.getByRole('button', { name: 'Column E: choose a label' }));
      expect(events.onHeaderClick).toHaveBeenLastCalledWith(4, expect.anything());
    });

    test('read-only: the headers are drawn, with no buttons to open a menu', async () => {
      const table = defaultTable(['Имя'], 'en');
      const view = renderArea(
        <SheetGrid
          table={table}
          revision={0}
          readOnly
          loadLibrary={loadRealXSpreadsheet}
          {...handlers()}
        />,
        { strings: [registerTestStrings] },
      );
      await waitFor(() => expect(view.getByTestId('sheet-grid').dataset.rows).toBe('30'));
      expect(screen.queryByRole('button', { name: '%Имя' })).toBeNull();
    });
  });
});
