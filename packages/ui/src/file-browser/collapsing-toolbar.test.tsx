import { act, fireEvent, screen, within } from '@testing-library/react';
import { CollapsingToolbar } from './collapsing-toolbar.component';
import type { FileAction } from './file-browser.types';
import { doc, renderWithI18n } from './file-browser.test-support';
import { ContextMenu } from './context-menu.lazy';

// The part loads as it does in the browser after a first press (lazyPart), before any test opens it.
beforeAll(() => ContextMenu.preload());

// A fake layout: the row is `rowWidth` wide, every button 92 px + 8 px gap.
let rowWidth = 500;
const resizeCallbacks: (() => void)[] = [];
const originalOffsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('toolbar') ? rowWidth : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('action') ? 92 : 0;
    },
  });
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(callback: () => void) {
      resizeCallbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  };
});

afterAll(() => {
  // clientWidth lives on Element.prototype: dropping the shadowing property restores it.
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', originalOffsetWidth);
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function resizeTo(width: number) {
  rowWidth = width;
  act(() => resizeCallbacks.forEach((callback) => callback()));
}

const actions = (onSelect: jest.Mock): FileAction[] =>
  ['Create', 'New folder', 'Copy', 'Move to trash'].map((label) => ({
    id: label,
    label,
    onSelect,
  }));

const rowButtons = () =>
  within(screen.getByRole('group', { name: 'File actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('CollapsingToolbar', () => {
  it('keeps 200 px free on the right, putting the rest under "More"', () => {
    const onSelect = jest.fn();
    const selected = [doc('d1', 'Diploma')];
    renderWithI18n(<CollapsingToolbar actions={actions(onSelect)} selected={selected} />);
    expect(rowButtons()).toEqual(['Create', 'New folder', 'More']);

    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Copy', 'Move to trash']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy' }));
    expect(onSelect).toHaveBeenCalledWith(selected);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('brings actions back when the row widens by enough, and collapses again when it narrows', () => {
    rowWidth = 500;
    renderWithI18n(<CollapsingToolbar actions={actions(jest.fn())} />);
    resizeTo(690);
    // Copy would leave 690 - 400 = 290 px: it comes back; Move to trash leaves 290 too.
    expect(rowButtons()).toEqual(['Create', 'New folder', 'Copy', 'Move to trash']);
    resizeTo(560);
    expect(rowButtons()).toEqual(['Create', 'New folder', 'More']);
  });
});
