import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, renderArea } from '@gramota/shell-api/testing';
import { ModalFrame } from '@gramota/ui';
import en from '../../locales/en/spreadsheet.json';
import ru from '../../locales/ru/spreadsheet.json';
import type { MassRow } from '../mass/row-compose';
import { DriveCreateModal, type DriveCreateModalProps } from './drive-create.modal';

const rows: MassRow[] = [
  { index: 0, values: { 'Фамилия Имя': 'Анна' }, email: 'anna@school.example' },
  { index: 3, values: { 'Фамилия Имя': 'Борис' }, email: '' },
];

type Answer = [number, unknown];

function server(answers: Answer[]) {
  const queue = [...answers];
  return installFakeApi((call) => {
    if (call.path === '/api/mail-templates-get/')
      return [
        200,
        {
          result: 'success',
          templates: [
            { id: 'default', name: 'Standard message', subject: 's', body: 'b' },
            { id: '7', name: 'For 5 A', subject: 's', body: 'b' },
          ],
        },
      ];
    if (call.path === '/api/drive-create/42/') return queue.shift();
    return undefined;
  });
}

function renderModal(language = 'en', props: Partial<Omit<DriveCreateModalProps, 'close'>> = {}) {
  const close = jest.fn();
  // As the shell's modal host shows it: in its frame, whose Escape and × close it.
  const view = renderArea(
    <ModalFrame title="Create documents in Drive" backdrop="static" onClose={close}>
      <DriveCreateModal docId="42" rows={rows} hasEmailColumn close={close} {...props} />
    </ModalFrame>,
    {
      at: '/app/spreadsheet/42/',
      language,
      strings: [
        (i18n) => {
          i18n.addResourceBundle('ru', 'spreadsheet', ru, true, true);
          i18n.addResourceBundle('en', 'spreadsheet', en, true, true);
        },
      ],
    },
  );
  return { ...view, close };
}

const bodyOf = (api: ReturnType<typeof installFakeApi>) =>
  Object.fromEntries(
    api.calls.find((one) => one.path === '/api/drive-create/42/')!.body as URLSearchParams,
  );

const submit = () => screen.getByTestId('drive-create-submit');

