import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlertGetAnswer, AlertItem } from '@gramota/contracts';
import { api } from '@gramota/store';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderShell } from '../test-support/render-shell';
import shellEn from '../../locales/en/shell.json';
import shellRu from '../../locales/ru/shell.json';
import { AlertsMenu } from './alerts-menu.component';
import { Topbar } from './topbar.component';
import { AlertsDropdown } from './chrome-parts.lazy';

// The part loads as it does in the browser after a first press (lazyPart), before any test opens it.
beforeAll(() => AlertsDropdown.preload());

const alert = (id: string, priority: AlertItem['priority'], title = `Alert ${id}`): AlertItem => ({
  id,
  title,
  text: `${title} text`,
  priority,
  time: Number(id),
});

/** A server holding one account's alerts; the fingerprint changes with every change. */
function server(initial: AlertItem[], options: { failLoads?: number } = {}) {
  let alerts = initial;
  let version = 0;
  let failLoads = options.failLoads ?? 0;
  const md5 = () => String(version).padStart(32, '0');
  const fake = installFakeApi((call) => {
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: true, user_key: 'k1' }];
    if (call.path === '/api/alert-get/k1/') {
      if (failLoads > 0) {
        failLoads -= 1;
        throw new TypeError('Failed to fetch');
      }
      const answer: AlertGetAnswer = {
        result: 'success',
        md5: md5(),
        pay_dot: '0',
        alerts: Object.fromEntries(alerts.map((item) => [item.id, item])),
      };
      return [200, answer];
    }
    if (call.path.startsWith('/api/alert-check/'))
      return [200, { result: call.path.includes(md5()) ? 'success' : 'update' }];
    if (call.path === '/api/alert-set-priority/2/1/') {
      alerts = alerts.map((item) => (item.priority === '2' ? { ...item, priority: '1' } : item));
      version += 1;
      return [200, { result: 'success' }];
    }
    const hidden = /^\/api\/alert-hide\/(\d+)\/$/.exec(call.path)?.[1];
    if (hidden) {
      alerts = alerts.filter((item) => item.id !== hidden);
      version += 1;
      return [200, { result: 'success' }];
    }
    return undefined;
  });
  return {
    fake,
    publish(item: AlertItem) {
      alerts = [...alerts, item];
      version += 1;
    },
  };
}

