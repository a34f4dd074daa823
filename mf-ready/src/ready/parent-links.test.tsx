import { act, fireEvent, screen } from '@testing-library/react';
import type { ParentLinkSetInfo } from '@gramota/contracts';
import { installFakeApi, type RecordedCall } from '@gramota/shell-api/testing';
import { renderArea } from '../test-support/render-area';
import { ParentLinksModal } from './parent-links.modal';

const IDS = ['12', '13', '14'];

const links = IDS.map((file, index) => ({
  file,
  pupil: ['Иванова Анна', 'Петров Илья', 'Сидоров Миша'][index]!,
  url: `https://gramota.test/app/s/code${file}/`,
}));

/** Midday UTC: the same calendar day in any time zone the tests run in. */
const setOf = (state: ParentLinkSetInfo['state'], extra: Partial<ParentLinkSetInfo> = {}) => ({
  id: '5',
  state,
  created_at: '2026-11-15T12:00:00Z',
  expires_at: '2026-12-15T12:00:00Z',
  revoked_at: null,
  links,
  ...extra,
});

/**
 * The links server for the run: GET answers the set held now, POST makes or revokes it; `refuse`
 * answers a call instead when it says so.
 */
function server(
  start: ParentLinkSetInfo | null,
  refuse: (call: RecordedCall) => [number, unknown] | undefined = () => undefined,
) {
  let held = start;
  return installFakeApi((call) => {
    if (!call.path.startsWith('/api/parent-links/')) return undefined;
    const refused = refuse(call);
    if (refused) return refused;
    if (call.method === 'GET') return [200, { result: 'success', set: held }];
    if (call.path === '/api/parent-links/') held = setOf('active');
    else held = setOf('revoked', { revoked_at: '2026-11-20T12:00:00Z' });
    return [200, { result: 'success', set: held }];
  });
}

const settle = async () => {
  for (let round = 0; round < 10; round += 1) await act(() => Promise.resolve());
};

const open = () => renderArea(<ParentLinksModal ids={IDS} close={jest.fn()} />, { language: 'ru' });

const posts = (api: ReturnType<typeof server>) =>
  api.calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }));

describe('links for parents of a class run', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('makes links for a month, then gives the sheet, the table and every pupil’s link', async () => {
    api = server(null);
    open();
    expect(screen.getByText(/Каждый родитель откроет только файл своего ребёнка/)).toBeTruthy();
    const days = (await screen.findByLabelText('Ссылки действуют')) as HTMLSelectElement;
    expect(api.calls[0]!.query.get('files')).toBe('12,13,14');
    expect(days.value).toBe('14');
    expect(Array.from(days.options, (option) => option.text)).toEqual([
      '3 дня',
      'неделю',
      '2 недели',
      'месяц',
      '3 месяца',
    ]);
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(screen.getByText('Создать ссылки'));

    expect(await screen.findByText('3 ссылки действуют до 15 декабря 2026 г.')).toBeTruthy();
    expect(posts(api)).toEqual([
      { path: '/api/parent-links/', body: { files: '12,13,14', days: '30' } },
    ]);
    expect(screen.getByText('Лист с QR-кодами (PDF)').getAttribute('href')).toBe(
      '/api/parent-links/5/sheet/?lng=ru',
    );
    expect(screen.getByText('Таблица ссылок (CSV)').getAttribute('href')).toBe(
      '/api/parent-links/5/csv/?lng=ru',
    );
    expect((screen.getByLabelText('Петров Илья') as HTMLInputElement).value).toBe(
      'https://gramota.test/app/s/code13/',
    );
    expect(screen.getByLabelText('Сидоров Миша')).toBeTruthy();
    expect(screen.queryByText('Создать ссылки')).toBeNull();
  });

  test('revokes only after the teacher agrees, then offers new links', async () => {
    api = server(setOf('active'));
    open();
    fireEvent.click(await screen.findByText('Отозвать все ссылки'));
    expect(
      screen.getByText(
        'Отозвать ссылки? Родители больше не смогут открыть файлы по ним. Это нельзя отменить.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('Отмена'));
    await settle();
    expect(posts(api)).toEqual([]);
    expect(screen.queryByText(/Отозвать ссылки\?/)).toBeNull();

    fireEvent.click(screen.getByText('Отозвать все ссылки'));
    fireEvent.click(screen.getByText('Отозвать'));
    expect(
      await screen.findByText('Ссылки отозваны 20 ноября 2026 г. — можно создать новые.'),
    ).toBeTruthy();
    expect(posts(api)).toEqual([{ path: '/api/parent-links/5/revoke/', body: null }]);
    expect(screen.getByText('Создать ссылки')).toBeTruthy();
  });

  test.each([
    [
      'revoked',
      setOf('revoked', { revoked_at: '2026-11-20T12:00:00Z' }),
      'Ссылки отозваны 20 ноября 2026 г. — можно создать новые.',
    ],
    ['expired', setOf('expired'), 'Срок ссылок истёк 15 декабря 2026 г. — можно создать новые.'],
  ])('a set %s: says since when and offers new links', async (_, set, says) => {
    api = server(set);
    open();
    expect(await screen.findByText(says)).toBeTruthy();
    expect((screen.getByLabelText('Ссылки действуют') as HTMLSelectElement).value).toBe('14');
    expect(screen.getByText('Создать ссылки')).toBeTruthy();
    expect(screen.queryByText('Лист с QR-кодами (PDF)')).toBeNull();
  });

  test('a refusal is shown in the teacher’s language, or as the server wrote it', async () => {
    let code = 'links_active';
    api = server(null, (call) =>
      call.method === 'POST'
        ? [409, { result: 'error', error_code: code, error_text: 'Server says no' }]
        : undefined,
    );
    open();
    fireEvent.click(await screen.findByText('Создать ссылки'));
    expect(
      await screen.findByText(
        'У этого задания уже есть действующие ссылки. Чтобы создать новые, сначала отзовите их',
      ),
    ).toBeTruthy();

    code = 'something_new';
    fireEvent.click(screen.getByText('Создать ссылки'));
    expect(await screen.findByText('Server says no')).toBeTruthy();
    await settle();
    expect(screen.queryByText(/ссылки действуют до/)).toBeNull();
  });
});
