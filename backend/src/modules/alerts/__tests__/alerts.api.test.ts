import {
  accountPaths,
  alertErrors,
  alertPaths,
  type AlertGetAnswer,
  type AlertPriority,
} from '@gramota/contracts';
import {
  anonymousVisitor,
  pendingVisitor,
  registeredVisitor,
  userByEmail,
} from '../../../test-support/accounts';
import { appForBlock, databases, readJson } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';
import { User } from '../../auth';
import { AlertsService } from '../alerts.service';

describe.each(databases)('the alert calls on %s', (kind) => {
  const app = appForBlock(kind);
  const service = () => new AlertsService(app.dataSource, app.clock.now);
  const publish = (title: string, priority: AlertPriority, userId: string | null = null) =>
    service().publish({ title, text: `${title}: text`, priority, userId });

  async function alertsOf(visitor: Visitor): Promise<AlertGetAnswer> {
    const { user_key } = await visitor.loginCheck();
    const response = await visitor.get(alertPaths.get(user_key));
    expect(response.status).toBe(200);
    return readJson<AlertGetAnswer>(response);
  }
  const titles = async (visitor: Visitor) =>
    Object.values((await alertsOf(visitor)).alerts)
      .sort((a, b) => Number(b.id) - Number(a.id))
      .map((alert) => `${alert.title} (${alert.priority})`);
  async function check(visitor: Visitor, md5: string) {
    const response = await visitor.get(alertPaths.check(md5));
    return { status: response.status, body: await readJson(response) };
  }
  async function call(visitor: Visitor, path: string) {
    const response = await visitor.get(path);
    return { status: response.status, body: await readJson(response) };
  }

  it('shows an account its own alerts and everyone’s, each with its priority, newest first', async () => {
    const anna = await registeredVisitor(app);
    const boris = await registeredVisitor(app);
    const annaId = (await userByEmail(app, anna.email)).id;
    await publish('Для всех', '1');
    await publish('Только Анне', '2', annaId);
    await publish('Важно', '3');

    const answer = await alertsOf(anna);
    expect(answer).toMatchObject({ result: 'success', pay_dot: '0' });
    expect(answer.md5).toMatch(/^[0-9a-f]{32}$/);
    const [first] = Object.values(answer.alerts);
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: expect.any(String),
      text: expect.stringContaining(': text'),
      priority: expect.stringMatching(/^[123]$/),
      time: expect.any(Number),
    });
    expect(await titles(anna)).toEqual(expect.arrayContaining(['Важно (3)', 'Только Анне (2)']));
    expect(await titles(boris)).not.toContain('Только Анне (2)');
    expect(await titles(boris)).toEqual(expect.arrayContaining(['Для всех (1)', 'Важно (3)']));
  });

  it('answers "update" to a check once anything changed: a new alert, seen priority, a hide', async () => {
    const teacher = await registeredVisitor(app);
    const { md5 } = await alertsOf(teacher);
    expect(await check(teacher, md5)).toEqual({ status: 200, body: { result: 'success' } });

    const alert = await publish('Новое', '2', (await userByEmail(app, teacher.email)).id);
    expect((await check(teacher, md5)).body).toEqual({ result: 'update' });
    const afterPublish = (await alertsOf(teacher)).md5;
    expect((await check(teacher, afterPublish)).body).toEqual({ result: 'success' });

    // Opening the dropdown: its '2' alerts become '1', for this account only.
    expect(await call(teacher, alertPaths.setPriority('2', '1'))).toEqual({
      status: 200,
      body: { result: 'success' },
    });
    expect((await alertsOf(teacher)).alerts[alert.id]).toMatchObject({ priority: '1' });
    expect((await check(teacher, afterPublish)).body).toEqual({ result: 'update' });
    const afterSeen = (await alertsOf(teacher)).md5;

    expect(await call(teacher, alertPaths.hide(String(alert.id)))).toEqual({
      status: 200,
      body: { result: 'success' },
    });
    expect((await alertsOf(teacher)).alerts[alert.id]).toBeUndefined();
    expect((await check(teacher, afterSeen)).body).toEqual({ result: 'update' });
    // Hiding again changes nothing and is not an error.
    expect((await call(teacher, alertPaths.hide(String(alert.id)))).status).toBe(200);
  });

  it('ends an alert at its end time and forgets a removed one', async () => {
    const teacher = await registeredVisitor(app);
    const userId = (await userByEmail(app, teacher.email)).id;
    const ending = await service().publish({
      title: 'До завтра',
      text: 'x',
      priority: '1',
      userId,
      endTime: app.clock.now().getTime() + 60_000,
    });
    const removed = await publish('Убрано', '1', userId);
    // Earlier tests published alerts for everyone; only this account's own are looked at here.
    const own = async () =>
      (await titles(teacher)).filter((title) => /Убрано|До завтра/.test(title));
    expect(await own()).toEqual(['Убрано (1)', 'До завтра (1)']);
    await service().remove(removed.id);
    app.clock.advance(61_000);
    expect(await own()).toEqual([]);
    expect((await call(teacher, alertPaths.hide(String(ending.id)))).status).toBe(404);
  });

  it('refuses to hide a priority 3 alert, other priority changes, bad fingerprints', async () => {
    const teacher = await registeredVisitor(app);
    const userId = (await userByEmail(app, teacher.email)).id;
    const important = await publish('Не скрыть', '3', userId);
    expect(await call(teacher, alertPaths.hide(String(important.id)))).toEqual({
      status: 400,
      body: {
        result: 'error',
        error_code: 'alert_not_hideable',
        error_text: alertErrors.alert_not_hideable,
      },
    });
    for (const [from, to] of [
      ['1', '2'],
      ['3', '1'],
      ['2', '3'],
      ['2', 'x'],
    ])
      expect(await call(teacher, alertPaths.setPriority(from!, to!))).toMatchObject({
        status: 400,
        body: { result: 'error', error_code: 'alert_bad_priority_change' },
      });
    for (const md5 of ['abc', 'Z'.repeat(32), `${'a'.repeat(32)}0`])
      expect(await check(teacher, md5)).toMatchObject({
        status: 400,
        body: { result: 'error', error_code: 'alert_bad_md5' },
      });
    expect(await titles(teacher)).toContain('Не скрыть (3)');
  });

  it('answers another account’s alert and a missing one alike: 404', async () => {
    const owner = await registeredVisitor(app);
    const stranger = await registeredVisitor(app);
    const theirs = await publish('Чужое', '1', (await userByEmail(app, owner.email)).id);
    for (const id of [String(theirs.id), '999999', 'abc', '0', '-1'])
      expect(await call(stranger, alertPaths.hide(id))).toMatchObject({
        status: 404,
        body: { result: 'error', error_code: 'alert_not_found' },
      });
    expect(await titles(owner)).toContain('Чужое (1)');
  });

  it('lets a visitor read everyone’s alerts without storing an account; keeping state needs one', async () => {
    const users = () => app.dataSource.getRepository(User).count();
    const visitor = await pendingVisitor(app);
    const before = await users();
    const answer = await alertsOf(visitor);
    expect(Object.values(answer.alerts).every((alert) => alert.title !== 'Только Анне')).toBe(true);
    expect((await check(visitor, answer.md5)).body).toEqual({ result: 'success' });
    expect(await users()).toBe(before);

    // A poll without any session (one a log-out just ended) starts none: no cookie is set, so it
    // cannot replace the session the page's own login-check is setting up at the same moment.
    const sessionless = await app.request(alertPaths.check(answer.md5));
    expect(sessionless.status).toBe(200);
    expect(sessionless.headers.get('set-cookie')).toBeNull();
    expect(await readJson(sessionless)).toEqual({ result: 'success' });

    const anonymous = await anonymousVisitor(app);
    const everyone = await publish('Всем', '2');
    for (const path of [alertPaths.setPriority('2', '1'), alertPaths.hide(String(everyone.id))])
      expect(await call(anonymous, path)).toMatchObject({
        status: 401,
        body: { error_code: 'login_required' },
      });
  });

  it('refuses another account’s key; a colleague switched into an account reads nothing and changes nothing (403)', async () => {
    const owner = await registeredVisitor(app);
    const colleague = await registeredVisitor(app);
    const { user_key: ownerKey } = await owner.loginCheck();
    expect((await colleague.get(alertPaths.get(ownerKey))).status).toBe(403);

    await owner.post(accountPaths.accessGrant, { user: colleague.email, permissions: 'docs_full' });
    const ownerId = (await userByEmail(app, owner.email)).id;
    expect((await colleague.post(accountPaths.accessSwitch, { owner_id: ownerId })).status).toBe(
      200,
    );
    const { md5 } = await alertsOf(owner);
    // Reading shows the colleague nothing of the owner's (a poll on its way at the switch still
    // answers), whatever changed for the owner.
    await publish('Только владельцу', '2', ownerId);
    const read = await call(colleague, alertPaths.get(ownerKey));
    expect(read).toMatchObject({ status: 200, body: { alerts: {} } });
    expect(await call(colleague, alertPaths.check(md5))).toEqual({
      status: 200,
      body: { result: 'success' },
    });
    for (const path of [alertPaths.setPriority('2', '1'), alertPaths.hide('1')])
      expect(await call(colleague, path)).toMatchObject({
        status: 403,
        body: { result: 'forbidden' },
      });
  });
});