describe('drive-create modal', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.uninstall());

  it('posts the rows and the choices, then opens the run’s group page', async () => {
    api = server([[200, { result: 'success', key: 'k3y', group_id: '15' }]]);
    const { shellApi, close } = renderModal();
    await screen.findByRole('option', { name: 'For 5 A' });
    fireEvent.change(screen.getByLabelText('Mail template'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Send after'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'hours' } });
    await act(async () => fireEvent.click(submit()));

    const call = api.calls.find((one) => one.path === '/api/drive-create/42/')!;
    expect(call.method).toBe('POST');
    const body = call.body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({
      mask: JSON.stringify([
        { values: { 'Фамилия Имя': 'Анна' }, email: 'anna@school.example' },
        { values: { 'Фамилия Имя': 'Борис' }, email: '' },
      ]),
      'mail-template': '7',
      yadisk: '0',
      email_send: '1',
      email_timeout_value: '2',
      email_timeout_unit: 'hours',
      genuine: '0',
      folder_id: '',
    });
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/drive/folder/k3y/15/']));
    expect(close).toHaveBeenCalled();
  });

  it('shows each server error under the field it names and gives the button back', async () => {
    api = server([
      [
        400,
        {
          result: 'error',
          error_code: 'timeout_invalid',
          error_text: 'x',
          name: 'email_timeout_value',
        },
      ],
      [
        400,
        {
          result: 'error',
          error_code: 'mail_template_invalid',
          error_text: 'x',
          name: 'mail-template',
        },
      ],
      [400, { result: 'error', error_code: 'folder_invalid', error_text: 'x', name: 'folder_id' }],
      [
        400,
        {
          result: 'error',
          error_code: 'email_missing',
          error_text: 'Row 2: x',
          name: 'mask',
          row: 2,
        },
      ],
      [
        400,
        { result: 'error', error_code: 'something_new', error_text: 'Server words', name: 'mask' },
      ],
    ]);
    const { shellApi } = renderModal();
    await screen.findByRole('option', { name: 'For 5 A' });

    const expectUnder = async (name: string, text: string) => {
      await act(async () => fireEvent.click(submit()));
      const field = document.querySelector(`[name="${name}"]`)!;
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      const described = field.getAttribute('aria-describedby') ?? '';
      const message = described
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      expect(message).toContain(text);
      expect((submit() as HTMLButtonElement).disabled).toBe(false);
    };
    await expectUnder('email_timeout_value', 'Give the delay as a whole number');
    await expectUnder('mail-template', 'No such mail template');
    await expectUnder('folder_id', 'No such folder');

    // A row's fault is about the rows: said above the form, with the number the grid shows.
    await act(async () => fireEvent.click(submit()));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Row 5: An address is needed in the E-mail column',
    );
    // A code the area does not know: the server's own text.
    await act(async () => fireEvent.click(submit()));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Server words'));
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect(shellApi.calls.navigate).toEqual([]);
  });

  it('a second submit while the run is being created sends it once (the form engine)', async () => {
    api = server([[200, { result: 'success', key: 'k3y', group_id: '15' }]]);
    const { shellApi } = renderModal();
    await screen.findByRole('option', { name: 'For 5 A' });
    const form = submit().closest('form')!;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/drive/folder/k3y/15/']));
    expect(api.paths().filter((path) => path === '/api/drive-create/42/')).toHaveLength(1);
  });

  it('speaks Russian', async () => {
    api = server([
      [
        400,
        {
          result: 'error',
          error_code: 'timeout_invalid',
          error_text: 'x',
          name: 'email_timeout_value',
        },
      ],
    ]);
    renderModal('ru');
    expect(screen.getByTestId('drive-rows').textContent).toBe('Будет создано 2 документа');
    await act(async () => fireEvent.click(submit()));
    expect(await screen.findByText('Укажите задержку целым числом')).toBeTruthy();
  });

  it('without an E-mail column: mailing unticked and disabled, the hint says how to get one', async () => {
    api = server([[200, { result: 'success', key: 'k3y', group_id: '15' }]]);
    renderModal('en', { hasEmailColumn: false });
    await screen.findByRole('option', { name: 'For 5 A' });
    const mail = screen.getByRole('checkbox', {
      name: 'Send each file to the address in the E-mail column',
    }) as HTMLInputElement;
    expect(mail.checked).toBe(false);
    expect(mail.disabled).toBe(true);
    expect(document.getElementById(mail.getAttribute('aria-describedby')!)?.textContent).toBe(
      'To mail the files, give the column of addresses the “E-mail” field: click its header.',
    );
    expect(screen.queryByLabelText('Send after')).toBeNull();
    await act(async () => fireEvent.click(submit()));
    expect(bodyOf(api)).toMatchObject({
      email_send: '0',
      email_timeout_value: '',
      email_timeout_unit: '',
    });
  });

  it('with an E-mail column mailing starts ticked and can be unticked', async () => {
    api = server([[200, { result: 'success', key: 'k3y', group_id: '15' }]]);
    renderModal();
    await screen.findByRole('option', { name: 'For 5 A' });
    const mail = screen.getByRole('checkbox', {
      name: 'Send each file to the address in the E-mail column',
    }) as HTMLInputElement;
    expect(mail.checked).toBe(true);
    expect(mail.disabled).toBe(false);
    expect(screen.queryByTestId('drive-email-hint')).toBeNull();
    fireEvent.click(mail);
    await act(async () => fireEvent.click(submit()));
    expect(bodyOf(api)).toMatchObject({ email_send: '0' });
  });

  it('each row goes with its gender; names the library doubted and unknown genders are said', async () => {
    api = server([[200, { result: 'success', key: 'k3y', group_id: '15' }]]);
    const gendered: MassRow[] = [
      { index: 0, values: { 'Фамилия Имя': 'Петровой Анне' }, email: '', gender: 'f' },
      { index: 3, values: { 'Фамилия Имя': 'Саша Белых' }, email: '', gender: null },
    ];
    renderModal('ru', { rows: gendered, doubtRows: [5], genderlessRows: [5] });
    expect(screen.getByTestId('drive-name-doubts').textContent).toBe(
      'Имена в строках 5 напечатаются как в списке: программа не уверена, как их склонять. Проверить их можно кнопкой «Создать документы».',
    );
    expect(screen.getByTestId('drive-gender-unknown').textContent).toContain(
      'В строках 5 пол ученика не определён',
    );
    await act(async () => fireEvent.click(submit()));
    expect(JSON.parse(bodyOf(api).mask!)).toEqual([
      { values: { 'Фамилия Имя': 'Петровой Анне' }, email: '', gender: 'f' },
      { values: { 'Фамилия Имя': 'Саша Белых' }, email: '' },
    ]);
  });

  it("Escape closes the dialog and marks the key handled, so the table's frame stays open", async () => {
    api = server([]);
    const { close } = renderModal();
    await screen.findByRole('option', { name: 'For 5 A' });
    const field = screen.getByLabelText('Send after');
    field.focus();
    // fireEvent answers false when the key's default was prevented: the editor's frame then
    // knows the table's dialog took this Escape (spreadsheet-frame.modal.tsx).
    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('the fields scroll inside the dialog, the Create button stays below them', async () => {
    api = server([]);
    renderModal();
    await screen.findByRole('option', { name: 'For 5 A' });
    const fields = screen.getByTestId('drive-fields');
    // Every control is in the scrolling part except the buttons row, which follows it.
    expect(fields.contains(screen.getByLabelText('Mail template'))).toBe(true);
    expect(fields.contains(submit())).toBe(false);
    expect(fields.parentElement).toBe(screen.getByTestId('drive-create-form'));
    expect(fields.nextElementSibling?.contains(submit())).toBe(true);
  });
});
