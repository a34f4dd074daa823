import { act, screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderShell } from '../test-support/render-shell';
import { createOverlayStore } from '../ui-state/overlay-store';
import { ModalHost } from '../chrome/modal-host.component';
import { registerHelpStrings } from './help-strings';
import { HelpPageScreen } from './help-page.component';
import { openHelpModal } from './open-help-modal';

/** The page as the shell's lazy loader gives it: with the 'help' strings registered first. */
function HelpScreenWithStrings() {
  registerHelpStrings(useTranslation().i18n);
  return <HelpPageScreen />;
}

const goTo = (path: string) => {
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
};

describe('help page', () => {
  test('renders the report card page as text, markup and all', async () => {
    goTo('/app/help/how/make-student-report-card/');
    renderShell(<HelpScreenWithStrings />);
    // English pages are a chunk of their own: the page appears when they are in.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to make a student report card' }),
    ).toBeTruthy();
    expect(screen.getByText('Open Templates and search for Report card.')).toBeTruthy();
    // Other topics are links into the app.
    expect(screen.getByRole('link', { name: 'Working in the editor' }).getAttribute('href')).toBe(
      '/app/help/redactor/',
    );
  });

  test('shows Russian help in Russian', async () => {
    goTo('/app/help/workshop/');
    const { shellApi } = renderShell(<HelpScreenWithStrings />);
    await act(() => shellApi.i18n.changeLanguage('ru'));
    expect(screen.getByRole('heading', { level: 1, name: 'Мастерская: свой шаблон' })).toBeTruthy();
  });

  test('switching to German shows the German page and topics', async () => {
    goTo('/app/help/spreadsheet/');
    const { shellApi } = renderShell(<HelpScreenWithStrings />);
    await screen.findByRole('heading', { level: 1, name: 'Mass creation from a class list' });
    await act(() => shellApi.i18n.changeLanguage('de'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Serienerstellung nach Klassenliste' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'So arbeiten Sie im Editor' })).toBeTruthy();
  });

  test('an unknown topic says so and lists the topics', async () => {
    goTo('/app/help/nothing-here/');
    renderShell(<HelpScreenWithStrings />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'There is no such help topic',
    );
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });
});

describe('help modal', () => {
  test('opens the editor help through the modal host, sized within the limits, and closes', async () => {
    const overlays = createOverlayStore();
    const { shellApi } = renderShell(<ModalHost overlays={overlays} />);
    act(() => void openHelpModal(overlays, shellApi.i18n, '/app/help/redactor/'));
    const dialog = await screen.findByRole('dialog', { name: 'Working in the editor' });
    const box = within(dialog).getByTestId('help-modal');
    expect(within(box).getByText(/Double-click a word/)).toBeTruthy();
    // jsdom's window is 1024x768: the box starts at 640 wide, and may grow to the window only.
    expect(box.style.width).toBe('640px');
    expect(parseInt(box.style.maxWidth, 10)).toBeLessThanOrEqual(1024);
    expect(parseInt(box.style.maxHeight, 10)).toBeLessThanOrEqual(768);
    act(() => within(dialog).getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
