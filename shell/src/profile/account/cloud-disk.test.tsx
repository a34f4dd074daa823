import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderShell } from '../../test-support/render-shell';
import { CloudDiskCard, POPUP_WATCH_MS } from './cloud-disk.component';

const AUTH_URL = 'https://oauth.example/authorize?state=s1';

function server(initial: 'not-configured' | 'false' | 'true') {
  let state = initial;
  return {
    connectNow() {
      state = 'true';
    },
    ...installFakeApi((call) => {
      if (call.path === '/api/yadisk-connect-status/')
        return [
          200,
          state === 'not-configured'
            ? { result: 'success', connect: 'false', configured: 'false' }
            : { result: 'success', connect: state, configured: 'true' },
        ];
      if (state === 'not-configured' && call.path.startsWith('/api/yadisk-'))
        return [
          503,
          {
            result: 'error',
            error_code: 'not_configured',
            error_text: 'Sending to a cloud disk is not set up',
          },
        ];
      if (call.path === '/api/yadisk-connect-start/')
        return [200, { result: 'success', auth_url: AUTH_URL }];
      if (call.path === '/api/yadisk-disconnect/') {
        state = 'false';
        return [200, { result: 'success' }];
      }
      return undefined;
    }),
  };
}

const status = () => screen.getByTestId('disk-status').textContent;

describe('the cloud disk card of the profile', () => {
  let fake: ReturnType<typeof server>;
  afterEach(() => {
    jest.useRealTimers();
    fake?.uninstall();
  });

  it('without a disk app on the server says so and names the settings, with no buttons', async () => {
    fake = server('not-configured');
    renderShell(<CloudDiskCard />);
    await waitFor(() =>
      expect(status()).toBe(
        'Connecting a cloud disk is not set up on this server: the administrator sets the environment variables YADISK_CLIENT_ID, YADISK_CLIENT_SECRET.',
      ),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('not connected: Connect opens the provider in a popup and, once it closes, shows connected', async () => {
    fake = server('false');
    const popup = { closed: false, close: jest.fn(), location: { href: '' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { shellApi } = renderShell(<CloudDiskCard />);
    await waitFor(() =>
      expect(status()).toBe('Yandex Disk is not connected. Connect it to save made files there.'),
    );
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Yandex Disk' }));
    await act(async () => {
      await Promise.resolve();
    });
    await waitFor(() => expect(popup.location.href).toBe(AUTH_URL));
    expect(open).toHaveBeenCalledTimes(1);

    // The teacher allows access; the provider's page closes the popup.
    fake.connectNow();
    popup.closed = true;
    await act(async () => {
      jest.advanceTimersByTime(POPUP_WATCH_MS);
    });
    jest.useRealTimers();
    await waitFor(() =>
      expect(status()).toBe('Yandex Disk is connected: made files can be saved there.'),
    );
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual(['Yandex Disk connected']);
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    open.mockRestore();
  });

  it('a blocked popup leaves a link to the provider', async () => {
    fake = server('false');
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderShell(<CloudDiskCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Yandex Disk' }));
    const link = await screen.findByRole('link', { name: 'Open the Yandex Disk sign-in' });
    expect(link.getAttribute('href')).toBe(AUTH_URL);
    open.mockRestore();
  });

  it('connected: Disconnect asks the server to forget the disk and shows not connected', async () => {
    fake = server('true');
    const { shellApi } = renderShell(<CloudDiskCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(status()).toBe('Yandex Disk is not connected. Connect it to save made files there.'),
    );
    expect(fake.paths()).toContain('/api/yadisk-disconnect/');
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual(['Yandex Disk disconnected']);
    expect(screen.getByRole('button', { name: 'Connect Yandex Disk' })).toBeTruthy();
  });
});
