import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deliveryPaths } from '@gramota/contracts';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { NeedPayNotice } from '@gramota/ui';
import { readyAnswer, readyFile } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import { renderModal } from '../test-support/render-modal';
import ReadyScreen from '../ready/ready-screen.component';

const files = [
  readyFile('12', 'Diploma_Ivanov', { free: '1' }),
  readyFile('13', 'Letter_of_thanks'),
];

/** A teacher (logged in unless told) with two files; `extra` answers the delivery calls. */
function server(extra: Handler = () => undefined, { login = true } = {}) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/ready-get/k1/') return [200, readyAnswer(files)];
    return undefined;
  });
}

const texts = (shellApi: { calls: { toasts: { text: string }[] } }) =>
  shellApi.calls.toasts.map((toast) => toast.text);

async function choose(name: string, ...more: string[]) {
  fireEvent.click(await screen.findByRole('option', { name }));
  for (const other of more)
    fireEvent.click(screen.getByRole('option', { name: other }), { ctrlKey: true });
}

describe('Ready files: sending files on', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => {
    api.uninstall();
    jest.useRealTimers();
  });

  test('e-mail: two files get the seed text (ru) and no call', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />, { language: 'ru' });
    await choose('Diploma Ivanov', 'Letter of thanks');
    fireEvent.click(screen.getByRole('button', { name: 'На почту' }));
    expect(texts(shellApi)).toEqual(['По электронной почте можно отправить только один файл']);
    expect(api.paths().some((path) => path.startsWith('/api/creator-send-mail/'))).toBe(false);
  });

  test('e-mail: a guest is sent to log in first', async () => {
    api = server(undefined, { login: false });
    const { shellApi } = renderArea(<ReadyScreen />);
    await choose('Letter of thanks');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(shellApi.calls.requireLogin).toEqual([{ reason: 'email', returnTo: undefined }]);
  });

  test('e-mail: one file goes to the account address with the file\u2019s doc and id', async () => {
    api = server((call) =>
      call.path === deliveryPaths.sendMail('d13', '13')
        ? [200, { result: 'success', email: 'teacher@school.ru' }]
        : undefined,
    );
    const { shellApi } = renderArea(<ReadyScreen />);
    await choose('Letter of thanks');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() =>
      expect(texts(shellApi)).toEqual(['The file was sent to teacher@school.ru']),
    );
  });

  test('e-mail: without an address the form asks for one, a refusal shows error_text', async () => {
    let stored = false;
    api = server((call) => {
      if (call.path === '/api/login-set-email/') {
        if (call.query.get('email') === 'bad')
          return [200, { result: 'error', error_text: 'Wrong address' }];
        stored = true;
        return [200, { result: 'success' }];
      }
      if (call.path === deliveryPaths.sendMail('d13', '13'))
        return [
          200,
          stored ? { result: 'success', email: 'me@school.ru' } : { result: 'need_email' },
        ];
      return undefined;
    });
    const { shellApi } = renderArea(<ReadyScreen />);
    await choose('Letter of thanks');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(1));
    renderModal(shellApi.calls.modals[0]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(texts(shellApi)).toEqual(['Wrong address']));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'me@school.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(texts(shellApi)).toEqual(['Wrong address', 'The file was sent to me@school.ru']),
    );
  });

  test('storage: a free file in the selection opens the PRO-needed modal and calls nothing', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />);
    await choose('Diploma Ivanov', 'Letter of thanks');
    fireEvent.click(screen.getByRole('button', { name: 'To storage' }));
    expect(shellApi.calls.modals[0]).toMatchObject({
      title: 'PRO access needed',
      component: NeedPayNotice,
      props: {
        text: 'You need PRO access to all templates used in the selected documents in order to get the files this way.',
      },
    });
    expect(api.paths().some((path) => path.startsWith('/api/storage-add-files/'))).toBe(false);
  });

  test('storage: paid files are added, with a link to the storage', async () => {
    api = server((call) =>
      call.path === '/api/storage-add-files/'
        ? [200, { result: 'success', added: ['s1'] }]
        : undefined,
    );
    const { shellApi } = renderArea(<ReadyScreen />);
    await choose('Letter of thanks');
    fireEvent.click(screen.getByRole('button', { name: 'To storage' }));
    await waitFor(() =>
      expect(shellApi.calls.toasts).toEqual([
        expect.objectContaining({
          text: 'Files added to the storage: 1',
          action: { label: 'Open the storage', href: '/app/storage/' },
        }),
      ]),
    );
    expect(
      api.calls.find((call) => call.path === '/api/storage-add-files/')?.query.get('files'),
    ).toBe('13');
  });

  test('messenger: connect with the code, polled every 2 s, files sent 2 s after connecting', async () => {
    jest.useFakeTimers();
    const connected = [false, false, true];
    let sends = 0;
    api = server((call) => {
      if (call.path === '/api/telegram-send-files/') {
        sends += 1;
        return [
          200,
          sends === 1
            ? {
                result: 'success',
                status: 'need-connect',
                code: 'K7Q2',
                link: 'https://t.me/gramota_bot?start=K7Q2',
              }
            : { result: 'success', status: 'send', code: '', link: '' },
        ];
      }
      if (call.path === '/api/telegram-status-connect/')
        return [200, { result: 'success', connect: String(connected.shift() ?? true) }];
      return undefined;
    });
    const { shellApi } = renderArea(<ReadyScreen />);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await choose('Letter of thanks');
    fireEvent.click(screen.getByRole('button', { name: 'To messenger' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    // The dialog reads the flow's live view: the code and the bot's link.
    renderModal(shellApi.calls.modals[0]);
    expect(screen.getByTestId('telegram-code').textContent).toBe('K7Q2');
    expect(screen.getByRole('link', { name: 'Open the bot' }).getAttribute('href')).toBe(
      'https://t.me/gramota_bot?start=K7Q2',
    );
    const statusCalls = () =>
      api.paths().filter((path) => path === '/api/telegram-status-connect/');
    expect(statusCalls()).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(statusCalls()).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4000);
    });
    expect(statusCalls()).toHaveLength(3);
    expect(sends).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(sends).toBe(2);
    expect(texts(shellApi)).toEqual(['Files sent to the messenger: 1']);
  });

  test('cloud disk: rights not granted in the popup says the seed text (ru)', async () => {
    jest.useFakeTimers();
    const popup = { closed: false };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as Window);
    api = server((call) => {
      if (call.path === '/api/yadisk-send-files/')
        return [
          200,
          {
            result: 'success',
            status: 'need-connect',
            auth_url: 'https://oauth.example/authorize?x=1',
          },
        ];
      if (call.path === '/api/yadisk-connect-status/')
        return [200, { result: 'success', connect: 'false' }];
      return undefined;
    });
    try {
      const { shellApi } = renderArea(<ReadyScreen />, { language: 'ru' });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      await choose('Letter of thanks');
      fireEvent.click(screen.getByRole('button', { name: 'На облачный диск' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
      expect(open).toHaveBeenCalledWith(
        'https://oauth.example/authorize?x=1',
        expect.any(String),
        expect.any(String),
      );
      expect(api.paths()).not.toContain('/api/yadisk-connect-status/');
      popup.closed = true;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(api.paths()).toContain('/api/yadisk-connect-status/');
      expect(texts(shellApi)).toEqual(['К сожалению, права доступа не получены!']);
      expect(api.paths().filter((path) => path === '/api/yadisk-send-files/')).toHaveLength(1);
    } finally {
      open.mockRestore();
    }
  });

  test('to a phone: one file shows the QR of its share page and the link; two are refused', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />);
    await choose('Letter of thanks');
    fireEvent.click(screen.getByRole('button', { name: 'To phone' }));
    renderModal(shellApi.calls.modals[0]);
    const page = `${window.location.origin}/app/s/code13/`;
    expect(
      screen.getByRole('img', { name: 'QR code of the link to the file' }).getAttribute('src'),
    ).toBe(deliveryPaths.shareQr(page));
    expect(screen.getByRole('link', { name: page }).getAttribute('href')).toBe(page);

    fireEvent.click(screen.getAllByRole('option', { name: 'Diploma Ivanov' })[0]!, {
      ctrlKey: true,
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'To phone' })[0]!);
    expect(texts(shellApi)).toEqual(['Only one file can be sent to a phone: select one']);
  });

  test('print order: the files go to the order, then to its page', async () => {
    api = server((call) =>
      call.path === '/api/print-order-add-file/'
        ? [200, { result: 'success', count: 3, location: '/app/pay/print/' }]
        : undefined,
    );
    const { shellApi } = renderArea(<ReadyScreen />);
    await choose('Letter of thanks');
    fireEvent.click(screen.getByRole('button', { name: 'Order printing' }));
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/pay/print/']));
    expect(
      api.calls.find((call) => call.path === '/api/print-order-add-file/')?.query.get('files'),
    ).toBe('redoc:13');
  });
});
