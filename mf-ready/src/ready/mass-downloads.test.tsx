import { act, fireEvent, screen } from '@testing-library/react';
import type { ReadyDocAnswer } from '@gramota/contracts';
import { installFakeApi } from '@gramota/shell-api/testing';
import { readyAnswer } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import ReadyScreen from './ready-screen.component';

const doc = (id: string, result: ReadyDocAnswer['result']): ReadyDocAnswer => ({
  result,
  doc: id,
  url: result === 'success' ? `/data/doc/Ivanov_${id}.jpg` : '',
  share_mobile_code: '',
  filename: `Ivanov_${id}`,
});

/** A run of three files; ready-get-docs answers `rounds` in turn, then the last one again. */
function server(rounds: ReadyDocAnswer[][]) {
  return installFakeApi((call) => {
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: false, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/ready-get/k1/') return [200, readyAnswer([])];
    if (call.path === '/api/ready-get-docs/')
      return [200, { result: 'success', docs: rounds.length > 1 ? rounds.shift() : rounds[0] }];
    return undefined;
  });
}

/** Lets login-check, the profile and the lists answer (several rounds of promises). */
const settle = async () => {
  for (let round = 0; round < 20; round += 1) await act(() => jest.advanceTimersByTimeAsync(50));
};

const buttons = () =>
  Array.from(screen.getByTestId('mass-downloads').children, (element) => ({
    text: element.textContent,
    href: element.getAttribute('href'),
    disabled: (element as HTMLButtonElement).disabled ?? false,
  }));

describe('the whole class at once in Ready files', () => {
  let api: ReturnType<typeof server>;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    api.uninstall();
    jest.useRealTimers();
  });

  test('"Download all" and "One PDF to print" wait for the run, then carry its files in order', async () => {
    api = server([
      [doc('13', 'success'), doc('12', 'wait'), doc('14', 'success')],
      [doc('13', 'success'), doc('12', 'success'), doc('14', 'success')],
    ]);
    renderArea(<ReadyScreen />, { at: '/app/ready/mass/12,13,14/' });
    await settle();
    expect(buttons()).toEqual([
      { text: 'Download all (ZIP)', href: null, disabled: true },
      { text: 'One PDF to print', href: null, disabled: true },
      { text: 'Print the class', href: null, disabled: true },
      { text: 'Links for parents', href: null, disabled: true },
    ]);
    await act(() => jest.advanceTimersByTimeAsync(4000));
    await settle();
    expect(buttons()).toEqual([
      { text: 'Download all (ZIP)', href: '/api/ready-mass-zip/12,13,14/', disabled: false },
      { text: 'One PDF to print', href: '/api/ready-mass-pdf/12,13,14/', disabled: false },
      { text: 'Print the class', href: null, disabled: false },
      { text: 'Links for parents', href: null, disabled: false },
    ]);
  });

  test('a file that could not be made is left out of the ZIP, the PDF and the links (ru)', async () => {
    api = server([[doc('12', 'success'), doc('13', 'error'), doc('14', 'success')]]);
    const { shellApi } = renderArea(<ReadyScreen />, {
      at: '/app/ready/mass/12,13,14/',
      language: 'ru',
    });
    await settle();
    expect(buttons()).toEqual([
      { text: 'Скачать все (ZIP)', href: '/api/ready-mass-zip/12,14/', disabled: false },
      { text: 'Один PDF для печати', href: '/api/ready-mass-pdf/12,14/', disabled: false },
      { text: 'Печать класса', href: null, disabled: false },
      { text: 'Ссылки для родителей', href: null, disabled: false },
    ]);
    // Links for parents are made for the files that were made, as the ZIP carries them.
    fireEvent.click(screen.getByText('Ссылки для родителей'));
    expect(shellApi.calls.modals).toMatchObject([
      { title: 'Ссылки для родителей', props: { ids: ['12', '14'] } },
    ]);
  });

  test('other views have no such buttons', async () => {
    api = server([[]]);
    renderArea(<ReadyScreen />, { at: '/app/ready/' });
    await settle();
    expect(screen.queryByTestId('mass-downloads')).toBeNull();
  });
});
