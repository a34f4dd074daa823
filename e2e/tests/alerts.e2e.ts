import { ALERT_POLL_MS, alertPaths } from '@gramota/contracts';
import type { Request } from 'playwright-core';
import { AlertsMenu } from '../pages/alerts.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { publishAlert, removeAlert } from '../support/operator';

const TEACHER = { email: 'alla@school.test', password: 'teacher password', name: 'Alla' };
const HOSTILE = '<img src=x onerror="document.title=\'hacked\'"> Новые шаблоны к 1 сентября';
/**
 * How long a wait for a poll's effect may last before the test gives up: generous, so a busy
 * machine never fails it. How many polls it took is what the test asserts (seed 000 §9: every 10 s).
 */
const POLL_WAIT_MS = 3 * ALERT_POLL_MS;
/** The poll's request, alert-check/<md5>/ (the list is read again when it answers 'update'). */
const CHECK_PATH = alertPaths.check('').slice(0, -1);
/** The list's request, alert-get/<user key>/. */
const GET_PATH = alertPaths.get('').slice(0, -1);

/** Issue 18: the operator publishes alerts from the command line; the teacher's top bar shows them. */
describe('Alerts published by the operator', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle, 'teacher');

  test('an alert appears within one poll, turns from 2 to 1 on open, hides; 3 stays; markup shows as text', async () => {
    await teacher.steps.registerAs(TEACHER.email, TEACHER.password, TEACHER.name);
    await teacher.shell.waitForArea('docs');
    const alerts = new AlertsMenu(teacher.page);
    await alerts.button.waitFor();
    expect(await alerts.dot.count()).toBe(0);
    expect(await alerts.emptyText()).toBe('No alerts');
    await alerts.close();

    publishAlert(handle.app, {
      title: 'Новое',
      text: HOSTILE,
      priority: '2',
      user: TEACHER.email,
    });
    // Within one poll: the first check the page sends after publishing answers 'update' and the
    // list is read again (a new list's fingerprint then starts a check of its own: not a poll).
    let pollsBeforeReload = 0;
    let reloaded = false;
    const countPolls = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(GET_PATH)) reloaded = true;
      else if (path.startsWith(CHECK_PATH) && !reloaded) pollsBeforeReload += 1;
    };
    teacher.page.on('request', countPolls);
    await alerts.dot.waitFor({ timeout: POLL_WAIT_MS });
    teacher.page.off('request', countPolls);
    expect(reloaded).toBe(true);
    expect(pollsBeforeReload).toBeLessThanOrEqual(1);
    expect(await alerts.isAnimated()).toBe(true);

    // Opening the dropdown turns '2' into '1': the bell stops swinging, the dot stays.
    expect(await alerts.alerts()).toEqual([{ title: 'Новое', text: HOSTILE, priority: '1' }]);
    expect(await alerts.menu.locator('img').count()).toBe(0);
    expect(await teacher.page.title()).not.toBe('hacked');
    await alerts.close();
    expect(await alerts.isAnimated()).toBe(false);
    expect(await alerts.dot.count()).toBe(1);
    // Seen stays seen: the server keeps it for the account.
    await teacher.page.reload();
    await alerts.dot.waitFor();
    expect(await alerts.isAnimated()).toBe(false);

    const importantId = publishAlert(handle.app, {
      title: 'Важно',
      text: 'Плановые работы в субботу',
      priority: '3',
    });
    await alerts.waitUntilAnimated(POLL_WAIT_MS);
    expect((await alerts.alerts()).map(({ title, priority }) => `${title} ${priority}`)).toEqual([
      'Важно 3',
      'Новое 1',
    ]);
    expect(await alerts.canHide('Важно')).toBe(false);

    await alerts.hide('Новое');
    expect((await alerts.alerts()).map(({ title }) => title)).toEqual(['Важно']);
    await alerts.close();
    // Priority 3 keeps the bell swinging while the dropdown is closed.
    expect(await alerts.isAnimated()).toBe(true);

    await teacher.page.reload();
    await alerts.dot.waitFor();
    expect((await alerts.alerts()).map(({ title }) => title)).toEqual(['Важно']);
    await alerts.close();

    removeAlert(handle.app, importantId);
    await alerts.dot.waitFor({ state: 'detached', timeout: POLL_WAIT_MS });
    expect(await alerts.emptyText()).toBe('No alerts');
  });
});
