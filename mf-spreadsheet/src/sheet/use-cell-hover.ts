import { useEffect, useState, type MutableRefObject, type RefObject } from 'react';
import { CELL_PADDING, type MeasureText } from './column-widths';
import { cellAtPoint } from './grid-geometry';
import type { XSpreadsheet } from '../model/xspreadsheet.types';

export interface CellHover {
  text: string;
  left: number;
  top: number;
}

/**
 * The full text of the cell under the pointer when its column is too narrow to show it (the
 * library draws on a canvas and cuts it off): read from the library's cell at the pointer on
 * each move over the grid, positioned under that cell.
 */
export function useCellHover(
  hostRef: RefObject<HTMLElement>,
  gridRef: MutableRefObject<XSpreadsheet | null>,
  measureRef: MutableRefObject<MeasureText>,
): CellHover | null {
  const [hover, setHover] = useState<CellHover | null>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const show = (next: CellHover | null) =>
      setHover((now) =>
        now === next ||
        (now && next && now.text === next.text && now.left === next.left && now.top === next.top)
          ? now
          : next,
      );
    const onMove = (event: MouseEvent) => {
      const grid = gridRef.current;
      if (!grid || event.buttons !== 0) return show(null);
      const box = (grid.sheet.overlayerEl?.el ?? host).getBoundingClientRect();
      const cell = cellAtPoint(grid, event.clientX - box.left, event.clientY - box.top);
      if (!cell || cell.ri === 0) return show(null);
      const text = String(grid.cell(cell.ri, cell.ci)?.text ?? '');
      const longest = Math.max(...text.split('\n').map((line) => measureRef.current(line)));
      if (text.trim() === '' || (longest + CELL_PADDING <= cell.width && !text.includes('\n')))
        return show(null);
      show({ text, left: Math.max(0, cell.left), top: cell.top + cell.height });
    };
    const onLeave = () => show(null);
    host.addEventListener('mousemove', onMove);
    host.addEventListener('mouseleave', onLeave);
    host.addEventListener('wheel', onLeave, true);
    return () => {
      host.removeEventListener('mousemove', onMove);
      host.removeEventListener('mouseleave', onLeave);
      host.removeEventListener('wheel', onLeave, true);
    };
  }, [gridRef, hostRef, measureRef]);
  return hover;
}
