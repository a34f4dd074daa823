import { act, fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderArea } from '../test-support/render-area';
import { ClassPrintModal } from './class-print.modal';

const PRINTERS = {
  result: 'success',
  printers: [{ id: '7', name: 'Кабинет 12', shift_x_mm: 1.5, shift_y_mm: -2, scale_percent: 100 }],
};

function server() {
  return installFakeApi((call) => {
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: true, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/printers/') return [200, PRINTERS];
    return undefined;
  });
}

const settle = async () => {
  for (let round = 0; round < 10; round += 1) await act(() => Promise.resolve());
};

const download = () => screen.getByText('Download PDF').closest('a, button')!;

describe("Ready files' class print", () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('shows the sheets a class of 12 takes, and downloads the layout chosen', async () => {
    api = server();
    const ids = Array.from({ length: 12 }, (_, index) => String(20 + index));
    renderArea(<ClassPrintModal ids={ids} close={jest.fn()} />);
    expect((await screen.findByTestId('print-sheet-count')).textContent).toContain(
      '6 sheets needed',
    );
    expect(download().getAttribute('href')).toBe(
      `/api/ready-mass-print/${ids.join(',')}/?layout=sheet&grid=two&copies=1`,
    );

    fireEvent.change(screen.getByLabelText('How many on a sheet'), { target: { value: 'four' } });
    expect(screen.getByTestId('print-sheet-count').textContent).toContain('3 sheets needed');

    fireEvent.change(screen.getByLabelText('How many on a sheet'), {
      target: { value: 'custom' },
    });
    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: '4' } });
    expect(screen.getByTestId('print-sheet-count').textContent).toContain('1 sheet needed');
    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '0' } });
    expect(
      screen.getByText('A sheet holds 1 to 6 columns and rows, at most 24 documents'),
    ).toBeTruthy();
    expect((download() as HTMLButtonElement).disabled).toBe(true);
  });

  test('prints onto blanks through a saved printer', async () => {
    api = server();
    renderArea(<ClassPrintModal ids={['12', '13']} close={jest.fn()} />);
    await settle();
    fireEvent.click(await screen.findByLabelText('On a pre-printed blank'));
    const printer = await screen.findByLabelText('Printer');
    await screen.findByRole('option', { name: 'Кабинет 12' });
    fireEvent.change(printer, { target: { value: '7' } });
    expect(download().getAttribute('href')).toBe(
      '/api/ready-mass-print/12,13/?layout=blank&printer=7',
    );
  });
});
