import { accountPaths, apiPaths } from '@gramota/contracts';
import { registeredVisitor } from '../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../test-support/test-app';

const POST_PATHS = [
  accountPaths.loginAuth,
  accountPaths.loginReg,
  accountPaths.loginQuick,
  accountPaths.loginQuickAuth,
  accountPaths.loginNewPwd,
  accountPaths.loginNewPwdAuth,
  accountPaths.loginNewPwdSetPwd,
  accountPaths.loginSetEmail,
  accountPaths.profileOauthDisconnect,
  accountPaths.profileSet,
  accountPaths.profileUserpic,
  accountPaths.profileStampUpload,
  accountPaths.profileStampRemove,
  accountPaths.accessGrant,
  accountPaths.accessUpdate,
  accountPaths.accessRevoke,
  accountPaths.accessSwitch,
  accountPaths.accessExit,
  apiPaths.profileSetSettings(),
];

/** Every field any account call reads, with a value of the wrong kind. */
const WRONG_TYPES = [
  {},
  [],
  'text',
  42,
  null,
  Object.fromEntries(
    [
      'email',
      'pwd',
      'name',
      'code',
      'user',
      'permissions',
      'grant_id',
      'owner_id',
      'provider',
      'id',
      'timezone',
      'kind',
      'settings',
    ].map((field) => [field, { nested: [1, 2] }]),
  ),
  Object.fromEntries(
    [
      'email',
      'pwd',
      'name',
      'code',
      'user',
      'permissions',
      'grant_id',
      'owner_id',
      'provider',
      'id',
      'timezone',
    ].map((field) => [field, ['a', 'b']]),
  ),
  Object.fromEntries(
    [
      'email',
      'pwd',
      'name',
      'code',
      'user',
      'permissions',
      'grant_id',
      'owner_id',
      'provider',
      'id',
      'timezone',
    ].map((field) => [field, 'x'.repeat(5000)]),
  ),
];

describe.each(databases)('account calls never answer 500 to bad input, on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers every wrong type, missing field and overlong value with a 4xx error shape', async () => {
    const visitor = await registeredVisitor(app);
    for (const path of POST_PATHS) {
      for (const body of WRONG_TYPES) {
        const response = await visitor.postJson(path, body);
        const answer = (await response.json()) as { result: string; error_text?: string };
        expect({ path, body, status: response.status < 500 }).toEqual({ path, body, status: true });
        if (response.status >= 400) expect(answer.error_text).toEqual(expect.any(String));
      }
      const malformed = await visitor.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' },
        body: '--garbage',
      });
      expect({ path, status: malformed.status < 500 }).toEqual({ path, status: true });
    }
    for (const query of ['', '?email[]=a', '?email=%00', `?email=${'a'.repeat(5000)}`]) {
      const response = await visitor.get(`${accountPaths.loginCheckEmail}${query}`);
      expect(response.status).toBe(400);
    }
  });
});
