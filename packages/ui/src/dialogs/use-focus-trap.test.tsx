import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { ModalFrame } from '../components/modal-frame.component';
import { renderWithI18n } from '../file-browser/file-browser.test-support';

/**
 * Presses Tab as a browser does: the page's handlers first, then, unless one of them prevented
 * it, the focus moves to the next (or previous) tabbable element of the document.
 */
function pressTab(shiftKey = false) {
  const active = (document.activeElement ?? document.body) as HTMLElement;
  const allowed = fireEvent.keyDown(active, { key: 'Tab', shiftKey });
  if (!allowed) return;
  const order = Array.from(
    document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]'),
  );
  const next = order[order.indexOf(active) + (shiftKey ? -1 : 1)] ?? order[0];
  next?.focus();
}

function Page({ fields = true }: { fields?: boolean }) {
  const [open, setOpen] = useState<string[]>([]);
  const close = (title: string) => setOpen((titles) => titles.filter((t) => t !== title));
  return (
    <>
      <button type="button" onClick={() => setOpen(['New folder'])}>
        Open
      </button>
      <button type="button">Outside</button>
      {open.map((title) => (
        <ModalFrame key={title} title={title} backdrop="default" onClose={() => close(title)}>
          {fields ? (
            <form>
              <input aria-label={`${title} name`} />
              <button type="button" onClick={() => setOpen((titles) => [...titles, 'Nested'])}>
                {`${title} more`}
              </button>
            </form>
          ) : (
            <p>Nothing to fill in</p>
          )}
        </ModalFrame>
      ))}
    </>
  );
}

function openFromButton(fields = true) {
  renderWithI18n(<Page fields={fields} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  act(() => opener.click());
  return opener;
}

describe('A modal keeps the keyboard inside and gives the focus back', () => {
  test('it is a dialog named by its title, and the focus lands in its first field', () => {
    openFromButton();
    const dialog = screen.getByRole('dialog', { name: 'New folder' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('New folder name'));
  });

  test('without a field the dialog itself takes the focus', () => {
    openFromButton(false);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'New folder' }));
  });

  test('Tab and Shift+Tab go round the controls of the modal and never leave it', () => {
    openFromButton();
    const dialog = screen.getByRole('dialog');
    const visited: string[] = [];
    for (let press = 0; press < 7; press += 1) {
      pressTab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      visited.push(document.activeElement?.getAttribute('aria-label') ?? '');
    }
    // close, field, more button, and round again
    expect(visited.slice(0, 3)).toEqual(['', 'Close', 'New folder name']);
    for (let press = 0; press < 7; press += 1) {
      pressTab(true);
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  test('Escape closes the modal and the focus returns to the button that opened it', () => {
    const opener = openFromButton();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('with two modals open, Escape and Tab serve the top one only', () => {
    openFromButton();
    const more = screen.getByRole('button', { name: 'New folder more' });
    more.focus();
    act(() => more.click());
    const nested = screen.getByRole('dialog', { name: 'Nested' });
    expect(document.activeElement).toBe(screen.getByLabelText('Nested name'));
    for (let press = 0; press < 5; press += 1) {
      pressTab();
      expect(nested.contains(document.activeElement)).toBe(true);
    }

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Nested' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New folder' })).toBeTruthy();
    expect(document.activeElement).toBe(more);
  });
});
