import { act, fireEvent, screen } from '@testing-library/react';
import { grantedAccess, installFakeApi, type Handler } from '@gramota/shell-api/testing';
import type { Currency, PaymentRecord, PayOperator } from '@gramota/contracts';
import { pageLocation } from '../common/page-location';
import {
  handlers,
  offersAnswer,
  payGetAnswer,
  record,
  session,
  settingsAnswer,
} from '../test-support/answers';
import { renderArea, renderModal } from '../test-support/render-area';
import { InvoiceScreen } from './invoice-screen.component';

const AT = '/app/invoice/template/en-201-0/5/';

/** The pay calls of a teacher with these settings and records; `more` answers first. */
function pay(
  options: { email?: string; country?: string; payments?: PaymentRecord[] } = {},
  ...more: Handler[]
): Handler {
  const { email = 'olga@school.example', country = 'RU', payments = [] } = options;
  return handlers(...more, (call) => {
    if (call.path === '/api/pay-settings-modal/') return [200, settingsAnswer(email, country)];
    if (call.path === '/api/pay-get/k1/') return [200, payGetAnswer({ payments })];
    if (call.path === '/api/invoice-offers/') return [200, offersAnswer()];
    if (call.path === '/api/pwa-int/') return [200, { result: 'success' }];
    return undefined;
  });
}

const settle = async () => {
  for (let round = 0; round < 20; round += 1) await act(() => jest.advanceTimersByTimeAsync(20));
};
const count = (api: ReturnType<typeof installFakeApi>, path: string) =>
  api.paths().filter((each) => each === path).length;
const chooseOffer = (product: string) =>
  fireEvent.click(
    screen
      .getByText((_, element) => element?.getAttribute('data-product') === product)
      .querySelector('button')!,
  );

