import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api as storeApi } from '@gramota/store';
import {
  grantedAccess,
  installFakeApi,
  renderArea,
  type Handler,
} from '@gramota/shell-api/testing';
import { order, printOrderAnswer, printStringsEn } from './print-test-answers';
import { PrintOrderScreen } from './print-order-screen.component';

const LOGGED_IN = { result: 'success', login: true, user_key: 'k1', is_access: 'false' };

/** A teacher in her own account with the cart of print-test-answers; `more` answers first. */
function teacher(...more: Handler[]): Handler {
  return (call) => {
    for (const handler of more) {
      const answer = handler(call);
      if (answer) return answer;
    }
    if (call.path === '/api/login-check/') return [200, LOGGED_IN];
    if (call.path === '/api/print-order-get/') return [200, printOrderAnswer()];
    return undefined;
  };
}

const show = (...handlers: Handler[]) => {
  const api = installFakeApi(teacher(...handlers));
  const view = renderArea(<PrintOrderScreen />, {
    at: '/app/pay/print/',
    strings: [printStringsEn],
  });
  return { api, ...view };
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the print page', () => {
  let api: ReturnType<typeof installFakeApi> | undefined;
  afterEach(() => api?.uninstall());

  test('shows the cart: thumbnails, names, pages, copies and the sum in the account currency', async () => {
    ({ api } = show());
    const files = await screen.findAllByTestId('print-cart-file');
    expect(files.map((file) => file.querySelector('strong')?.textContent)).toEqual([
      'Certificate for Anna',
      'Diplomas 5A',
    ]);
    expect(files[1]!.querySelector('img')?.getAttribute('src')).toBe('/data/doc/D_2_th.webp');
    expect(within(files[1]!).getByText('Pages: 3')).toBeTruthy();
    expect((within(files[1]!).getByLabelText('Copies') as HTMLInputElement).value).toBe('2');
    expect(screen.getByTestId('print-sum').textContent).toBe('Total: 105 RUB');
    expect(screen.getByText(/Printing one page: 15 RUB/).textContent).toContain(
      'Pages to print: 7',
    );
  });

  test('the copies stepper and remove change the cart on the server', async () => {
    ({ api } = show((call) =>
      call.path === '/api/print-order-set-copies/' || call.path === '/api/print-order-remove-file/'
        ? [200, { result: 'success', cart: printOrderAnswer().cart }]
        : undefined,
    ));
    const [first, second] = await screen.findAllByTestId('print-cart-file');
    // One copy is the least: − is off there.
    expect(
      (within(first!).getByRole('button', { name: 'Fewer copies' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(second!).getByRole('button', { name: 'More copies' }));
    await waitFor(() =>
      expect(api!.calls.find((call) => call.path === '/api/print-order-set-copies/')?.body).toEqual(
        { id: 12, copies: 3 },
      ),
    );

    // A typed number beyond 500 is kept to 500.
    const input = within(first!).getByLabelText('Copies');
    fireEvent.change(input, { target: { value: '900' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(
        api!.calls
          .filter((call) => call.path === '/api/print-order-set-copies/')
          .map((call) => call.body),
      ).toContainEqual({ id: 11, copies: 500 }),
    );

    fireEvent.click(within(first!).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        api!.calls.find((call) => call.path === '/api/print-order-remove-file/')?.body,
      ).toEqual({ id: 11 }),
    );
  });

  test('the order form sends the delivery details and opens the invoice of the new record', async () => {
    let shellApi;
    ({ api, shellApi } = show((call) =>
      call.path === '/api/print-order-submit/'
        ? [
            200,
            { result: 'success', order: order({ id: 9, status: 'wait-paid' }), data_id: 'Rec_9-x' },
          ]
        : undefined,
    ));
    await screen.findByTestId('print-delivery');
    fill('Recipient', 'Maria Ivanova');
    fill('Phone', '+7 900 123-45-67');
    fill('City', 'Kazan');
    fill('Address', 'Bauman st. 1');
    fireEvent.click(screen.getByRole('button', { name: 'Place the order and pay' }));
    await waitFor(() => expect(shellApi!.calls.navigate).toEqual(['/app/invoice/pay/Rec_9-x/']));
    expect(api!.calls.find((call) => call.path === '/api/print-order-submit/')?.body).toEqual({
      name: 'Maria Ivanova',
      phone: '+7 900 123-45-67',
      city: 'Kazan',
      address: 'Bauman st. 1',
      postcode: '',
      comment: '',
    });
  });

  test('an empty required field is marked before anything is sent; a refusal lands on its field', async () => {
    ({ api } = show((call) =>
      call.path === '/api/print-order-submit/'
        ? [
            400,
            {
              result: 'error',
              error_code: 'print_delivery_invalid',
              error_text: 'Fill in the delivery details',
              name: 'phone',
            },
          ]
        : undefined,
    ));
    await screen.findByTestId('print-delivery');
    fireEvent.click(screen.getByRole('button', { name: 'Place the order and pay' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Recipient').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api!.paths()).not.toContain('/api/print-order-submit/');

    fill('Recipient', 'Maria');
    fill('Phone', '12345678901');
    fill('City', 'Kazan');
    fill('Address', 'Bauman st. 1');
    fireEvent.click(screen.getByRole('button', { name: 'Place the order and pay' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Fill in the delivery details')).toBeTruthy();
  });

  test("lists the teacher's orders with their status; one waiting for payment links to its invoice", async () => {
    ({ api } = show((call) =>
      call.path === '/api/print-order-get/'
        ? [
            200,
            printOrderAnswer([
              order({
                id: 8,
                status: 'wait-paid',
                data_id: 'Rec_8',
                sum: '45',
                delivery: { ...order().delivery, city: 'Kazan', address: 'Bauman st. 1' },
              }),
              order({ id: 7, status: 'sent', data_id: 'Rec_7' }),
            ]),
          ]
        : undefined,
    ));
    const orders = await screen.findAllByTestId('print-order');
    expect(orders.map((each) => each.querySelector('[data-status]')?.textContent)).toEqual([
      'Waiting for payment',
      'Sent',
    ]);
    expect(within(orders[0]!).getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(
      '/app/invoice/pay/Rec_8/',
    );
    expect(within(orders[0]!).getByText('Delivery: Kazan, Bauman st. 1')).toBeTruthy();
    expect(within(orders[1]!).queryByRole('link')).toBeNull();
  });

  test('a member with print_view sees the owner cart and orders but no way to change them', async () => {
    api = installFakeApi((call) =>
      call.path === '/api/print-order-get/'
        ? [200, printOrderAnswer()]
        : grantedAccess('print_view')(call),
    );
    const view = renderArea(<PrintOrderScreen />, {
      at: '/app/pay/print/',
      strings: [printStringsEn],
    });
    await act(async () => {
      await view.shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1'));
    });
    expect(await screen.findByTestId('print-read-only')).toBeTruthy();
    expect(screen.getAllByTestId('print-cart-file')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'More copies' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByTestId('print-delivery')).toBeNull();
  });

  test('a member without print_view or pay_full is told it is forbidden and nothing is asked for', async () => {
    api = installFakeApi(grantedAccess('docs_full'));
    const view = renderArea(<PrintOrderScreen />, {
      at: '/app/pay/print/',
      strings: [printStringsEn],
    });
    await act(async () => {
      await view.shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1'));
    });
    expect(await screen.findByTestId('forbidden')).toBeTruthy();
    expect(api.paths()).not.toContain('/api/print-order-get/');
  });
});
