import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@gramota/store';
import { parsePermissions } from '@gramota/contracts';
import { installFakeApi } from '@gramota/shell-api/testing';
import { profileAnswer } from '@gramota/shell-api/testing';
import { renderShell } from '../test-support/render-shell';
import { ProfileMenu } from './profile-menu.component';
import { ProfileMenuDropdown } from './chrome-parts.lazy';

// The part loads as it does in the browser after a first press (lazyPart), before any test opens it.
beforeAll(() => ProfileMenuDropdown.preload());

const anna = profileAnswer({
  login: true,
  name: 'Anna',
  email: 'anna@school.ru',
  users_access: { '42': { name: 'School No. 5' } },
});
const annaInSchool = profileAnswer({
  login: true,
  name: 'School No. 5',
  is_access: 'true',
  permissions_str: 'pay_full,drive_view',
  permissions: parsePermissions('pay_full,drive_view'),
});

function server() {
  let inSchool = false;
  return installFakeApi((call) => {
    switch (call.path) {
      case '/api/access-switch/':
        inSchool = true;
        return [200, { result: 'success', landing: 'drive' }];
      case '/api/access-exit/':
        inSchool = false;
        return [200, { result: 'success' }];
      case '/api/login-check/':
        return [200, { result: 'success', login: true, user_key: 'k1' }];
      case '/api/profile-get/k1/':
        return [200, inSchool ? annaInSchool : anna];
      default:
        return undefined;
    }
  });
}

const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
const openMenu = () => fireEvent.click(screen.getByTestId('profile-menu-button'));

describe('the profile menu', () => {
  let fake: ReturnType<typeof installFakeApi>;
  afterEach(() => fake?.uninstall());

  async function renderAs() {
    fake = server();
    const view = renderShell(<ProfileMenu />);
    await view.store.dispatch(api.endpoints.profileGet.initiate('k1'));
    return view;
  }

  it('lists the profile pages, the accounts shared with me and log out', async () => {
    await renderAs();
    openMenu();
    expect(menuItems()).toEqual([
      'Profile',
      'Licences',
      'Stamps and signatures',
      'Stamps: requests and log',
      'Access to my account',
      'School No. 5',
      'Log out',
    ]);
  });

  it('closes on Escape and on a click outside', async () => {
    await renderAs();
    openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    openMenu();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('switches into a shared account, lands where its permissions say, and offers only Exit', async () => {
    const { shellApi } = await renderAs();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'School No. 5' }));
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/drive/']));
    expect(fake.calls.find((call) => call.path === '/api/access-switch/')?.body).toEqual({
      owner_id: '42',
    });
    openMenu();
    expect(menuItems()).toEqual(['Exit']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Exit' }));
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/drive/', '/app/docs/']));
  });
});
