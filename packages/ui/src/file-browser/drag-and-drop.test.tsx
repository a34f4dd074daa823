import { fireEvent, screen } from '@testing-library/react';
import { FileBrowser } from './file-browser.component';
import { folder, renderWithI18n, sampleItems } from './file-browser.test-support';

const path = [
  { id: null, name: 'My documents' },
  { id: 'f0', name: 'School' },
];

function setup(items = sampleItems) {
  const onMove = jest.fn();
  renderWithI18n(
    <FileBrowser items={items} label="My documents" view="thumbnail" path={path} onMove={onMove} />,
  );
  return { onMove };
}

const option = (name: string) => screen.getByRole('option', { name });

/** Drags `source` over `target` and drops it there; returns whether the drop was allowed. */
function dragOnto(source: HTMLElement, target: HTMLElement): boolean {
  fireEvent.dragStart(source);
  const allowed = !fireEvent.dragOver(target);
  fireEvent.drop(target);
  fireEvent.dragEnd(source);
  return allowed;
}

describe('drag and drop', () => {
  it('moves the selected items into the folder they are dropped on', () => {
    const { onMove } = setup();
    fireEvent.click(option('Diploma Ivanov'));
    fireEvent.click(option('Letter of thanks'), { ctrlKey: true });
    expect(dragOnto(option('Letter of thanks'), option('Olympiad'))).toBe(true);
    expect(onMove).toHaveBeenCalledWith(['d1', 'd3'], 'f2');
  });

  it('drags only the item under the pointer when it was not selected', () => {
    const { onMove } = setup();
    fireEvent.click(option('Diploma Ivanov'));
    dragOnto(option('Certificate Petrova'), option('Class 5A'));
    expect(onMove).toHaveBeenCalledWith(['d2'], 'f1');
    expect(option('Certificate Petrova').getAttribute('aria-selected')).toBe('true');
  });

  it('highlights the folder under the dragged items', () => {
    setup();
    fireEvent.dragStart(option('Diploma Ivanov'));
    fireEvent.dragOver(option('Olympiad'));
    expect(option('Olympiad').className).toContain('dropTarget');
    fireEvent.dragLeave(option('Olympiad'));
    expect(option('Olympiad').className).not.toContain('dropTarget');
  });

  it('a folder never accepts itself or another selected item', () => {
    const { onMove } = setup();
    fireEvent.click(option('Class 5A'));
    fireEvent.click(option('Olympiad'), { ctrlKey: true });
    expect(dragOnto(option('Class 5A'), option('Olympiad'))).toBe(false);
    expect(dragOnto(option('Olympiad'), option('Olympiad'))).toBe(false);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('moves items up the path by dropping them on a breadcrumb, not on the current folder', () => {
    const { onMove } = setup();
    fireEvent.click(option('Diploma Ivanov'));
    expect(
      dragOnto(option('Diploma Ivanov'), screen.getByRole('button', { name: 'My documents' })),
    ).toBe(true);
    expect(onMove).toHaveBeenCalledWith(['d1'], null);
    expect(dragOnto(option('Diploma Ivanov'), screen.getByText('School'))).toBe(false);
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it('does not drag view-only shared items nor drop into view-only folders', () => {
    const { onMove } = setup([
      folder('s1', 'Shared with me', { permission: 'view' }),
      folder('s2', 'Mine'),
      { ...sampleItems[2]!, permission: 'view' },
      sampleItems[3]!,
    ]);
    expect(option('Diploma Ivanov').getAttribute('draggable')).toBe('false');
    expect(dragOnto(option('Certificate Petrova'), option('Shared with me'))).toBe(false);
    expect(dragOnto(option('Certificate Petrova'), option('Mine'))).toBe(true);
    expect(onMove).toHaveBeenCalledWith(['d2'], 's2');
  });

  it('is off when the area gives no onMove', () => {
    renderWithI18n(<FileBrowser items={sampleItems} label="Picker" view="thumbnail" />);
    expect(option('Diploma Ivanov').getAttribute('draggable')).toBe('false');
  });
});
