import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '@gramota/shell-api/testing';
import { readyAnswer, readyFile } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import ReadyScreen from './ready-screen.component';

// One document made twice: first free, then after buying PRO. Only the PRO file may go to the
// storage, so the teacher must tell the two apart without selecting each one.
const files = [
  readyFile('21', 'Diploma_Ivanov', { doc: 'd7', free: '1' }),
  readyFile('22', 'Diploma_Ivanov', { doc: 'd7', free: '0' }),
];

function server() {
  return installFakeApi((call) => {
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: false, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/ready-get/k1/') return [200, readyAnswer(files)];
    return undefined;
  });
}

const byId = (id: string) => document.querySelector<HTMLElement>(`[data-item-id="${id}"]`)!;

describe('Ready files tell a free file from a PRO one of the same document', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('each card carries its mark, with what it means as its tooltip', async () => {
    api = server();
    renderArea(<ReadyScreen />);
    expect(await screen.findAllByRole('option', { name: 'Diploma Ivanov' })).toHaveLength(2);
    const free = within(byId('21')).getByText('Free');
    const pro = within(byId('22')).getByText('PRO');
    expect(free.getAttribute('title')).toBe('Made without PRO');
    expect(pro.getAttribute('title')).toBe('Made with PRO: it can go to the storage');
    expect(within(byId('21')).queryByText('PRO')).toBeNull();
    expect(within(byId('22')).queryByText('Free')).toBeNull();
  });

  test('the list view shows the same marks after the names', async () => {
    api = server();
    renderArea(<ReadyScreen />);
    await screen.findAllByRole('option', { name: 'Diploma Ivanov' });
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    const rows = await screen.findAllByRole('row', { name: 'Diploma Ivanov' });
    expect(rows.map((row) => row.getAttribute('data-item-id'))).toEqual(
      expect.arrayContaining(['21', '22']),
    );
    expect(within(byId('21')).getByText('Free')).toBeTruthy();
    expect(within(byId('22')).getByText('PRO')).toBeTruthy();
  });
});
