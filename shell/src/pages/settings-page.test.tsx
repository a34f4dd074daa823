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
});
