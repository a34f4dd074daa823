import { act, fireEvent, screen } from '@testing-library/react';
import { renderArea } from '@gramota/shell-api/testing';
import { DeliveryFlow } from '../delivery-flow';
import deliveryEn from '../../locales/en/delivery.json';
import { fakeDeliveryPorts } from '../testing';
import { EmailDialog } from './email.dialog';

/** A flow stopped at the e-mail form: a logged-in account without an address sends a file. */
function renderDialog() {
  const ports = { context: () => ({ loggedIn: true, hasEmail: false }), ...fakeDeliveryPorts() };
  const flow = new DeliveryFlow({ ports, onEvent: () => undefined });
  flow.start('send-email', [{ id: '13', free: false }]);
  renderArea(<EmailDialog delivery={flow} close={jest.fn()} />, {
    strings: [(i18n) => void i18n.addResourceBundle('en', 'delivery', deliveryEn)],
  });
  return { ports, field: screen.getByLabelText('E-mail') as HTMLInputElement };
}

describe('the delivery e-mail form on the form engine', () => {
  test('an empty address is said on the field in the delivery’s words; nothing is sent', () => {
    const { ports, field } = renderDialog();
    fireEvent.submit(screen.getByTestId('delivery-email'));
    expect(screen.getByTestId('field-error').textContent).toBe('Please enter your email address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(ports.setEmail).not.toHaveBeenCalled();
  });

  test('a second submit while the address is being set sends it once; the error is gone', async () => {
    const { ports, field } = renderDialog();
    fireEvent.submit(screen.getByTestId('delivery-email'));
    let finish: () => void = () => undefined;
    ports.setEmail.mockImplementationOnce(
      () => new Promise<undefined>((r) => (finish = () => r(undefined))),
    );
    fireEvent.change(field, { target: { value: ' me@school.example ' } });
    fireEvent.submit(screen.getByTestId('delivery-email'));
    fireEvent.submit(screen.getByTestId('delivery-email'));
    expect(ports.setEmail).toHaveBeenCalledTimes(1);
    expect(ports.setEmail).toHaveBeenCalledWith('me@school.example');
    expect(screen.queryByTestId('field-error')).toBeNull();
    const submit = screen.getByRole('button', { name: deliveryEn.dialogs.email.submit });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(submit.getAttribute('aria-busy')).toBeNull();
  });
});
