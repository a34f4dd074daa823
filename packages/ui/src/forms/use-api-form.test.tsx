import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { FormHTMLAttributes } from 'react';
import { I18nextProvider } from 'react-i18next';
import ru from '../../locales/ru/common.json';
import { CheckboxField } from './checkbox-field.component';
import { FormAlert } from './form-alert.component';
import type { FormAnswerHandlers } from './form-effects';
import { TextField } from './text-field.component';
import { useApiForm, type ApiFormOptions, type FormTask } from './use-api-form';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'ru',
  resources: { ru: { common: ru } },
  defaultNS: 'common',
  initAsync: false,
});

const FIELDS = ['name', 'phone'] as const;

function TestForm(props: {
  task: FormTask;
  handlers?: FormAnswerHandlers;
  options?: ApiFormOptions;
  name?: string;
  formProps?: FormHTMLAttributes<HTMLFormElement>;
}) {
  const form = useApiForm(FIELDS, props.handlers, props.options);
  return (
    <form
      noValidate
      data-testid="form"
      {...props.formProps}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(props.task, event.currentTarget);
      }}
    >
      <FormAlert message={form.formError} />
      <TextField
        label="Name"
        name="name"
        data-length="1...10"
        defaultValue={props.name ?? 'Class 5A'}
        error={form.fieldError('name')}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        data-length="...20"
        defaultValue="+7 (900) 123"
        error={form.fieldError('phone')}
      />
      <CheckboxField label="Agree" name="agree" value="" defaultChecked />
      <CheckboxField label="News" name="news" />
      <span data-testid="busy">{String(form.busy)}</span>
    </form>
  );
}

const renderForm = (props: Parameters<typeof TestForm>[0]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <TestForm {...props} />
    </I18nextProvider>,
  );

const submit = () =>
  act(async () => {
    fireEvent.submit(screen.getByTestId('form'));
  });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('useApiForm on the form engine', () => {
  test('the check stops an empty field before sending: tooltip on it, group marked', async () => {
    const task = jest.fn(() => Promise.resolve());
    renderForm({ task, name: '' });
    await submit();
    expect(task).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Name');
    expect(input.closest('[data-field="name"]')?.getAttribute('data-error')).toBe('true');
    expect(screen.getByTestId('field-error').textContent).toBe('Заполните это поле');
  });

  test('a too long field names its maximum', async () => {
    const task = jest.fn(() => Promise.resolve());
    renderForm({ task, name: 'x'.repeat(11) });
    await submit();
    expect(task).not.toHaveBeenCalled();
    expect(screen.getByTestId('field-error').textContent).toBe(
      'Поле не может быть больше 10 символов',
    );
  });

  test('a refused check never enters the sending state (the button is not disabled even briefly)', () => {
    const task = jest.fn(() => Promise.resolve());
    renderForm({ task, name: '' });
    fireEvent.submit(screen.getByTestId('form'));
    expect(screen.getByTestId('busy').textContent).toBe('false');
    expect(screen.getByTestId('field-error').textContent).toBe('Заполните это поле');
  });

  test("an area's errorMessage translates the refusal, its other fields (a row) kept", async () => {
    const errorMessage = jest.fn((error: unknown) => {
      const data = (error as { data: Record<string, unknown> }).data;
      return `area ${String(data.error_code)} row ${String(data.row)}`;
    });
    renderForm({
      task: () =>
        Promise.reject({
          status: 400,
          data: {
            result: 'error',
            error_code: 'email_missing',
            error_text: 'x',
            name: 'phone',
            row: 2,
          },
        }),
      options: { errorMessage },
    });
    await submit();
    expect(screen.getByTestId('field-error').textContent).toBe('area email_missing row 2');
  });

  test('the task gets the collected values: phone digits, checked box on, unchecked left out', async () => {
    const task = jest.fn((_values: Record<string, string>) => Promise.resolve());
    renderForm({ task });
    await submit();
    expect(task).toHaveBeenCalledWith({ name: 'Class 5A', phone: '7900123', agree: 'on' });
    expect(screen.queryByTestId('field-error')).toBeNull();
  });

  test('multipart and direct-send forms skip the check', async () => {
    for (const formProps of [{ encType: 'multipart/form-data' }, { className: 'direct-send' }]) {
      const task = jest.fn(() => Promise.resolve());
      const { unmount } = renderForm({ task, name: '', formProps });
      await submit();
      expect(task).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  test('a double submit sends once; the form is idle again after the answer', async () => {
    let finish: () => void = () => undefined;
    const task = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ task });
    await submit();
    await submit();
    expect(task).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('busy').textContent).toBe('true');
    await act(async () => finish());
    expect(screen.getByTestId('busy').textContent).toBe('false');
  });

  test('a success answer runs its effects through the handlers', async () => {
    const handlers = {
      navigate: jest.fn(),
      closeModal: jest.fn(),
      actions: { 'refresh-list': jest.fn() },
    };
    renderForm({
      task: () =>
        Promise.resolve({ result: 'success', function: 'refresh-list', location: '/app/docs/' }),
      handlers,
    });
    await submit();
    expect(handlers.closeModal).toHaveBeenCalledTimes(1);
    expect(handlers.actions['refresh-list']).toHaveBeenCalledTimes(1);
    expect(handlers.navigate).toHaveBeenCalledWith('/app/docs/');
  });

  test('an unknown function in the answer is ignored and logged, the rest still done', async () => {
    const handlers = { closeModal: jest.fn() };
    renderForm({
      task: () => Promise.resolve({ result: 'success', function: 'window.location="/x"' }),
      handlers,
    });
    await submit();
    expect(handlers.closeModal).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[form answer] ignored unknown function:',
      'window.location="/x"',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a refused call marks the field it names and shows alert-text as text, never as HTML', async () => {
    const html = '<b>bold</b><img src="x" onerror="alert(1)">';
    const { container } = renderForm({
      task: () =>
        Promise.reject({
          status: 400,
          data: {
            result: 'error',
            error_text: 'Bad',
            name: 'phone',
            tooltip: 'Wrong phone',
            'alert-text': html,
          },
        }),
    });
    await submit();
    expect(screen.getByTestId('field-error').textContent).toBe('Wrong phone');
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('form-error').textContent).toBe(html);
    expect(container.querySelector('img, b')).toBeNull();
  });

  test("a field's tooltip is shown as the server wrote it when the answer has no code", async () => {
    renderForm({
      task: () =>
        Promise.reject({ status: 400, data: { result: 'error', name: 'name', tooltip: 'Taken' } }),
    });
    await submit();
    expect(screen.getByTestId('field-error').textContent).toBe('Taken');
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  test('an error answer returned (not thrown) is shown too; a known code is translated', async () => {
    renderForm({
      task: () =>
        Promise.resolve({
          result: 'error',
          error_code: 'internal',
          error_text: 'Something went wrong',
        }),
    });
    await submit();
    expect(screen.getByTestId('form-error').textContent).toBe(
      i18n.t('common:errors.internal', { lng: 'ru' }),
    );
  });

  test('a network failure lands above the form', async () => {
    renderForm({ task: () => Promise.reject({ status: 'FETCH_ERROR', error: 'down' }) });
    await submit();
    expect(screen.getByTestId('form-error').textContent).toBe(
      i18n.t('common:errors.offline', { lng: 'ru' }),
    );
  });
});
