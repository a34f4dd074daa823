import { fireEvent, screen } from '@testing-library/react';
import { FileBrowser } from './file-browser.component';
import { renderWithI18n, sampleItems } from './file-browser.test-support';

/** Lays the five cards out in one row: 100 x 140 each, 20 px apart. */
function layOut() {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
    }) as DOMRect;
  jest
    .spyOn(screen.getByTestId('file-browser-surface'), 'getBoundingClientRect')
    .mockReturnValue(rect(0, 0, 800, 400));
  screen.getAllByRole('option').forEach((card, index) => {
    jest.spyOn(card, 'getBoundingClientRect').mockReturnValue(rect(index * 120, 0, 100, 140));
  });
}

const selectedNames = () =>
  screen
    .queryAllByRole('option', { selected: true })
    .map((card) => card.getAttribute('aria-label'));

describe('rubber-band selection', () => {
  beforeEach(() => {
    renderWithI18n(<FileBrowser items={sampleItems} label="My documents" view="thumbnail" />);
    layOut();
  });

  it('selects every card the dragged rectangle touches', () => {
    const surface = screen.getByTestId('file-browser-surface');
    fireEvent.mouseDown(surface, { button: 0, clientX: 110, clientY: 200 });
    fireEvent.mouseMove(document, { clientX: 250, clientY: 100 });
    expect(selectedNames()).toEqual(['Olympiad', 'Diploma Ivanov']);
    // Pulling back shrinks the selection while the button is held.
    fireEvent.mouseMove(document, { clientX: 200, clientY: 100 });
    expect(selectedNames()).toEqual(['Olympiad']);
    fireEvent.mouseUp(document);
    expect(selectedNames()).toEqual(['Olympiad']);
  });

  it('adds to the selection when ctrl is held', () => {
    fireEvent.click(screen.getByRole('option', { name: 'Letter of thanks' }));
    const surface = screen.getByTestId('file-browser-surface');
    fireEvent.mouseDown(surface, { button: 0, clientX: 5, clientY: 300, ctrlKey: true });
    fireEvent.mouseMove(document, { clientX: 30, clientY: 100 });
    fireEvent.mouseUp(document);
    expect(selectedNames()).toEqual(['Class 5A', 'Letter of thanks']);
  });

  it('a band that touches nothing selects nothing', () => {
    fireEvent.click(screen.getByRole('option', { name: 'Class 5A' }));
    const surface = screen.getByTestId('file-browser-surface');
    fireEvent.mouseDown(surface, { button: 0, clientX: 10, clientY: 200 });
    fireEvent.mouseMove(document, { clientX: 400, clientY: 300 });
    fireEvent.mouseUp(document);
    expect(selectedNames()).toEqual([]);
  });
});
