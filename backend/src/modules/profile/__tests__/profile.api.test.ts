import {
  apiPaths,
  errorTexts,
  type ErrorAnswer,
  type ProfileAnswer,
  type SetSettingsAnswer,
} from '@gramota/contracts';
import { User } from '../../auth';
import {
  databases,
  newVisitor,
  readJson,
  startTestApp,
  type TestApp,
} from '../../../test-support/test-app';

describe.each(databases)('profile over HTTP on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  const storedSettings = async (userKey: string) =>
    JSON.parse(
      (await app.dataSource.getRepository(User).findOneByOrFail({ apiKey: userKey })).settings,
    );

  const setSettings = (
    cookie: string,
    body: string,
    contentType = 'application/x-www-form-urlencoded',
  ) =>
    app.request(apiPaths.profileSetSettings(), {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': contentType },
      body,
    });

  const form = (settings: string) => `settings=${encodeURIComponent(settings)}`;

  it('answers the own profile with every field the seeds read', async () => {
    const { cookie, userKey } = await newVisitor(app);
    const response = await app.request(apiPaths.profileGet(userKey), { cookie });
    expect(response.status).toBe(200);
    const profile = await readJson<ProfileAnswer>(response);
    expect(profile).toMatchObject({
      result: 'success',
      name: '',
      email: '',
      userpic: '',
      login: false,
      settings: {},
      is_access: 'false',
      permissions_str: '',
      users_access: {},
      dev: '',
      currency: 'RUB',
      is_workshop_pay: '0',
      timezone: 'Europe/Moscow',
      oauth: {},
      yadisk: false,
    });
    expect(profile.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.values(profile.permissions).every((flag) => flag === false)).toBe(true);
    expect(profile.permissions).toHaveProperty('docs_full');
  });

  it("refuses another user's key with 403 forbidden", async () => {
    const alice = await newVisitor(app);
    const bob = await newVisitor(app);
    const response = await app.request(apiPaths.profileGet(alice.userKey), { cookie: bob.cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      result: 'forbidden',
      error_code: 'forbidden',
      error_text: errorTexts.forbidden,
    });
  });

  it('saves settings sent form-encoded, merges later changes, and profile-get returns them', async () => {
    const { cookie, userKey } = await newVisitor(app);
    const first = await setSettings(cookie, form('{"docs_view":"list","sidebar":"none"}'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      result: 'success',
      settings: { docs_view: 'list', sidebar: 'none' },
    });

    const second = await setSettings(cookie, form('{"sidebar":"open","toast_disable_login":true}'));
    expect((await readJson<SetSettingsAnswer>(second)).settings).toEqual({
      docs_view: 'list',
      sidebar: 'open',
      toast_disable_login: true,
    });

    const profile = await readJson<ProfileAnswer>(
      await app.request(apiPaths.profileGet(userKey), { cookie }),
    );
    expect(profile.settings).toEqual({
      docs_view: 'list',
      sidebar: 'open',
      toast_disable_login: true,
    });
  });

  it('accepts a JSON body with the settings as a string or as an object', async () => {
    const { cookie, userKey } = await newVisitor(app);
    await setSettings(
      cookie,
      JSON.stringify({ settings: '{"ready_view":"list"}' }),
      'application/json',
    );
    const response = await setSettings(
      cookie,
      JSON.stringify({ settings: { pwa_promo: true } }),
      'application/json',
    );
    expect(response.status).toBe(200);
    expect(await storedSettings(userKey)).toEqual({ ready_view: 'list', pwa_promo: true });
  });

  it("changes only the caller's own settings", async () => {
    const alice = await newVisitor(app);
    const bob = await newVisitor(app);
    await setSettings(alice.cookie, form('{"docs_view":"list"}'));
    expect(await storedSettings(bob.userKey)).toEqual({});
  });

  it('keeps both of two changes sent at the same time', async () => {
    const { cookie, userKey } = await newVisitor(app);
    const responses = await Promise.all([
      setSettings(cookie, form('{"docs_view":"list"}')),
      setSettings(cookie, form('{"ready_view":"list"}')),
      setSettings(cookie, form('{"storage_view":"list"}')),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await storedSettings(userKey)).toEqual({
      docs_view: 'list',
      ready_view: 'list',
      storage_view: 'list',
    });
  });

  it.each([
    ['invalid JSON', form('{docs_view:'), 'settings is not valid JSON'],
    ['an unknown key', form('{"is_admin":true}'), 'Unknown setting: is_admin'],
    ['a wrong type', form('{"hide_select_panel":"yes"}'), /hide_select_panel/],
    ['a wrong enum value', form('{"docs_view":"huge"}'), /docs_view/],
    ['a non-object', form('[1,2,3]'), 'settings must be a JSON object'],
    ['a number', '{"settings":5}', 'settings must be a JSON string of an object'],
    ['no settings field', 'other=1', 'settings is required'],
  ])('refuses %s with 400 and saves nothing', async (_case, body, message) => {
    const { cookie, userKey } = await newVisitor(app);
    await setSettings(cookie, form('{"docs_view":"list"}'));
    const contentType = body.startsWith('{')
      ? 'application/json'
      : 'application/x-www-form-urlencoded';
    const response = await setSettings(cookie, body, contentType);
    expect(response.status).toBe(400);
    const answer = await readJson<ErrorAnswer>(response);
    expect(answer.result).toBe('error');
    if (typeof message === 'string') expect(answer.error_text).toBe(message);
    else expect(answer.error_text).toMatch(message);
    expect(await storedSettings(userKey)).toEqual({ docs_view: 'list' });
  });

  it('refuses a partly valid object as a whole', async () => {
    const { cookie, userKey } = await newVisitor(app);
    const response = await setSettings(cookie, form('{"docs_view":"list","nope":1}'));
    expect(response.status).toBe(400);
    expect(await storedSettings(userKey)).toEqual({});
  });

  it('answers GET on the POST-only settings call with 405 JSON', async () => {
    const { cookie } = await newVisitor(app);
    const response = await app.request(apiPaths.profileSetSettings(), { cookie });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
    expect(await response.json()).toEqual({ result: 'error', error_text: 'Method not allowed' });
  });
});
