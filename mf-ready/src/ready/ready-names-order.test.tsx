import { screen, within } from '@testing-library/react';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { spreadsheetPaths, type ReadyFile } from '@gramota/contracts';
import { readyAnswer, readyFile } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import ReadyScreen from './ready-screen.component';

const minute = (at: number) => Date.UTC(2026, 10, 5, 10, at);

/**
 * One run of a class list (issue 29): four pupils in table order. Their files finished out of
 * order (row 0 last), and the oldest server made slugs that dropped hyphens and apostrophes.
 */
const pupils = ['Фёдоров-Щербаков Святослав', "Д'Арк Жанна", 'Пʼятничук Олеся', 'Ёлкина Алёна'];
const finished = [minute(9), minute(6), minute(5), minute(7)];
const run: ReadyFile[] = pupils.map((name, row) =>
  readyFile(String(21 + row), name.replace(/[^\p{L}]+/gu, '_'), {
    name,
    time: finished[row],
    mass_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    mass_row: row,
  }),
);
const older = readyFile('11', 'Diploma_Ivanov', { time: minute(1) });
const newer = readyFile('31', 'Letter_of_thanks', { time: minute(30) });
const duringRun = readyFile('12', 'Gramota_Petrova', { time: minute(8) });

function server(extra: Handler = () => undefined) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: false, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/ready-get/k1/')
      return [200, readyAnswer([older, ...run, duringRun, newer])];
    return undefined;
  });
}

const shownNames = () =>
  screen.getAllByRole('option').map((option) => option.getAttribute('aria-label') ?? '');

describe('Ready files: names exactly as written, a run in table order', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('shows each pupil’s name with its hyphen, apostrophe and ё', async () => {
    api = server();
    renderArea(<ReadyScreen />);
    for (const name of pupils) {
      const option = await screen.findByRole('option', { name });
      expect(option.textContent).toContain(name);
    }
    expect(screen.queryByText('Фёдоров Щербаков Святослав')).toBeNull();
  });

  test('newest first, a run is one block in table order however its files finished', async () => {
    api = server();
    renderArea(<ReadyScreen />);
    await screen.findByRole('option', { name: pupils[0]! });
    expect(shownNames()).toEqual([
      'Letter of thanks',
      ...pupils,
      'Gramota Petrova',
      'Diploma Ivanov',
    ]);
  });

  test('the run view lists the run in table order, and downloads it so, whatever the address’s order', async () => {
    // The address lists the files in the order they finished.
    const asFinished = [run[2]!, run[1]!, run[3]!, run[0]!];
    api = server((call) =>
      call.path === '/api/ready-get-docs/'
        ? [
            200,
            {
              result: 'success',
              docs: asFinished.map((file) => ({
                result: 'success',
                doc: file.id,
                url: file.file,
                share_mobile_code: '',
                filename: file.filename,
              })),
            },
          ]
        : undefined,
    );
    renderArea(<ReadyScreen />, {
      at: `/app/ready/mass/${asFinished.map((file) => file.id).join(',')}/`,
    });
    await screen.findByRole('option', { name: pupils[0]! });
    expect(shownNames()).toEqual(pupils);
    const downloads = screen.getByTestId('mass-downloads');
    const inTableOrder = run.map((file) => file.id);
    expect(
      within(downloads)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([spreadsheetPaths.massZip(inTableOrder), spreadsheetPaths.massPdf(inTableOrder)]);
  });
});
