import { act, screen } from '@testing-library/react';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import type { CheckPayModalAnswer } from '@gramota/contracts';
import { pageLocation } from '../common/page-location';
import { handlers, payGetAnswer, record, session, settingsAnswer } from '../test-support/answers';
import { renderArea, renderModal } from '../test-support/render-area';
import { PayScreen } from './pay-screen.component';

const settle = async () => {
  for (let round = 0; round < 20; round += 1) await act(() => jest.advanceTimersByTimeAsync(20));
};

function server(check: CheckPayModalAnswer, more: Handler = () => undefined) {
  return installFakeApi(
    handlers(session(true), more, (call) => {
      if (call.path === '/api/invoce-check-pay-modal/') return [200, check];
      if (call.path === '/api/pay-get/k1/')
        return [
          200,
          payGetAnswer({
            payments: [
              record({ status: 'paid', date_start: '2026-05-03', date_end: '2027-05-02' }),
            ],
          }),
        ];
      if (call.path === '/api/pay-settings-modal/') return [200, settingsAnswer('o@x.ru', 'RU')];
      return undefined;
    }),
  );
}

describe('the pay page', () => {
  let api: ReturnType<typeof installFakeApi>;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    api.uninstall();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('a cancelled payment is shown once on opening, with its cause', async () => {
    api = server({
      result: 'success',
      modal: 'cancel',
      cause: 'Card declined',
      payment: record({ status: 'cancel', cause: 'Card declined' }),
    });
    const { shellApi } = renderArea(<PayScreen />);
    await settle();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.paths().filter((path) => path === '/api/invoce-check-pay-modal/')).toHaveLength(1);
    expect(shellApi.calls.modals.map((modal) => modal.title)).toEqual(['Payment failed']);
    renderModal(shellApi.calls.modals[0]);
    expect(screen.getByTestId('check-pay-cancel').textContent).toContain('Cause: Card declined');
  });

  test('a paid one gets the success modal; nothing to show opens none', async () => {
    api = server({
      result: 'success',
      modal: 'success',
      cause: '',
      payment: record({ status: 'paid' }),
    });
    const first = renderArea(<PayScreen />);
    await settle();
    expect(first.shellApi.calls.modals.map((modal) => modal.title)).toEqual(['Payment received']);
    first.unmount();
    api.uninstall();

    api = server({ result: 'success', modal: 'none', cause: '', payment: null });
    const second = renderArea(<PayScreen />);
    await settle();
    expect(second.shellApi.calls.modals).toEqual([]);
  });

  test('the purchases list what was bought, its sum, status and licence days', async () => {
    api = server({ result: 'success', modal: 'none', cause: '', payment: null });
    renderArea(<PayScreen />);
    await settle();
    const row = screen.getByTestId('purchases').querySelector('tbody tr')!;
    expect(row.textContent).toContain('PRO: Diploma for the winner, 12 months');
    expect(row.textContent).toContain('1 990 RUB');
    expect(row.textContent).toContain('Paid');
    expect(row.textContent).toContain('3 May 2026 to 2 May 2027');
  });

  test('a donation back from its checkout is polled, and once paid its document opens again', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const donation = record({
      aim: 'donate',
      aim_id: '42',
      product: 'donate',
      status: 'wait-paid',
      operator: 'one',
      data_id: 'Don-1',
    });
    const statuses = ['wait-paid', 'paid'];
    api = installFakeApi(
      handlers(session(true), (call) => {
        if (call.path === '/api/invoce-check-pay-modal/')
          return [200, { result: 'success', modal: 'none', cause: '', payment: null }];
        if (call.path === '/api/pay-get/k1/') return [200, payGetAnswer({ payments: [donation] })];
        if (call.path === '/api/invoice-status-pay/Don-1/')
          return [200, { result: 'success', status: statuses.shift() ?? 'paid', cause: '' }];
        if (call.path === '/api/pwa-int/') return [200, { result: 'success' }];
        return undefined;
      }),
    );
    renderArea(<PayScreen />);
    await settle();
    expect(screen.getByTestId('pay-waiting')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(2500));
    await settle();
    expect(assign).toHaveBeenCalledWith('/app/redactor/42/');
  });

  test('a guest is asked to log in and no purchases are asked for', async () => {
    api = installFakeApi(session(false));
    const { shellApi } = renderArea(<PayScreen />);
    await settle();
    screen.getByRole('button', { name: 'Log in' }).click();
    expect(shellApi.calls.requireLogin).toEqual([{ reason: 'pay', returnTo: undefined }]);
    expect(api.paths()).not.toContain('/api/pay-get/k1/');
  });
});
