import { spreadsheetPaths, type MassRowValues, type PupilGender } from '@gramota/contracts';
import { PAGE_WIDTH_PX, pageSize } from '@gramota/doc-style';
import type { KeyBox, PageMeasurement, PageMeasurer } from './mass-checks';

/** A page that does not load in this time is not measured (its row gets no fit verdict). */
const LOAD_TIMEOUT_MS = 15_000;
/** Sub-pixel noise between two layouts of the same line. */
const LINE_TOLERANCE_PX = 2;
/** The marker the preview wraps each filled value in (spreadsheet-preview with measure=1). */
const KEY_ATTRIBUTE = 'data-mass-key';

const BLOCK_DISPLAYS = new Set(['block', 'list-item', 'table-cell', 'flex', 'grid', 'flow-root']);

/** The element the value's lines belong to: the nearest ancestor laid out as a block. */
function blockOf(element: Element): Element {
  const view = element.ownerDocument.defaultView!;
  let current: Element | null = element.parentElement;
  while (current && current.parentElement) {
    if (BLOCK_DISPLAYS.has(view.getComputedStyle(current).display)) return current;
    current = current.parentElement;
  }
  return current ?? element;
}

/** Line boxes of a block: distinct baselines of its text's rectangles. */
function lineCount(block: Element): number {
  const range = block.ownerDocument.createRange();
  range.selectNodeContents(block);
  const bottoms: number[] = [];
  for (const rect of Array.from(range.getClientRects())) {
    if (rect.width === 0 && rect.height === 0) continue;
    if (!bottoms.some((bottom) => Math.abs(bottom - rect.bottom) <= LINE_TOLERANCE_PX))
      bottoms.push(rect.bottom);
  }
  return Math.max(1, bottoms.length);
}

/** Any box from the value up to the page holding more than it shows (a text box, a cell, the page). */
function overflows(element: Element): boolean {
  const root = element.ownerDocument.body;
  for (let current: Element | null = element; current && current !== root;) {
    if (current.scrollHeight > current.clientHeight + 1 && current.clientHeight > 0) return true;
    if (current.scrollWidth > current.clientWidth + 1 && current.clientWidth > 0) return true;
    current = current.parentElement;
  }
  return false;
}

/** Each marked value's box on a laid-out page (the first place a key appears counts). */
export function measurePage(document: Document): PageMeasurement {
  const boxes: PageMeasurement = {};
  for (const marked of Array.from(document.querySelectorAll(`[${KEY_ATTRIBUTE}]`))) {
    const key = marked.getAttribute(KEY_ATTRIBUTE) ?? '';
    if (!key || boxes[key]) continue;
    const box: KeyBox = { lines: lineCount(blockOf(marked)), overflow: overflows(marked) };
    boxes[key] = box;
  }
  return boxes;
}

/**
 * The browser's measurer: the row's page from spreadsheet-preview in a hidden same-origin frame
 * the page's size, without scripts (the sandbox allows none; the server's CSP forbids them too),
 * laid out by the same engine the renderer's Chromium uses, once its fonts have loaded.
 */
export function createFrameMeasurer(docId: string, format: string): PageMeasurer {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  const { height } = pageSize(format);
  Object.assign(frame.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: `${PAGE_WIDTH_PX}px`,
    height: `${height}px`,
    border: '0',
    visibility: 'hidden',
  });
  document.body.appendChild(frame);

  const load = (url: string) =>
    new Promise<Document | null>((resolve) => {
      const timer = setTimeout(() => finish(null), LOAD_TIMEOUT_MS);
      function finish(result: Document | null) {
        clearTimeout(timer);
        frame.removeEventListener('load', onLoad);
        resolve(result);
      }
      function onLoad() {
        const loaded = frame.contentDocument;
        if (!loaded) return finish(null);
        void loaded.fonts.ready.then(
          () => finish(loaded),
          () => finish(loaded),
        );
      }
      frame.addEventListener('load', onLoad);
      frame.src = url;
    });

  return {
    async measure(values: MassRowValues, gender?: PupilGender | null) {
      // The row's gender picks its words ('[ученик|ученица]'), so a row is measured as it prints.
      const page = await load(spreadsheetPaths.preview(docId, values, true, gender));
      return page ? measurePage(page) : null;
    },
    dispose: () => frame.remove(),
  };
}
