import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderRedactor } from '../test-support/render-redactor';
import { PrintLayoutModal } from './print-layout.modal';

function server() {
  return installFakeApi((call) => {
    if (call.path === '/api/printers/')
      return [
        200,
        {
          result: 'success',
          printers: [{ id: '3', name: 'HP', shift_x_mm: 0, shift_y_mm: 1, scale_percent: 100 }],
        },
      ];
    return undefined;
  });
}

describe("the editor's «How to print…»", () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  function open() {
    const onPrint = jest.fn();
    const close = jest.fn();
    renderRedactor(
      <PrintLayoutModal onPrint={onPrint} onSetUpPrinters={jest.fn()} close={close} />,
    );
    return { onPrint, close };
  }

  test('prints 8 copies four to a sheet, telling the 2 sheets first', async () => {
    api = server();
    const { onPrint, close } = open();
    fireEvent.click(await screen.findByLabelText('Several on a sheet'));
    fireEvent.change(screen.getByLabelText('How many on a sheet'), { target: { value: 'four' } });
    fireEvent.change(screen.getByLabelText('Copies'), { target: { value: '8' } });
    expect(screen.getByTestId('print-sheet-count').textContent).toBe('2 sheets needed');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(close).toHaveBeenCalled();
    expect(onPrint).toHaveBeenCalledWith('print', {
      layout: 'sheet',
      grid: 'four',
      copies: '8',
    });
  });

  test('refuses 0 copies at the field, printing nothing', async () => {
    api = server();
    const { onPrint } = open();
    fireEvent.click(await screen.findByLabelText('Several on a sheet'));
    fireEvent.change(screen.getByLabelText('Copies'), { target: { value: '0' } });
    expect(screen.getByText('Copies: from 1 to 100')).toBeTruthy();
    const print = screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement;
    expect(print.disabled).toBe(true);
    fireEvent.click(print);
    expect(onPrint).not.toHaveBeenCalled();
  });

  test('sends a print-shop PDF to a print order', async () => {
    api = server();
    const { onPrint } = open();
    fireEvent.click(await screen.findByLabelText('For a print shop'));
    fireEvent.click(screen.getByRole('button', { name: 'Order printing' }));
    expect(onPrint).toHaveBeenCalledWith('print-order', { layout: 'press' });
  });
});
