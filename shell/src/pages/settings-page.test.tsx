import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useShellApi } from '@gramota/shell-api';
import { installFakeApi } from '@gramota/shell-api/testing';
import { settingsSlice } from '@gramota/store';
import { renderShell } from '../test-support/render-shell';
import { SettingsPage } from './settings-page.component';

const SWITCH = /Download and print in the background/;

function Page() {
  return <SettingsPage shellApi={useShellApi()} />;
}

describe('the settings page', () => {
  let fake: ReturnType<typeof installFakeApi>;
  afterEach(() => fake?.uninstall());

  it('switches the PRO background download and print mode on and off, saved on the server', async () => {
    fake = installFakeApi((call) =>
      call.path === '/api/profile-set-settings/'
        ? [200, { result: 'success', settings: {} }]
        : undefined,
    );
    const { store, shellApi } = renderShell(<Page />);
    const box = screen.getByRole('checkbox', { name: SWITCH }) as HTMLInputElement;
    expect(box.checked).toBe(false);

    fireEvent.click(box);
    await waitFor(() => expect(shellApi.calls.toasts.map((toast) => toast.text)).toHaveLength(1));
    expect(box.checked).toBe(true);
    expect(store.getState().settings.creator_pro_bg_wait).toBe('1');

    fireEvent.click(box);
    await waitFor(() => expect(shellApi.calls.toasts).toHaveLength(2));
    expect(box.checked).toBe(false);
    expect(store.getState().settings.creator_pro_bg_wait).toBe('0');

    const sent = fake.calls
      .filter((call) => call.path === '/api/profile-set-settings/')
      .map((call) => JSON.parse((call.body as { settings: string }).settings));
    expect(sent).toEqual([{ creator_pro_bg_wait: '1' }, { creator_pro_bg_wait: '0' }]);
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual([
      'Settings saved',
      'Settings saved',
    ]);
  });

  it('shows the mode as on when the profile has it on', () => {
    fake = installFakeApi(() => undefined);
    const { store } = renderShell(<Page />);
    act(() => {
      store.dispatch(settingsSlice.actions.merge({ creator_pro_bg_wait: '1' }));
    });
    expect((screen.getByRole('checkbox', { name: SWITCH }) as HTMLInputElement).checked).toBe(true);
  });

  it('turns verification on for new documents, in a chosen corner, and keeps the issuer name', async () => {
    fake = installFakeApi((call) =>
      call.path === '/api/profile-set-settings/'
        ? [200, { result: 'success', settings: {} }]
        : undefined,
    );
    const { store, shellApi } = renderShell(<Page />);
    // Off by default: no corner to choose yet.
    expect(screen.queryByRole('combobox', { name: 'Where to print it' })).toBeNull();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Print a verification number and QR code' }),
    );
    await waitFor(() => expect(shellApi.calls.toasts).toHaveLength(1));
    fireEvent.change(screen.getByRole('combobox', { name: 'Where to print it' }), {
      target: { value: 'top-left' },
    });
    await waitFor(() => expect(shellApi.calls.toasts).toHaveLength(2));
    fireEvent.change(screen.getByRole('textbox', { name: /Issued by/ }), {
      target: { value: '  Гимназия № 3 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shellApi.calls.toasts).toHaveLength(3));
    const sent = fake.calls
      .filter((call) => call.path === '/api/profile-set-settings/')
      .map((call) => JSON.parse((call.body as { settings: string }).settings));
    expect(sent).toEqual([
      { verify_default: true, verify_place: 'bottom-right', verify_qr: true },
      { verify_default: true, verify_place: 'top-left', verify_qr: true },
      { verify_issuer: 'Гимназия № 3' },
    ]);
    expect(store.getState().settings).toMatchObject({
      verify_default: true,
      verify_place: 'top-left',
      verify_issuer: 'Гимназия № 3',
    });
  });
});