describe('the invoice page', () => {
  let api: ReturnType<typeof installFakeApi>;
  let assign: jest.SpyInstance;
  let reload: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api.uninstall();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('a guest who chooses an offer is told to log in and sent to the login with this invoice kept', async () => {
    api = installFakeApi(handlers(session(false), pay()));
    const { shellApi } = renderArea(<InvoiceScreen />, { at: AT });
    await settle();
    chooseOffer('template-12');
    await settle();
    expect(shellApi.calls.toasts).toEqual([{ text: 'Log in to pay!', kind: 'info' }]);
    expect(shellApi.calls.requireLogin).toEqual([{ reason: 'pay', returnTo: AT }]);
    expect(count(api, '/api/invoice-create/')).toBe(0);
  });

  test('without a receipt e-mail and country the settings come first, then the invoice is made', async () => {
    api = installFakeApi(
      handlers(
        session(true),
        pay({ email: '', country: '' }, (call) =>
          call.path === '/api/pay-set-settings/'
            ? [200, settingsAnswer(call.query.get('email')!, call.query.get('country')!)]
            : call.path === '/api/invoice-create/'
              ? [200, { result: 'success', payment: record(), operators: ['one', 'bank'] }]
              : undefined,
        ),
      ),
    );
    const { shellApi } = renderArea(<InvoiceScreen />, { at: AT });
    await settle();
    chooseOffer('template-12');
    await settle();
    expect(count(api, '/api/invoice-create/')).toBe(0);
    expect(shellApi.calls.modals.map((modal) => modal.title)).toEqual(['Payment settings']);

    renderModal(shellApi.calls.modals[0]);
    await settle();
    const dialog = screen.getByTestId('pay-settings');
    fireEvent.change(dialog.querySelector('input[name="email"]')!, { target: { value: 'a@b' } });
    fireEvent.change(dialog.querySelector('select[name="country"]')!, { target: { value: 'KZ' } });
    fireEvent.submit(dialog);
    await settle();
    expect(screen.getByText('Enter your e-mail address for the receipt')).toBeTruthy();
    expect(count(api, '/api/pay-set-settings/')).toBe(0);

    fireEvent.change(dialog.querySelector('input[name="email"]')!, {
      target: { value: 'olga@school.example' },
    });
    fireEvent.submit(dialog);
    await settle();
    const saved = api.calls.find((call) => call.path === '/api/pay-set-settings/')!;
    expect([saved.query.get('email'), saved.query.get('country')]).toEqual([
      'olga@school.example',
      'KZ',
    ]);
    const created = api.calls.find((call) => call.path === '/api/invoice-create/')!;
    expect(created.body).toEqual({ product: 'template-12', aim_id: 'en-201-0', doc_id: '5' });
    expect(screen.getByRole('button', { name: 'Bank card' })).toBeTruthy();
  });

  test('a member switched in without pay_full sees Forbidden and no offers are asked for', async () => {
    api = installFakeApi(handlers(grantedAccess('docs_full'), pay()));
    renderArea(<InvoiceScreen />, { at: AT });
    await settle();
    expect(screen.getByTestId('forbidden')).toBeTruthy();
    expect(count(api, '/api/invoice-offers/')).toBe(0);
  });

  test('says plainly when no real payment method is set up: test checkout only, bank only, none', async () => {
    const cases: Array<{ operators: PayOperator[]; currency: Currency; notice: string | null }> = [
      {
        operators: ['one', 'bank'],
        currency: 'RUB',
        notice:
          'No real payment method is set up on this site. This is a test checkout: no money is charged.',
      },
      {
        operators: ['bank'],
        currency: 'RUB',
        notice:
          'Card payments are not set up on this site. You can pay by invoice (bank transfer).',
      },
      {
        operators: [],
        currency: 'EUR',
        notice:
          "Payments in EUR are not set up on this site. Choose another currency or write to the site's administrator.",
      },
      { operators: ['one', 'yandex', 'bank'], currency: 'RUB', notice: null },
    ];
    for (const { operators, currency, notice } of cases) {
      api = installFakeApi(
        handlers(
          session(true),
          pay({}, (call) =>
            call.path === '/api/invoice-create/'
              ? [200, { result: 'success', payment: record({ currency }), operators }]
              : undefined,
          ),
        ),
      );
      const { unmount } = renderArea(<InvoiceScreen />, { at: AT });
      await settle();
      chooseOffer('template-12');
      await settle();
      expect(screen.getByTestId('payment-methods')).toBeTruthy();
      const shown = screen.queryByTestId('no-real-payment');
      expect(shown?.textContent ?? null).toBe(notice);
      unmount();
      api.uninstall();
    }
    api = installFakeApi(handlers());
  });

  test('a chosen method opens its checkout in the same tab', async () => {
    api = installFakeApi(
      handlers(
        session(true),
        pay({}, (call) => {
          if (call.path === '/api/invoice-create/')
            return [200, { result: 'success', payment: record(), operators: ['one', 'bank'] }];
          if (call.path === '/api/invoice-set-pay-method/Rec0rd-1/one/card/')
            return [
              200,
              {
                result: 'success',
                url: 'http://localhost/sandbox/checkout/abc',
                payment: record({ status: 'wait-paid', operator: 'one' }),
              },
            ];
          return undefined;
        }),
      ),
    );
    renderArea(<InvoiceScreen />, { at: AT });
    await settle();
    chooseOffer('template-12');
    await settle();
    // Only the operators the answer lists.
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bank card' }));
    await settle();
    expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/abc');
  });

  test('back from the checkout: waiting while wait-paid, then paid clears the polling and reopens the editor', async () => {
    const waiting = record({ status: 'wait-paid', operator: 'one', method: 'card' });
    const statuses = ['wait-paid', 'paid'];
    api = installFakeApi(
      handlers(
        session(true),
        pay({ payments: [waiting] }, (call) => {
          if (call.path === '/api/invoice-get/Rec0rd-1/')
            return [200, { result: 'success', payment: waiting, operators: ['one'] }];
          if (call.path === '/api/invoice-status-pay/Rec0rd-1/')
            return [200, { result: 'success', status: statuses.shift() ?? 'paid', cause: '' }];
          return undefined;
        }),
      ),
    );
    renderArea(<InvoiceScreen />, { at: AT });
    await settle();
    expect(screen.getByText('Waiting for the payment…')).toBeTruthy();
    expect(count(api, '/api/invoice-status-pay/Rec0rd-1/')).toBe(1);
    expect(assign).not.toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(2500));
    await settle();
    expect(count(api, '/api/invoice-status-pay/Rec0rd-1/')).toBe(2);
    expect(assign).toHaveBeenCalledWith('/app/redactor/5/');
    expect(reload).not.toHaveBeenCalled();
    expect(count(api, '/api/pwa-int/')).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(count(api, '/api/invoice-status-pay/Rec0rd-1/')).toBe(2);
  });

  test('without a document the page itself reloads once paid', async () => {
    const waiting = record({ status: 'wait-paid', operator: 'one', method: 'card' });
    api = installFakeApi(
      handlers(
        session(true),
        pay({ payments: [waiting] }, (call) => {
          if (call.path === '/api/invoice-get/Rec0rd-1/')
            return [200, { result: 'success', payment: waiting, operators: ['one'] }];
          if (call.path === '/api/invoice-status-pay/Rec0rd-1/')
            return [200, { result: 'success', status: 'paid', cause: '' }];
          return undefined;
        }),
      ),
    );
    renderArea(<InvoiceScreen />, { at: '/app/invoice/template/en-201-0/' });
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  test('back from the checkout after the notice: the named record is paid, the editor reopens at once', async () => {
    const paid = record({ status: 'paid', operator: 'one', method: 'card' });
    api = installFakeApi(
      handlers(
        session(true),
        pay({ payments: [paid] }, (call) => {
          if (call.path === '/api/invoice-get/Rec0rd-1/')
            return [200, { result: 'success', payment: paid, operators: ['one'] }];
          return undefined;
        }),
      ),
    );
    renderArea(<InvoiceScreen />, { at: `${AT}?record=Rec0rd-1` });
    await settle();
    expect(assign).toHaveBeenCalledWith('/app/redactor/5/');
    expect(count(api, '/api/invoice-status-pay/Rec0rd-1/')).toBe(0);
  });

  test('a record paid before the page saw it wait is shown paid, without reloading again and again', async () => {
    const paid = record({ status: 'paid', operator: 'one', method: 'card' });
    api = installFakeApi(
      handlers(
        session(true),
        pay({ payments: [paid] }, (call) => {
          if (call.path === '/api/invoice-get/Rec0rd-1/')
            return [200, { result: 'success', payment: paid, operators: ['one'] }];
          return undefined;
        }),
      ),
    );
    renderArea(<InvoiceScreen />, { at: '/app/invoice/template/en-201-0/?record=Rec0rd-1' });
    await settle();
    expect(screen.getByTestId('payment-paid').textContent).toBe('Payment received. Thank you!');
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  test('a cancelled payment shows its cause and the methods to try again', async () => {
    const waiting = record({ status: 'wait-paid', operator: 'one', method: 'card' });
    api = installFakeApi(
      handlers(
        session(true),
        pay({ payments: [waiting] }, (call) => {
          if (call.path === '/api/invoice-get/Rec0rd-1/')
            return [200, { result: 'success', payment: waiting, operators: ['one'] }];
          if (call.path === '/api/invoice-status-pay/Rec0rd-1/')
            return [200, { result: 'success', status: 'cancel', cause: 'Card declined' }];
          return undefined;
        }),
      ),
    );
    renderArea(<InvoiceScreen />, { at: AT });
    await settle();
    const alert = screen.getByTestId('payment-cancel');
    expect(alert.textContent).toContain('The payment did not go through.');
    expect(alert.textContent).toContain('Card declined');
    expect(screen.getByRole('button', { name: 'Bank card' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  test('a bank transfer: the invoice PDF is asked for and polled every 2 s until its link is ready', async () => {
    const waiting = record({ status: 'wait-paid', operator: 'bank', method: 'invoice' });
    const papers = [
      { result: 'success', status: 'wait', url: '' },
      { result: 'success', status: 'ready', url: '/api/pay-bank-paper/Rec0rd-1/invoice.pdf' },
    ];
    api = installFakeApi(
      handlers(
        session(true),
        pay({ payments: [waiting] }, (call) => {
          if (call.path === '/api/invoice-get/Rec0rd-1/')
            return [200, { result: 'success', payment: waiting, operators: ['one', 'bank'] }];
          if (call.path === '/api/invoice-status-pay/Rec0rd-1/')
            return [200, { result: 'success', status: 'wait-paid', cause: '' }];
          if (call.path === '/api/invoice-create-bank-invoice/Rec0rd-1/')
            return [200, { result: 'success', status: 'wait', url: '' }];
          if (call.path === '/api/invoice-create-bank-invoice-status/Rec0rd-1/')
            return [200, papers.shift() ?? papers[0]];
          return undefined;
        }),
      ),
    );
    renderArea(<InvoiceScreen />, { at: AT });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Get the invoice' }));
    await settle();
    expect(count(api, '/api/invoice-create-bank-invoice/Rec0rd-1/')).toBe(1);
    expect(count(api, '/api/invoice-create-bank-invoice-status/Rec0rd-1/')).toBe(1);
    expect(screen.queryByTestId('bank-invoice-link')).toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(2000));
    await settle();
    expect(screen.getByTestId('bank-invoice-link').getAttribute('href')).toBe(
      '/api/pay-bank-paper/Rec0rd-1/invoice.pdf',
    );
    await act(() => jest.advanceTimersByTimeAsync(6000));
    expect(count(api, '/api/invoice-create-bank-invoice-status/Rec0rd-1/')).toBe(2);
  });
});
