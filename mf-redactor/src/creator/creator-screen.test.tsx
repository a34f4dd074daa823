import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreatorAnswer, CreatorStatusAnswer } from '@gramota/contracts';
import { profileAnswer, type RecordedCall } from '@gramota/shell-api/testing';
import { api as storeApi, settingsSlice } from '@gramota/store';
import { docData, getDocText, triggersAnswer } from '../test-support/answers';
import { rawOf } from '../test-support/fake-editor';
import { redactorServer, unmountAndSettle } from '../test-support/redactor-server';
import { renderRedactor } from '../test-support/render-redactor';
import RedactorScreen from '../screen/redactor-screen.component';

jest.mock('../editor', () => jest.requireActual('../test-support/fake-editor'));

const saved = JSON.stringify(rawOf('Награждается Иван Петров'));
const JPEG = '/data/doc/gramota_ivanu_77.jpg';

const creatorAnswer = (extra: Partial<CreatorAnswer> = {}): CreatorAnswer => ({
  result: 'success',
  free: '0',
  doc: '77',
  filename: 'gramota_ivanu',
  timeout: 0,
  need_count: 0,
  donate_id: '',
  template_count: 1,
  is_vosh: '0',
  is_school: '0',
  ...extra,
});
const ready = (url = JPEG): CreatorStatusAnswer => ({
  result: 'success',
  status: 'ready',
  url,
  share_mobile_code: 'AbC123',
});

type Answer = [number, unknown];

/** The editor's server for document 42 plus `extra`; `pro` makes the document PRO. */
function server(extra: (call: RecordedCall) => Answer | undefined, { pro = false } = {}) {
  return redactorServer([200, getDocText(docData({ content_raw: saved }))], (call) => {
    if (call.path === '/api/redactor-triggers-modal/42/')
      return [200, triggersAnswer({ doc_pro_allowed: pro ? '1' : '0' })];
    if (call.path.startsWith('/api/set-status-creator/')) return [200, { result: 'success' }];
    return extra(call);
  });
}

/** The file downloads: fetch of /data/ answers a blob, the saving link's click is recorded. */
function recordDownloads() {
  const saved: Array<{ name: string; href: string }> = [];
  const globals = globalThis as unknown as { fetch: (input: unknown) => Promise<unknown> };
  const apiFetch = globals.fetch;
  globals.fetch = async (input) => {
    const url = typeof input === 'string' ? input : (input as { url: string }).url;
    if (new URL(url).pathname.startsWith('/data/doc/'))
      return { ok: true, status: 200, blob: async () => new Blob(['jpeg']) };
    return apiFetch(input);
  };
  const objectUrl = jest.fn(() => 'blob:gramota/1');
  Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
  return { saved, restore: () => click.mockRestore() };
}

const creatorCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/creator/'));
const setStatuses = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.path.startsWith('/api/set-status-creator/'))
    .map((call) => call.path.split('/').at(-2));