describe('the alerts dropdown', () => {
  let current: ReturnType<typeof server> | undefined;
  afterEach(() => current?.fake.uninstall());

  async function renderWith(alerts: AlertItem[], options?: { failLoads?: number }) {
    current = server(alerts, options);
    const view = renderShell(<AlertsMenu pollMs={40} />);
    await act(async () => {
      await view.store.dispatch(api.endpoints.loginCheck.initiate());
    });
    return view;
  }
  const button = () => screen.getByTestId('alerts-button');
  const items = () =>
    screen.queryAllByTestId('alert-item').map((item) => item.querySelector('p')?.textContent);

  it('shows markup in an alert as text, never as HTML', async () => {
    const hostile = {
      ...alert('1', '1', '<b>Bold</b>'),
      text: '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
    };
    await renderWith([hostile]);
    await waitFor(() => expect(screen.getByTestId('alerts-dot')).toBeTruthy());
    fireEvent.click(button());
    const menu = screen.getByTestId('alerts-menu');
    expect(within(menu).getByText('<b>Bold</b>')).toBeTruthy();
    expect(within(menu).getByText(hostile.text)).toBeTruthy();
    expect(menu.querySelector('img, script, b')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('offers no hide on priority 3 and hides the others', async () => {
    await renderWith([alert('1', '1'), alert('2', '3', 'Important')]);
    await waitFor(() => expect(screen.getByTestId('alerts-dot')).toBeTruthy());
    fireEvent.click(button());
    expect(items()).toEqual(['Important', 'Alert 1']);
    const [important, ordinary] = screen.getAllByTestId('alert-item');
    expect(within(important!).queryByTestId('alert-hide')).toBeNull();
    fireEvent.click(within(ordinary!).getByRole('button', { name: 'Hide the alert "Alert 1"' }));
    expect(items()).toEqual(['Important']);
    await waitFor(() => expect(current!.fake.paths()).toContain('/api/alert-hide/1/'));
    expect(screen.queryByTestId('alerts-empty')).toBeNull();
  });

  it('says "No alerts" and drops the dot once the last one is hidden', async () => {
    await renderWith([alert('4', '1')]);
    await waitFor(() => expect(screen.getByTestId('alerts-dot')).toBeTruthy());
    fireEvent.click(button());
    fireEvent.click(screen.getByTestId('alert-hide'));
    expect(screen.getByTestId('alerts-empty').textContent).toBe('No alerts');
    expect(screen.queryByTestId('alerts-dot')).toBeNull();
    await waitFor(() => expect(current!.fake.paths()).toContain('/api/alert-hide/4/'));
  });

  it('animates for priority 2 until opened, then marks them seen (2 becomes 1)', async () => {
    await renderWith([alert('5', '2')]);
    await waitFor(() => expect(button().dataset.animated).toBe('true'));
    fireEvent.click(button());
    expect(button().dataset.animated).toBe('false');
    await waitFor(() => expect(current!.fake.paths()).toContain('/api/alert-set-priority/2/1/'));
    expect(screen.getByTestId('alert-item').dataset.priority).toBe('1');
    fireEvent.click(button());
    expect(button().dataset.animated).toBe('false');
    expect(screen.getByTestId('alerts-dot')).toBeTruthy();
  });

  it('keeps animating for priority 3 and never calls set-priority without a 2', async () => {
    await renderWith([alert('7', '3')]);
    await waitFor(() => expect(button().dataset.animated).toBe('true'));
    fireEvent.click(button());
    fireEvent.click(button());
    expect(button().dataset.animated).toBe('true');
    expect(current!.fake.paths()).not.toContain('/api/alert-set-priority/2/1/');
  });

  it('checks for changes on a timer and reloads when the server says "update"', async () => {
    await renderWith([]);
    await waitFor(() =>
      expect(current!.fake.paths()).toContain('/api/alert-check/' + '0'.repeat(32) + '/'),
    );
    current!.publish(alert('9', '2', 'Fresh'));
    await waitFor(() => expect(screen.getByTestId('alerts-dot')).toBeTruthy());
    fireEvent.click(button());
    expect(items()).toEqual(['Fresh']);
  });

  it('tries a failed load again after the poll delay, showing the button meanwhile', async () => {
    await renderWith([alert('3', '1')], { failLoads: 2 });
    expect(button()).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('alerts-dot')).toBeTruthy(), { timeout: 2000 });
    const loads = current!.fake.paths().filter((path) => path === '/api/alert-get/k1/');
    expect(loads).toHaveLength(3);
  });

  it('is in the top bar only for a signed-in account outside access mode', () => {
    current = server([]);
    const props = { onLanguageClick: jest.fn(), onMenuClick: jest.fn() };
    const view = renderShell(<Topbar loggedIn accessMode={false} {...props} />);
    expect(screen.queryByTestId('alerts-button')).toBeTruthy();
    view.unmount();
    const inAccess = renderShell(<Topbar loggedIn accessMode {...props} />);
    expect(screen.queryByTestId('alerts-button')).toBeNull();
    inAccess.unmount();
    renderShell(<Topbar loggedIn={false} accessMode={false} {...props} />);
    expect(screen.queryByTestId('alerts-button')).toBeNull();
  });

  it('has every alert string in Russian and English', () => {
    expect(Object.keys(shellEn.alerts).sort()).toEqual(Object.keys(shellRu.alerts).sort());
    expect(shellRu.alerts.empty).toBe('Оповещений нет');
  });
});
