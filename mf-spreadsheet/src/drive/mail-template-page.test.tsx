import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, renderArea } from '@gramota/shell-api/testing';
import en from '../../locales/en/spreadsheet.json';
import { MailTemplatePage } from './mail-template-page.component';

const template = { id: '7', name: 'For 5 A', subject: 'Your diploma', body: 'Here it is' };
const SAVE = '/api/mail-template-save/';

/** The account's templates; each save is answered by the next of `answers`. */
function server(answers: Array<[number, unknown]>) {
  const queue = [...answers];
  return installFakeApi((call) => {
    if (call.path === '/api/mail-templates-get/')
      return [200, { result: 'success', templates: [template] }];
    if (call.path === '/api/mail-template-get/7/') return [200, { result: 'success', template }];
    if (call.path === SAVE) return queue.shift();
    return undefined;
  });
}

async function renderPage() {
  const view = renderArea(<MailTemplatePage id="7" />, {
    at: '/app/mails/templates/7/',
    strings: [(i18n) => void i18n.addResourceBundle('en', 'spreadsheet', en, true, true)],
  });
  await waitFor(() =>
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('For 5 A'),
  );
  return view;
}

const form = () => screen.getByTestId('template-save').closest('form')!;

describe('the mail template page on the form engine', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.uninstall());

  test('a second submit while saving sends the template once', async () => {
    api = server([[200, { result: 'success', id: '7' }]]);
    const { shellApi } = await renderPage();
    await act(async () => {
      fireEvent.submit(form());
      fireEvent.submit(form());
    });
    await waitFor(() => expect(shellApi.calls.toasts).toHaveLength(1));
    expect(api.paths().filter((path) => path === SAVE)).toHaveLength(1);
    expect(shellApi.calls.toasts[0]).toMatchObject({ text: 'Template saved', kind: 'success' });
  });

  test('a refusal naming a field marks it in the area’s words; one naming none goes above', async () => {
    api = server([
      [400, { result: 'error', error_code: 'template_subject', error_text: 'x', name: 'subject' }],
      [400, { result: 'error', error_code: 'templates_full', error_text: 'x' }],
    ]);
    await renderPage();
    await act(async () => fireEvent.submit(form()));
    await waitFor(() =>
      expect(screen.getByTestId('field-error').textContent).toBe('Give the message a subject'),
    );
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');

    await act(async () => fireEvent.submit(form()));
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe(
        'You can keep at most 50 mail templates; delete one first',
      ),
    );
    expect(screen.queryByTestId('field-error')).toBeNull();
  });
});
