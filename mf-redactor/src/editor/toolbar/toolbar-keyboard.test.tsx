import { fireEvent, screen } from '@testing-library/react';
import { renderEditor } from '../test-support/render-editor';

/** The toolbar's own controls in their order, as the keyboard meets them. */
function toolbarControls(): HTMLElement[] {
  const toolbar = screen.getByRole('toolbar');
  return Array.from(toolbar.querySelectorAll<HTMLElement>('button, select, input')).filter(
    (control) => !control.closest('[data-toolbar-panel]') && toolbar.contains(control),
  );
}

const tabStops = () =>
  toolbarControls().filter(
    (control) => control.tabIndex === 0 && !control.hasAttribute('disabled'),
  );

function press(key: string) {
  fireEvent.keyDown(document.activeElement as HTMLElement, { key });
  return document.activeElement as HTMLElement;
}

describe("The editor's toolbar is one Tab stop walked with the arrow keys", () => {
  test('only the first control is in the Tab order at first', () => {
    renderEditor();
    expect(tabStops()).toEqual([toolbarControls()[0]]);
  });

  test('Right and Left move between the controls, Home and End go to the ends, disabled ones are skipped', () => {
    renderEditor();
    const usable = toolbarControls().filter((control) => !control.hasAttribute('disabled'));
    usable[0]!.focus();

    expect(press('ArrowRight')).toBe(usable[1]);
    expect(press('ArrowRight')).toBe(usable[2]);
    expect(press('ArrowLeft')).toBe(usable[1]);
    expect(press('End')).toBe(usable[usable.length - 1]);
    expect(screen.getByTestId('undo').hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).not.toBe(screen.getByTestId('undo'));
    expect(press('ArrowRight')).toBe(usable[0]);
    expect(press('ArrowLeft')).toBe(usable[usable.length - 1]);
    expect(press('Home')).toBe(usable[0]);
  });

  test('the control reached last is the one Tab comes back to', () => {
    renderEditor();
    toolbarControls()[0]!.focus();
    const bold = screen.getByTestId('bold');
    while (document.activeElement !== bold) press('ArrowRight');
    expect(tabStops()).toEqual([bold]);
  });
});