describe('getting the file in the editor', () => {
  let api: ReturnType<typeof server>;
  afterEach(async () => {
    await unmountAndSettle();
    api.uninstall();
  });

  test('export of a free document: the wait counts down, then the JPEG is downloaded', async () => {
    jest.useFakeTimers();
    const statuses: CreatorStatusAnswer[] = [
      { result: 'success', status: 'wait', url: '', share_mobile_code: '' },
      ready(),
    ];
    api = server((call) => {
      if (call.path === '/api/creator/42/export/free/')
        return [200, creatorAnswer({ free: '1', timeout: 2 })];
      if (call.path === '/api/get-status-creator/42/77/') return [200, statuses.shift()];
      return undefined;
    });
    const downloads = recordDownloads();
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('creator-export'));
    await act(() => jest.advanceTimersByTimeAsync(0));

    const [created] = creatorCalls(api.calls);
    expect(created?.method).toBe('POST');
    expect(Object.fromEntries(created?.body as URLSearchParams)).toMatchObject({
      font: 'Philosopher',
      padding: '60 60 60 60',
    });
    expect(screen.getByTestId('creator-export')).toHaveProperty('disabled', true);
    expect(shellApi.calls.modals[0]?.title).toBe('Download');
    renderModal();
    expect(screen.getByText('Your file is being prepared…')).toBeTruthy();
    expect(screen.getByTestId('creator-countdown').textContent).toBe('2 s left');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('creator-countdown').textContent).toBe('1 s left');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    downloads.restore();

    expect(downloads.saved).toEqual([{ name: 'gramota_ivanu.jpg', href: 'blob:gramota/1' }]);
    expect(setStatuses(api.calls)).toEqual(['download_start', 'download_end', 'received']);
    expect(screen.getByText('The file is downloaded.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      '/data/doc/gramota_ivanu_77.pdf',
    );
    // Nothing was replaced: no list of replacements.
    expect(screen.queryByTestId('creator-render-notes')).toBeNull();
    expect(screen.queryByText(/replacements/)).toBeNull();
    expect(screen.queryByTestId('creator-direct-link')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(10000));
    expect(screen.getByTestId('creator-direct-link').querySelector('a')?.getAttribute('href')).toBe(
      JPEG,
    );
    expect(screen.getByTestId('creator-export')).toHaveProperty('disabled', true);
    // Closing the done dialog ends the flow: the buttons work again.
    act(() => shellApi.calls.modals[0]?.onClose?.());
    expect(screen.getByTestId('creator-export')).toHaveProperty('disabled', false);
  });

  test.each([
    [
      'en',
      'The file was made with replacements:',
      [
        'The font “Comic Sans MS” is not available; Philosopher was used instead.',
        'The picture “gone.jpg” was not found; the document was made without it.',
        'The document is longer than 10 pages: only the first 10 went into the file.',
      ],
    ],
    [
      'ru',
      'Файл сделан с заменами:',
      [
        'Шрифт «Comic Sans MS» недоступен, вместо него использован Philosopher.',
        'Картинка «gone.jpg» не найдена, документ сделан без неё.',
        'Документ длиннее 10 страниц: в файл вошли первые 10.',
      ],
    ],
  ])(
    'a file made with replacements says what was replaced (%s)',
    async (language, title, lines) => {
      api = server(
        (call) => {
          if (call.path === '/api/creator/42/export/') return [200, creatorAnswer()];
          if (call.path === '/api/get-status-creator/42/77/')
            return [
              200,
              {
                ...ready(),
                notes: [
                  { code: 'font_unavailable', name: 'Comic Sans MS', fallback: 'Philosopher' },
                  { code: 'picture_missing', name: 'gone.jpg' },
                  { code: 'pages_cut', pages: 10, total: 14 },
                ],
              } satisfies CreatorStatusAnswer,
            ];
          return undefined;
        },
        { pro: true },
      );
      const downloads = recordDownloads();
      const { shellApi, renderModal } = renderRedactor(<RedactorScreen />, { language });
      fireEvent.click(await screen.findByTestId('creator-export'));
      await waitFor(() => expect(shellApi.calls.modals).toHaveLength(1));
      renderModal();
      await waitFor(() =>
        expect(screen.getByTestId('creator-progress').dataset.phase).toBe('ready'),
      );
      downloads.restore();
      expect(downloads.saved).toHaveLength(1);
      const notes = screen.getByTestId('creator-render-notes');
      expect(within(notes).getByText(title)).toBeTruthy();
      expect(
        within(notes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(lines);
    },
  );

  test('closing the wait dialog stops the polling', async () => {
    jest.useFakeTimers();
    api = server(
      (call) => {
        if (call.path === '/api/creator/42/print/') return [200, creatorAnswer()];
        if (call.path === '/api/get-status-creator/42/77/')
          return [200, { result: 'success', status: 'wait', url: '', share_mobile_code: '' }];
        return undefined;
      },
      { pro: true },
    );
    const { shellApi } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('creator-print'));
    await act(() => jest.advanceTimersByTimeAsync(3000));
    const polls = () => api.paths().filter((path) => path.startsWith('/api/get-status-creator/'));
    expect(polls()).toHaveLength(3);
    act(() => shellApi.calls.modals[0]?.onClose?.());
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(polls()).toHaveLength(3);
  });

  test('PRO background wait: a banner instead of a dialog, gone 7 s after the download', async () => {
    jest.useFakeTimers();
    api = server(
      (call) => {
        if (call.path === '/api/creator/42/export/') return [200, creatorAnswer()];
        if (call.path === '/api/get-status-creator/42/77/') return [200, ready()];
        return undefined;
      },
      { pro: true },
    );
    const downloads = recordDownloads();
    const { shellApi } = renderRedactor(<RedactorScreen />);
    shellApi.store.dispatch(settingsSlice.actions.merge({ creator_pro_bg_wait: '1' }));
    fireEvent.click(await screen.findByTestId('creator-export'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('creator-banner').textContent).toContain('Preparing the file…');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.getByTestId('creator-banner').dataset.state).toBe('ready'));
    downloads.restore();
    expect(downloads.saved).toHaveLength(1);
    expect(shellApi.calls.modals).toHaveLength(0);
    expect(screen.getByTestId('creator-export')).toHaveProperty('disabled', false);
    await act(() => jest.advanceTimersByTimeAsync(7000));
    expect(screen.queryByTestId('creator-banner')).toBeNull();
  });

  test('a download that fails says ERROR with the direct link', async () => {
    api = server(
      (call) => {
        if (call.path === '/api/creator/42/export/') return [200, creatorAnswer()];
        if (call.path === '/api/get-status-creator/42/77/') return [200, ready()];
        return undefined;
      },
      { pro: true },
    );
    // The fake API answers /data/ with 404: the fetch of the file fails.
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('creator-export'));
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(1));
    renderModal();
    const error = await screen.findByTestId('creator-download-error', {}, { timeout: 3000 });
    expect(error.textContent).toBe('ERROR');
    expect(screen.getByRole('link', { name: 'Direct link' }).getAttribute('href')).toBe(JPEG);
  });

  test('e-mail without an address: the form, a refused address alerted, then the file is sent', async () => {
    api = server(
      (call) => {
        if (call.path === '/api/login-check/')
          return [200, { result: 'success', login: true, user_key: 'k1', is_access: 'false' }];
        if (call.path === '/api/profile-get/k1/')
          return [200, profileAnswer({ login: true, email: '' })];
        if (call.path === '/api/login-set-email/')
          return call.query.get('email') === 'teacher@school.example'
            ? [200, { result: 'success' }]
            : [
                400,
                {
                  result: 'error',
                  error_code: 'email_invalid',
                  error_text: 'Please enter a valid e-mail address',
                },
              ];
        if (call.path === '/api/creator/42/send-email/') return [200, creatorAnswer()];
        if (call.path === '/api/get-status-creator/42/77/') return [200, ready()];
        if (call.path === '/api/creator-send-mail/42/77/')
          return [200, { result: 'success', email: 'teacher@school.example' }];
        return undefined;
      },
      { pro: true },
    );
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    await act(async () => {
      const check = await shellApi.store.dispatch(storeApi.endpoints.loginCheck.initiate());
      await shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate(check.data!.user_key));
    });
    fireEvent.click(await screen.findByTestId('creator-send-email'));
    expect(shellApi.calls.requireLogin).toEqual([]);
    expect(shellApi.calls.modals[0]?.title).toBe('E-mail address');
    expect(creatorCalls(api.calls)).toEqual([]);
    renderModal();
    const form = screen.getByTestId('delivery-email');
    fireEvent.submit(form);
    expect(within(form).getByTestId('field-error').textContent).toBe(
      'Please enter your email address',
    );

    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'teacher@' } });
    fireEvent.submit(form);
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(2));
    expect(shellApi.calls.modals[1]).toMatchObject({
      title: 'Error',
      props: { text: 'Please enter a valid e-mail address' },
    });

    fireEvent.change(within(form).getByLabelText('E-mail'), {
      target: { value: 'teacher@school.example' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(shellApi.calls.toasts).toHaveLength(1), { timeout: 3000 });
    expect(shellApi.calls.toasts[0]).toMatchObject({
      text: 'The file has been sent to teacher@school.example',
      kind: 'success',
    });
    expect(api.paths()).toContain('/api/creator-send-mail/42/77/');
  });

  test.each([
    [1, 'en', 'One text of the document is still empty. Fill it in and try again.'],
    [3, 'en', '3 texts of the document are still empty. Fill them in and try again.'],
    [5, 'en', '5 texts of the document are empty. Fill them in so the document looks finished.'],
    [
      21,
      'en',
      'The document is almost empty: 21 texts are not filled in. Write the text or choose another template.',
    ],
    [2, 'ru', 'В документе не заполнены 2 текста. Заполните их и попробуйте снова.'],
    [
      5,
      'ru',
      'В документе не заполнено 5 текстов. Заполните их, чтобы документ выглядел законченным.',
    ],
    [
      21,
      'ru',
      'Документ почти пуст: не заполнен 21 текст. Напишите текст или выберите другой шаблон.',
    ],
  ])('need_text with need_count %i (%s)', async (count, language, text) => {
    api = server((call) =>
      call.path === '/api/creator/42/print/free/'
        ? [200, creatorAnswer({ result: 'need_text', need_count: count, doc: '' })]
        : undefined,
    );
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />, { language });
    fireEvent.click(await screen.findByTestId('creator-print'));
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(1));
    expect(shellApi.calls.modals[0]?.title).toBe(
      language === 'ru' ? 'Добавьте текст' : 'Add the text',
    );
    renderModal();
    expect(screen.getByTestId('creator-need-text').querySelector('p')?.textContent).toBe(text);
  });

  test('answers: error is alerted, server_error opens the bug dialog, a refused call its text', async () => {
    const answers: Answer[] = [
      [200, creatorAnswer({ result: 'error', error_text: 'Only one file at a time', doc: '' })],
      [200, creatorAnswer({ result: 'server_error', error_text: 'Chromium is missing', doc: '' })],
      [
        400,
        {
          result: 'error',
          error_code: 'in_trash',
          error_text: 'Recover document or folder before opening!',
        },
      ],
    ];
    api = server((call) =>
      call.path === '/api/creator/42/export/free/' ? answers.shift() : undefined,
    );
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    const button = await screen.findByTestId('creator-export');

    fireEvent.click(button);
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(1));
    expect(shellApi.calls.modals[0]).toMatchObject({
      title: 'Error',
      props: { text: 'Only one file at a time' },
    });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));

    fireEvent.click(button);
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(2));
    expect(shellApi.calls.modals[1]?.title).toBe('Something went wrong');
    const bug = renderModal();
    expect(screen.getByText('Chromium is missing')).toBeTruthy();
    act(() => shellApi.calls.modals[1]?.onClose?.());
    bug.unmount();

    fireEvent.click(button);
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(3));
    expect(shellApi.calls.modals[2]).toMatchObject({
      title: 'Error',
      props: { text: 'Recover document or folder before opening!' },
    });
  });

  test('the donate dialog: "continue free" waits for its countdown, then asks again with undonate', async () => {
    jest.useFakeTimers();
    const answers: Answer[] = [
      [200, creatorAnswer({ result: 'need_donate', donate_id: 'd-9', doc: '' })],
    ];
    api = server((call) => {
      if (call.path === '/api/creator/42/export/free/') return answers.shift();
      if (call.path === '/api/creator/42/export/undonate/')
        return [200, creatorAnswer({ free: '1', timeout: 10 })];
      return undefined;
    });
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('creator-export'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(shellApi.calls.modals[0]?.title).toBe('Support the project');
    renderModal();
    const undonate = screen.getByTestId('creator-undonate');
    expect(undonate).toHaveProperty('disabled', true);
    expect(undonate.textContent).toBe('Continue for free (10)');
    expect(screen.getByRole('link', { name: 'Support us' }).getAttribute('href')).toBe(
      '/app/invoice/template/ru-101-0/42/donate/',
    );
    await act(() => jest.advanceTimersByTimeAsync(10000));
    expect(undonate).toHaveProperty('disabled', false);
    fireEvent.click(undonate);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(creatorCalls(api.calls).map((call) => call.path)).toEqual([
      '/api/creator/42/export/free/',
      '/api/creator/42/export/undonate/',
    ]);
    expect(shellApi.calls.modals[1]?.title).toBe('Download');
  });

  test('mass creation of a PRO document opens its table in the modal frame; grey after template_count 3', async () => {
    api = server(
      (call) =>
        call.path === '/api/creator/42/mass/'
          ? [200, creatorAnswer({ template_count: 3 })]
          : undefined,
      { pro: true },
    );
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    shellApi.store.dispatch(settingsSlice.actions.merge({ spreadsheet_window_max: true }));
    const mass = await screen.findByTestId('creator-mass');
    expect(mass.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(mass);
    await waitFor(() => expect(shellApi.calls.modals.at(-1)?.title).toBe('Mass creation'));
    expect(shellApi.calls.modals.at(-1)).toMatchObject({
      backdrop: 'static',
      props: { docId: '42', maximised: true },
    });
    expect(shellApi.calls.navigate).toEqual([]);
    renderModal();
    expect(screen.getByTestId('spreadsheet-frame').getAttribute('src')).toBe(
      '/app/spreadsheet/42/?embed=true',
    );
    expect(mass.getAttribute('aria-disabled')).toBe('true');
    expect(mass.title).toMatch(/not available/);
    fireEvent.click(mass);
    expect(creatorCalls(api.calls)).toHaveLength(1);
  });

  test('mass creation and storage of a free document show the need-PRO dialog', async () => {
    api = server(() => undefined);
    const { shellApi } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('creator-mass'));
    expect(shellApi.calls.modals[0]?.title).toBe('PRO features');
    expect(creatorCalls(api.calls)).toEqual([]);
  });

  test('share to phone: the QR code of the share page and its link', async () => {
    api = server(
      (call) => {
        if (call.path === '/api/creator/42/share-mobile/') return [200, creatorAnswer()];
        if (call.path === '/api/get-status-creator/42/77/') return [200, ready()];
        return undefined;
      },
      { pro: true },
    );
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('creator-share-mobile'));
    // The wait dialog (titled by the button), then the share dialog.
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(2), { timeout: 3000 });
    expect(shellApi.calls.modals.map((modal) => modal.title)).toEqual(['To phone', 'To phone']);
    renderModal();
    const share = `${window.location.origin}/app/s/AbC123/`;
    expect(screen.getByRole('img').getAttribute('src')).toBe(
      `/data/qr/index.php?data=${encodeURIComponent(share)}`,
    );
    expect(screen.getByRole('link', { name: share }).getAttribute('href')).toBe(share);
  });
  test('storage: a logged-in teacher gets the file into the storage, with a link there', async () => {
    api = server(
      (call) => {
        if (call.path === '/api/login-check/')
          return [200, { result: 'success', login: true, user_key: 'k1', is_access: 'false' }];
        if (call.path === '/api/creator/42/storage/') return [200, creatorAnswer()];
        if (call.path === '/api/get-status-creator/42/77/') return [200, ready()];
        if (call.path === '/api/storage-add-files/')
          return [200, { result: 'success', added: ['s1'] }];
        return undefined;
      },
      { pro: true },
    );
    const { shellApi } = renderRedactor(<RedactorScreen />);
    await act(async () => {
      await shellApi.store.dispatch(storeApi.endpoints.loginCheck.initiate());
    });
    fireEvent.click(await screen.findByTestId('creator-storage'));
    await waitFor(() => expect(shellApi.calls.toasts).toHaveLength(1), { timeout: 3000 });
    expect(
      api.calls.find((call) => call.path === '/api/storage-add-files/')?.query.get('files'),
    ).toBe('77');
    expect(shellApi.calls.toasts[0]).toMatchObject({
      text: 'The file is saved in your storage',
      action: { label: 'Open storage', href: '/app/storage/' },
    });
  });

  test('telegram not connected yet: the code and the bot link', async () => {
    api = server(
      (call) => {
        if (call.path === '/api/creator/42/telegram/') return [200, creatorAnswer()];
        if (call.path === '/api/get-status-creator/42/77/') return [200, ready()];
        if (call.path === '/api/telegram-send-files/')
          return [
            200,
            {
              result: 'success',
              status: 'need-connect',
              code: 'K7Q2',
              link: 'https://t.me/gramota_bot?start=K7Q2',
            },
          ];
        if (call.path === '/api/telegram-status-connect/')
          return [200, { result: 'success', connect: 'false' }];
        return undefined;
      },
      { pro: true },
    );
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('creator-telegram'));
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(2), { timeout: 3000 });
    expect(shellApi.calls.modals[1]?.title).toBe('Send to Telegram');
    renderModal();
    expect(screen.getByTestId('telegram-code').textContent).toBe('K7Q2');
    expect(screen.getByRole('link', { name: 'Open the bot' }).getAttribute('href')).toBe(
      'https://t.me/gramota_bot?start=K7Q2',
    );
    expect(screen.getByText('Waiting for the connection…')).toBeTruthy();
    act(() => shellApi.calls.modals[1]?.onClose?.());
  });
});
