import { act, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { accountErrors } from '@gramota/contracts';
import { commonResources } from '../i18n/common-test-resources';
import { runtimeT } from '../i18n/translate';
import ru from '../../locales/ru/common.json';
import { apiErrorMessage, readApiError } from './api-error';
import { Button } from './button.component';
import { TextField } from './text-field.component';
import { useSubmitGuard } from './use-submit-guard';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: commonResources, defaultNS: 'common', initAsync: false });

describe('reading server errors', () => {
  it('takes the code, the text and the field from the seeds error shape', () => {
    const info = readApiError({
      status: 401,
      data: { result: 'error', error_code: 'wrong_password', error_text: 'x', name: 'pwd' },
    });
    expect(info).toEqual({ code: 'wrong_password', text: 'x', field: 'pwd', status: 401 });
    expect(apiErrorMessage(i18n.t, info)).toBe('Wrong e-mail or password');
  });

  it('falls back to the server text for a code it does not know', () => {
    const info = readApiError({
      status: 400,
      data: { result: 'error', error_code: 'new_one', error_text: 'Brand new' },
    });
    expect(apiErrorMessage(i18n.t, info)).toBe('Brand new');
  });

  it('names network failures, refusals and rate limits', () => {
    expect(readApiError({ status: 'FETCH_ERROR', error: 'down' }).code).toBe('offline');
    expect(readApiError({ status: 403, data: 'Forbidden' }).code).toBe('forbidden');
    expect(readApiError({ status: 429, data: null }).code).toBe('too_many_attempts');
    expect(readApiError(new Error('boom')).code).toBe('internal');
    expect(apiErrorMessage(i18n.t, readApiError(new Error('boom')))).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });

  it('has a Russian and an English text for every account error code', () => {
    for (const code of Object.keys(accountErrors)) {
      expect({ code, ru: Boolean((ru.errors as Record<string, string>)[code]) }).toEqual({
        code,
        ru: true,
      });
      expect(runtimeT(i18n.t)(`errors.${code}`, { lng: 'en' })).toBe(
        accountErrors[code as keyof typeof accountErrors],
      );
    }
  });
});

describe('form pieces', () => {
  it('shows an error as a tooltip on the field, marks the group and focuses the input', () => {
    const { rerender } = render(<TextField label="E-mail" name="email" error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<TextField label="E-mail" name="email" error="Please enter your email address" />);
    const input = screen.getByLabelText('E-mail');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('[data-field="email"]')?.getAttribute('data-error')).toBe('true');
    expect(document.activeElement).toBe(input);
  });

  it('disables a busy button and shows its spinner', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Button busy>Send</Button>
      </I18nextProvider>,
    );
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('spinner')).toBeTruthy();
  });

  it('runs one task at a time and is idle again after a failure', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    let finish: () => void = () => undefined;
    const task = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.guard(task);
      void result.current.guard(task);
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    await act(async () => {
      await result.current.guard(() => Promise.reject(new Error('no'))).catch(() => undefined);
    });
    expect(result.current.busy).toBe(false);
    let second: Promise<void> = Promise.resolve();
    act(() => {
      second = result.current.guard(task);
    });
    expect(task).toHaveBeenCalledTimes(2);
    await act(async () => {
      finish();
      await second;
    });
  });
});
