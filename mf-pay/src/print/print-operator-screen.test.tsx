import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, renderArea, type Handler } from '@gramota/shell-api/testing';
import { operatorOrder, printStringsEn } from './print-test-answers';
import { PrintOperatorScreen } from './print-operator-screen.component';

const LOGGED_IN = { result: 'success', login: true, user_key: 'k1', is_access: 'false' };

function desk(list: Handler): Handler {
  return (call) => {
    if (call.path === '/api/login-check/') return [200, LOGGED_IN];
    return list(call);
  };
}

const render = () =>
  renderArea(<PrintOperatorScreen />, {
    at: '/app/pay/print/operator/',
    strings: [printStringsEn],
  });

describe('the print operator page', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.uninstall());

  test('lists every order with the customer, delivery and files, and moves a paid one to printing', async () => {
    api = installFakeApi(
      desk((call) => {
        if (call.path === '/api/print-order-operator-list/')
          return [
            200,
            {
              result: 'success',
              orders: [operatorOrder(), operatorOrder({ id: 40, status: 'done', user_email: '' })],
            },
          ];
        if (call.path === '/api/print-order-operator-set-status/')
          return [200, { result: 'success', order: operatorOrder({ status: 'printing' }) }];
        return undefined;
      }),
    );
    const { shellApi } = render();
    const [paid, done] = await screen.findAllByTestId('operator-order');
    expect(paid!.textContent).toContain('Customer: maria@school.example');
    expect(paid!.textContent).toContain('Maria Ivanova, Phone: +79001234567');
    expect(paid!.textContent).toContain('Kazan, Bauman st. 1, Postcode: 420111');
    expect(paid!.textContent).toContain('Comment: Call first');
    expect(paid!.textContent).toContain('Certificate for Anna: 1 pages, 3 copies');
    expect(within(paid!).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/print-order-operator-file/5/pdf/?download=1',
    );
    expect(
      within(paid!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['To printing', 'Cancel']);
    // A finished order has no moves left; an account without e-mail says so.
    expect(within(done!).queryAllByRole('button')).toEqual([]);
    expect(done!.textContent).toContain('Customer: no e-mail');

    fireEvent.click(within(paid!).getByRole('button', { name: 'To printing' }));
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/api/print-order-operator-set-status/')?.body,
      ).toEqual({ id: 41, status: 'printing' }),
    );
    await waitFor(() =>
      expect(shellApi.calls.toasts.map((toast) => toast.text)).toContain('Order no. 41: Printing'),
    );
  });

  test('someone who is not an operator is told the page is not theirs', async () => {
    api = installFakeApi(
      desk((call) =>
        call.path === '/api/print-order-operator-list/'
          ? [403, { result: 'forbidden', error_code: 'forbidden', error_text: 'Forbidden' }]
          : undefined,
      ),
    );
    render();
    expect(await screen.findByText('This page is for print operators only.')).toBeTruthy();
    expect(screen.queryByTestId('operator-order')).toBeNull();
  });
});
