import { fireEvent, render, screen } from '@testing-library/react';
import { FileDropZone } from './file-drop-zone.component';

const pdf = new File(['%PDF-1.7'], 'diploma.pdf', { type: 'application/pdf' });
const files = (...list: File[]) => ({ dataTransfer: { types: ['Files'], files: list } });
const items = { dataTransfer: { types: ['application/x-gramota-items'], files: [] } };

function zone(enabled: boolean) {
  const onFiles = jest.fn();
  const onRefused = jest.fn();
  render(
    <FileDropZone
      enabled={enabled}
      onFiles={onFiles}
      onRefused={onRefused}
      overlayText="Drop files to upload them here"
      testId="drop"
    >
      <p>list</p>
    </FileDropZone>,
  );
  return { onFiles, onRefused, target: screen.getByTestId('drop') };
}

describe('the file drop zone', () => {
  test('files dragged from the desktop show the overlay and are handed over on drop', () => {
    const { onFiles, target } = zone(true);
    fireEvent.dragEnter(target, files(pdf));
    expect(screen.getByRole('status').textContent).toBe('Drop files to upload them here');
    fireEvent.dragEnter(screen.getByText('list'), files(pdf));
    fireEvent.dragLeave(screen.getByText('list'), files(pdf));
    // Still over the zone: crossing a child does not hide the overlay.
    expect(screen.queryByTestId('drop-overlay')).not.toBeNull();
    fireEvent.drop(target, files(pdf));
    expect(onFiles).toHaveBeenCalledWith([pdf]);
    expect(screen.queryByTestId('drop-overlay')).toBeNull();
  });

  test('leaving the zone hides the overlay', () => {
    const { target } = zone(true);
    fireEvent.dragEnter(target, files(pdf));
    fireEvent.dragLeave(target, files(pdf));
    expect(screen.queryByTestId('drop-overlay')).toBeNull();
  });

  test('where files may not go: no overlay, nothing uploaded, the area is told', () => {
    const { onFiles, onRefused, target } = zone(false);
    fireEvent.dragEnter(target, files(pdf));
    expect(screen.queryByTestId('drop-overlay')).toBeNull();
    const drop = fireEvent.drop(target, files(pdf));
    // The browser's default (opening the file in place of the app) is prevented all the same.
    expect(drop).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  test('items moved inside the page are not files: left to the browser’s own drag and drop', () => {
    const { onFiles, onRefused, target } = zone(true);
    fireEvent.dragEnter(target, items);
    expect(screen.queryByTestId('drop-overlay')).toBeNull();
    expect(fireEvent.drop(target, items)).toBe(true);
    expect(onFiles).not.toHaveBeenCalled();
    expect(onRefused).not.toHaveBeenCalled();
  });
});
