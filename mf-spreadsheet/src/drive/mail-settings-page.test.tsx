import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, renderArea } from '@gramota/shell-api/testing';
import en from '../../locales/en/spreadsheet.json';
import { MailSettingsPage } from './mail-settings-page.component';

const SET = '/api/mail-settings-set/';

/** The account's settings; each save is answered by the next of `answers`. */
function server(answers: Array<[number, unknown]>) {
  const queue = [...answers];
  return installFakeApi((call) => {
    if (call.path === '/api/mail-settings-get/')
      return [
        200,
        { result: 'success', sender_name: 'School 5', reply_to: 'teacher@school.example' },
      ];
    if (call.path === SET) return queue.shift();
    return undefined;
  });
}

async function renderPage() {
  const view = renderArea(<MailSettingsPage />, {
    at: '/app/settings/mail/',
    strings: [(i18n) => void i18n.addResourceBundle('en', 'spreadsheet', en, true, true)],
  });
  await waitFor(() =>
    expect((screen.getByLabelText('Sender name') as HTMLInputElement).value).toBe('School 5'),
  );
  return view;
}

const form = () => screen.getByRole('button', { name: 'Save' }).closest('form')!;

describe('the mail settings page on the form engine', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.uninstall());

  test('a second submit while saving sends the settings once', async () => {
    api = server([[200, { result: 'success' }]]);
    const { shellApi } = await renderPage();
    await act(async () => {
      fireEvent.submit(form());
      fireEvent.submit(form());
    });
    await waitFor(() => expect(shellApi.calls.toasts).toHaveLength(1));
    expect(api.paths().filter((path) => path === SET)).toHaveLength(1);
    expect(shellApi.calls.toasts[0]).toMatchObject({ text: 'Settings saved', kind: 'success' });
  });

  test('the reply-to address is the account’s confirmed e-mail, shown and not editable', async () => {
    api = server([[200, { result: 'success' }]]);
    await renderPage();
    const replyTo = screen.getByLabelText('Reply-to address') as HTMLInputElement;
    expect(replyTo.value).toBe('teacher@school.example');
    expect(replyTo.readOnly).toBe(true);
    expect(screen.getByText('Replies go to your account’s confirmed e-mail address.')).toBeTruthy();
  });
});
