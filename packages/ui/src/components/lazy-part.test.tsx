import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../file-browser/file-browser.test-support';
import { ModalFrame } from './modal-frame.component';
import { lazyPart, preloadOnIntent } from './lazy-part';

interface NameProps {
  label: string;
}

function NameField({ label }: NameProps) {
  return <input aria-label={label} />;
}

/** A download the test finishes (or fails) when it wants, as a slow network would. */
function controlledLoad() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof NameField>((resolve, reject) => {
      calls.push({ resolve: () => resolve(NameField), reject });
    });
  return { load, calls };
}

describe('a part of the kit that loads when first shown (lazyPart)', () => {
  it('shows nothing until its code has arrived, then the part with its props', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    renderWithI18n(<Part label="Folder name" />);
    expect(screen.queryByLabelText('Folder name')).toBeNull();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve());
    expect(screen.queryByLabelText('Folder name')).not.toBeNull();
  });

  it('renders in the same pass once preloaded, and downloads once', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    const first = Part.preload();
    const second = Part.preload();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await Promise.all([first, second]);
    renderWithI18n(<Part label="Folder name" />);
    expect(screen.queryByLabelText('Folder name')).not.toBeNull();
  });

  it('tries the download again after a failed one', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    const failed = Part.preload();
    calls[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const retried = Part.preload();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await retried;
    renderWithI18n(<Part label="Folder name" />);
    expect(screen.queryByLabelText('Folder name')).not.toBeNull();
  });

  it("gives the focus to a modal's first field when the modal's content arrives", async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    renderWithI18n(
      <>
        <button type="button">Opener</button>
        <ModalFrame title="New folder" backdrop="default" onClose={() => undefined}>
          <Part label="Folder name" />
        </ModalFrame>
      </>,
    );
    // The frame opened empty: its trap could only focus the box itself.
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    await act(async () => calls[0]!.resolve());
    expect(document.activeElement).toBe(screen.getByLabelText('Folder name'));
  });

  it('leaves the focus alone when the teacher has already moved it', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    renderWithI18n(
      <ModalFrame title="New folder" backdrop="default" onClose={() => undefined}>
        <Part label="Folder name" />
      </ModalFrame>,
    );
    const close = screen.getByRole('button', { name: /close/i });
    close.focus();
    fireEvent.focus(close);
    await act(async () => calls[0]!.resolve());
    expect(document.activeElement).toBe(close);
  });

  it('starts the download when the pointer reaches the opener or it gets the focus, once', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    renderWithI18n(
      <button type="button" {...preloadOnIntent(Part)}>
        New folder
      </button>,
    );
    const opener = screen.getByRole('button', { name: 'New folder' });
    expect(calls).toHaveLength(0);
    fireEvent.pointerEnter(opener);
    fireEvent.focus(opener);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve());
    // Opened afterwards, the part is there in the first pass: no empty frame.
    renderWithI18n(<Part label="Folder name" />);
    expect(screen.queryByLabelText('Folder name')).not.toBeNull();
  });

  it('leaves a failed download for the opening to try again', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    const handlers = preloadOnIntent(Part);
    handlers.onFocus();
    await act(async () => calls[0]!.reject(new Error('offline')));
    renderWithI18n(<Part label="Folder name" />);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve());
    expect(screen.queryByLabelText('Folder name')).not.toBeNull();
  });
});
