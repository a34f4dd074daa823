import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { rememberLoginReturn } from '@gramota/shell-api';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { profileAnswer } from '@gramota/shell-api/testing';
import { renderShell } from '../test-support/render-shell';
import { LoginPage } from './login-page.component';

const error = (status: number, error_code: string, error_text: string, name?: string) =>
  [status, { result: 'error', error_code, error_text, ...(name ? { name } : {}) }] as [
    number,
    unknown,
  ];

/** A server where anna@school.ru has the password 'correct horse'. */
function server(extra: Handler = () => undefined) {
  let loggedIn = false;
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    switch (call.path) {
      case '/api/login-providers/':
        return [200, { result: 'success', providers: [], outbox: true }];
      case '/api/login-check-email/':
        return [
          200,
          {
            result: 'success',
            dialog: call.query.get('email') === 'anna@school.ru' ? 'login' : 'reg',
          },
        ];
      case '/api/login-auth/': {
        const { pwd } = call.body as { pwd: string };
        if (pwd !== 'correct horse')
          return error(401, 'wrong_password', 'Wrong e-mail or password', 'pwd');
        loggedIn = true;
        return [200, { result: 'success', user_key: 'k2' }];
      }
      case '/api/login-quick/':
        return [200, { result: 'success' }];
      case '/api/login-check/':
        return [200, { result: 'success', login: loggedIn, user_key: loggedIn ? 'k2' : 'k1' }];
      case '/api/profile-get/k2/':
        return [200, profileAnswer({ login: true, email: 'anna@school.ru' })];
      default:
        return undefined;
    }
  });
}

const emailField = () => screen.getByLabelText('E-mail');
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the login page', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => {
    api?.uninstall();
    sessionStorage.clear();
  });

  it('asks for an e-mail with the seed text, without calling the server', async () => {
    api = server();
    renderShell(<LoginPage />);
    submit('Continue');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please enter your email address',
    );
    expect(emailField().closest('[data-field]')?.getAttribute('data-error')).toBe('true');
    fireEvent.change(emailField(), { target: { value: 'anna@' } });
    submit('Continue');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.paths()).not.toContain('/api/login-check-email/');
  });

  it('shows the server error on the named field, re-enables the button, then signs in', async () => {
    api = server();
    const { shellApi, store } = renderShell(<LoginPage />);
    fireEvent.change(emailField(), { target: { value: ' anna@school.ru ' } });
    submit('Continue');
    const password = await screen.findByLabelText('Password');
    expect(
      api.calls.find((call) => call.path === '/api/login-check-email/')?.query.get('email'),
    ).toBe('anna@school.ru');

    fireEvent.change(password, { target: { value: 'wrong' } });
    submit('Log in');
    expect(await screen.findByText('Wrong e-mail or password')).toBeTruthy();
    expect(password.closest('[data-field]')?.getAttribute('data-error')).toBe('true');
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    fireEvent.change(password, { target: { value: 'correct horse' } });
    submit('Log in');
    expect(await screen.findByText('You are logged in. One moment…')).toBeTruthy();
    expect(store.getState().profile.loggedIn).toBe(true);
    expect(api.paths()).toEqual(
      expect.arrayContaining(['/api/login-auth/', '/api/login-check/', '/api/profile-get/k2/']),
    );
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/docs/']), { timeout: 2000 });
  });

  it('sends a second click on a busy submit nowhere', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    api = server();
    renderShell(<LoginPage />);
    fireEvent.change(emailField(), { target: { value: 'anna@school.ru' } });
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: Request) => {
      await held;
      return original(input);
    }) as typeof fetch;
    submit('Continue');
    submit('Continue');
    await act(async () => release());
    await screen.findByLabelText('Password');
    expect(api.paths().filter((path) => path === '/api/login-check-email/')).toHaveLength(1);
  });

  it('goes back to the stored address and names why the visitor is here', async () => {
    rememberLoginReturn({ path: '/app/redactor/5/', reason: 'document' });
    api = server();
    const { shellApi } = renderShell(<LoginPage />);
    expect(screen.getByTestId('login-reason').textContent).toContain(
      'Log in to access the document',
    );
    fireEvent.change(emailField(), { target: { value: 'anna@school.ru' } });
    submit('Continue');
    fireEvent.change(await screen.findByLabelText('Password'), {
      target: { value: 'correct horse' },
    });
    submit('Log in');
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/redactor/5/']), {
      timeout: 2000,
    });
  });

  it('offers a code instead and points to the outbox when there is no mail server', async () => {
    api = server();
    renderShell(<LoginPage />);
    fireEvent.change(emailField(), { target: { value: 'anna@school.ru' } });
    submit('Continue');
    await screen.findByLabelText('Password');
    submit('Send me a code instead');
    expect(await screen.findByLabelText('Code from the e-mail')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/login-quick/')?.body).toEqual({
      email: 'anna@school.ru',
    });
    expect(screen.getByTestId('outbox-hint').querySelector('a')?.getAttribute('href')).toBe(
      '/outbox/',
    );
  });

  it('shows a new e-mail the registration form and mirrors the password rule', async () => {
    api = server();
    renderShell(<LoginPage />);
    fireEvent.change(emailField(), { target: { value: 'new@school.ru' } });
    submit('Continue');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'short' } });
    submit('Register');
    expect(await screen.findByText('The password must be at least 8 characters long')).toBeTruthy();
    expect(api.paths()).not.toContain('/api/login-reg/');
  });

  it('explains a failed social sign-in with the seed text', () => {
    api = server();
    history.replaceState(null, '', '/app/login/?oauth_error=auth_failed');
    renderShell(<LoginPage />);
    expect(screen.getByTestId('form-error').textContent).toContain(
      'Sorry, authorization failed. Please try again or use another method.',
    );
    history.replaceState(null, '', '/');
  });
});
