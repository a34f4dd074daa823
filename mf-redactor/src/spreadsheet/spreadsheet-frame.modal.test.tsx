import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createShellApiMock } from '@gramota/shell-api/testing';
import en from '../../locales/en/redactor.json';
import { registerStrings } from '../i18n/register-strings';
import { SPREADSHEET_WINDOW_MESSAGE, isWindowMax } from './spreadsheet-frame';
import { SpreadsheetFrameModal } from './spreadsheet-frame.modal';

function renderFrame(maximised: boolean) {
  const { i18n } = createShellApiMock('en');
  void registerStrings(i18n, { en });
  const close = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SpreadsheetFrameModal docId="42" maximised={maximised} close={close} />
    </I18nextProvider>,
  );
  const frame = screen.getByTestId('spreadsheet-frame') as HTMLIFrameElement;
  return { frame, close };
}

/** What the framed app posts to this window. */
function post(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame.contentWindow }),
    );
  });
}

describe("the editor's spreadsheet frame", () => {
  beforeEach(() => {
    window.innerHeight = 900;
  });

  test('the table of the document embedded, 630 px high', () => {
    const { frame } = renderFrame(false);
    expect(frame.getAttribute('src')).toBe('/app/spreadsheet/42/?embed=true');
    expect(frame.title).toBe('Table for mass creation');
    expect(frame.style.height).toBe('630px');
  });

  test("maximised: the window height minus 108, following the window and the table's button", () => {
    const { frame } = renderFrame(true);
    expect(frame.style.height).toBe('792px');
    act(() => {
      window.innerHeight = 1000;
      window.dispatchEvent(new Event('resize'));
    });
    expect(frame.style.height).toBe('892px');
    post(frame, { type: SPREADSHEET_WINDOW_MESSAGE, max: false });
    expect(frame.style.height).toBe('630px');
    post(frame, { type: SPREADSHEET_WINDOW_MESSAGE, max: true }, 'https://elsewhere.example');
    expect(frame.style.height).toBe('630px');
  });

  test('Escape inside the frame closes it, unless the table has a dialog open', () => {
    const { frame, close } = renderFrame(false);
    const inner = frame.contentDocument!;
    // jsdom loads no page into the frame: give its empty document a root to hold a dialog.
    const root = inner.documentElement ?? inner.appendChild(inner.createElement('html'));
    const dialog = inner.createElement('div');
    dialog.setAttribute('role', 'dialog');
    root.appendChild(dialog);
    fireEvent.keyDown(inner, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
    dialog.remove();
    fireEvent.keyDown(inner, { key: 'Enter' });
    expect(close).not.toHaveBeenCalled();
    fireEvent.keyDown(inner, { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(1);
  });

  test("an Escape the table's dialog already handled leaves the frame open (its dialog is gone)", () => {
    const { frame, close } = renderFrame(false);
    const inner = frame.contentDocument!;
    const root = inner.documentElement ?? inner.appendChild(inner.createElement('html'));
    const dialog = inner.createElement('div');
    dialog.setAttribute('role', 'dialog');
    root.appendChild(dialog);
    // As in a browser: the dialog's own listener closes it, and React has removed it from the
    // page before the key reaches the frame's window.
    const closeDialog = (event: KeyboardEvent) => {
      event.preventDefault();
      dialog.remove();
    };
    inner.addEventListener('keydown', closeDialog);
    fireEvent.keyDown(inner, { key: 'Escape' });
    expect(inner.querySelector('[role="dialog"]')).toBeNull();
    expect(close).not.toHaveBeenCalled();
    inner.removeEventListener('keydown', closeDialog);
    fireEvent.keyDown(inner, { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(1);
  });

  test('the table sending the editor to its ready files closes the frame', () => {
    const { frame, close } = renderFrame(false);
    post(frame, { type: 'gramota:navigate', url: '/app/ready/mass/101,102/' });
    expect(close).toHaveBeenCalledTimes(1);
  });

  test("the setting reads the seed's '1' and the contract's true", () => {
    expect([true, '1', false, '0', undefined].map(isWindowMax)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
