import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderShell } from '../test-support/render-shell';
import shellEn from '../../locales/en/shell.json';
import shellRu from '../../locales/ru/shell.json';
import { AppsMenu } from './apps-menu.component';
import { Topbar } from './topbar.component';

const openMenu = () => fireEvent.click(screen.getByTestId('apps-button'));

describe('the apps dropdown', () => {
  let fake: ReturnType<typeof installFakeApi> | undefined;
  afterEach(() => fake?.uninstall());

  it('lists the product’s areas, each a link to its page', () => {
    renderShell(<AppsMenu />);
    expect(screen.queryByRole('menu')).toBeNull();
    openMenu();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My documents',
      'Templates',
      'Ready files',
      'Storage',
      'Drive',
      'My templates',
      'Payment',
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/app/docs/',
      '/app/templates/',
      '/app/ready/',
      '/app/storage/',
      '/app/drive/',
      '/app/workshop/',
      '/app/pay/',
    ]);
  });

  it('is usable from the keyboard: focus on the first app, arrows move, Escape closes and returns focus', () => {
    renderShell(<AppsMenu />);
    openMenu();
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('apps-button'));
  });

  it('closes on a click outside', () => {
    renderShell(<AppsMenu />);
    openMenu();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows for a signed-in teacher only, never in access mode', () => {
    // The top bar's other dropdowns ask the server; they are not what this test looks at.
    fake = installFakeApi((call) =>
      call.path === '/api/login-check/' ? [200, { result: 'success', login: false }] : undefined,
    );
    const props = { onLanguageClick: () => undefined, onMenuClick: () => undefined };
    const view = renderShell(<Topbar loggedIn accessMode={false} {...props} />);
    expect(screen.queryByTestId('apps-button')).toBeTruthy();
    view.unmount();
    const inAccess = renderShell(<Topbar loggedIn accessMode {...props} />);
    expect(screen.queryByTestId('apps-button')).toBeNull();
    inAccess.unmount();
    renderShell(<Topbar loggedIn={false} accessMode={false} {...props} />);
    expect(screen.queryByTestId('apps-button')).toBeNull();
  });

  it('has its strings in Russian and English', () => {
    expect(Object.keys(shellEn.apps).sort()).toEqual(Object.keys(shellRu.apps).sort());
    expect(shellRu.apps.open).toBe('Приложения');
  });
});
