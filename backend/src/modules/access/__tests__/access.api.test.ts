import {
  accountErrors,
  accountPaths,
  apiPaths,
  errorTexts,
  type AccessGrantAnswer,
  type AccessListAnswer,
  type ErrorAnswer,
  type LoginCheckAnswer,
} from '@gramota/contracts';
import sharp from 'sharp';
import { anonymousVisitor, profileOf, registeredVisitor } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';

const FORBIDDEN = {
  result: 'forbidden',
  error_code: 'forbidden',
  error_text: errorTexts.forbidden,
};
const errorOf = async (response: Response) => (await response.json()) as ErrorAnswer;

describe.each(databases)('granted access on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  async function grant(owner: Visitor, user: string, permissions: string) {
    const response = await owner.post(accountPaths.accessGrant, { user, permissions });
    expect(response.status).toBe(200);
    return ((await response.json()) as AccessGrantAnswer).grant;
  }

  async function switchInto(member: Visitor, ownerId: string) {
    const response = await member.post(accountPaths.accessSwitch, { owner_id: ownerId });
    expect(response.status).toBe(200);
    return (await response.json()) as { result: string; landing: string };
  }

  it('lets an owner grant, list, update and revoke access', async () => {
    const owner = await registeredVisitor(app, undefined, undefined, 'School 17');
    const member = await registeredVisitor(app, undefined, undefined, 'Maria');
    const memberId = (await profileOf(member)).id;

    const granted = await grant(
      owner,
      member.email.toUpperCase(),
      'docs_full, print_view,docs_full',
    );
    expect(granted).toMatchObject({
      member_id: memberId,
      member_name: 'Maria',
      member_email: member.email,
      permissions: ['print_view', 'docs_full'],
    });
    expect(new Date(granted.created).getTime()).not.toBeNaN();

    const list = (await (await owner.get(accountPaths.accessList)).json()) as AccessListAnswer;
    expect(list).toEqual({ result: 'success', grants: [granted] });

    const updated = await owner.postJson(accountPaths.accessUpdate, {
      grant_id: granted.id,
      permissions: ['settings_full', 'pay_full'],
    });
    expect(((await updated.json()) as AccessGrantAnswer).grant.permissions).toEqual([
      'pay_full',
      'settings_full',
    ]);

    // Granting again to the same person replaces the permissions.
    const again = await grant(owner, memberId, 'drive_view');
    expect(again).toMatchObject({ id: granted.id, permissions: ['drive_view'] });

    const revoked = await owner.post(accountPaths.accessRevoke, { grant_id: granted.id });
    expect(await revoked.json()).toEqual({ result: 'success' });
    expect(
      ((await (await owner.get(accountPaths.accessList)).json()) as AccessListAnswer).grants,
    ).toEqual([]);
  });

  it.each([
    ['no one', { permissions: 'docs_full' }, 400, undefined],
    [
      'an unknown e-mail',
      { user: 'nobody@example.com', permissions: 'docs_full' },
      404,
      'access_user_not_found',
    ],
    [
      'an unknown id',
      { user: '00000000-0000-0000-0000-000000000000', permissions: 'docs_full' },
      404,
      'access_user_not_found',
    ],
    ['no permissions', { user: 'MEMBER', permissions: '' }, 400, 'access_permissions_empty'],
    ['only commas', { user: 'MEMBER', permissions: ' , ,' }, 400, 'access_permissions_empty'],
    [
      'an unknown permission',
      { user: 'MEMBER', permissions: 'docs_full,admin' },
      400,
      'access_permissions_invalid',
    ],
  ])('refuses to grant to %s', async (_case, fields, status, code) => {
    const owner = await registeredVisitor(app);
    const member = await registeredVisitor(app);
    const placeholder = (fields as { user?: string }).user === 'MEMBER';
    const body = { ...fields, ...(placeholder ? { user: member.email } : {}) };
    const response = await owner.post(accountPaths.accessGrant, body);
    expect(response.status).toBe(status);
    const answer = await errorOf(response);
    expect(answer.result).toBe('error');
    if (code) expect(answer.error_code).toBe(code);
    expect(
      ((await (await owner.get(accountPaths.accessList)).json()) as AccessListAnswer).grants,
    ).toEqual([]);
  });

  it('refuses access to oneself and to anonymous accounts', async () => {
    const owner = await registeredVisitor(app);
    const self = await owner.post(accountPaths.accessGrant, {
      user: owner.email,
      permissions: 'docs_full',
    });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({
      result: 'error',
      error_code: 'access_self',
      error_text: accountErrors.access_self,
      name: 'user',
    });
    const anonymous = await anonymousVisitor(app);
    const byId = await owner.post(accountPaths.accessGrant, {
      user: (await profileOf(anonymous)).id,
      permissions: 'docs_full',
    });
    expect((await errorOf(byId)).error_code).toBe('access_user_not_found');

    const refused = await anonymous.get(accountPaths.accessList);
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).error_code).toBe('login_required');
  });

  it("switches a member into the owner's account with the grant's permissions, and back", async () => {
    const owner = await registeredVisitor(app, undefined, undefined, 'School 17');
    const ownerProfile = await profileOf(owner);
    const ownerKey = (await owner.loginCheck()).user_key;
    const member = await registeredVisitor(app, undefined, undefined, 'Maria');
    const memberProfile = await profileOf(member);
    const memberKey = (await member.loginCheck()).user_key;
    await grant(owner, member.email, 'docs_full,print_view');

    expect((await profileOf(member)).users_access).toEqual({
      [ownerProfile.id]: { name: 'School 17' },
    });
    expect(await switchInto(member, ownerProfile.id)).toEqual({
      result: 'success',
      landing: '/app/docs/',
    });

    expect(await member.loginCheck()).toEqual<LoginCheckAnswer>({
      result: 'success',
      login: true,
      user_key: ownerKey,
      is_access: 'true',
    });
    const seen = await profileOf(member);
    expect(seen).toMatchObject({
      id: ownerProfile.id,
      name: 'School 17',
      is_access: 'true',
      permissions_str: 'print_view,docs_full',
      users_access: {},
      oauth: {},
    });
    expect(seen.permissions).toEqual({
      pay_full: false,
      settings_full: false,
      workshop_full: false,
      print_view: true,
      drive_view: false,
      docs_full: true,
      storage_view: false,
      storage_edit: false,
    });
    // The member's own key opens nothing while switched: list URLs take the current account's.
    const ownKey = await member.get(apiPaths.profileGet(memberKey));
    expect(ownKey.status).toBe(403);

    const exit = await member.post(accountPaths.accessExit);
    expect(await exit.json()).toEqual({ result: 'success' });
    const back = await member.loginCheck();
    expect(back.is_access).toBe('false');
    expect((await profileOf(member)).id).toBe(memberProfile.id);
    const ownersProfile = await member.get(apiPaths.profileGet(ownerKey));
    expect(ownersProfile.status).toBe(403);
    expect(await ownersProfile.json()).toEqual(FORBIDDEN);
  });

  it('lands where the permissions decide (seed 000 §2 order)', async () => {
    const cases: Array<[string, string]> = [
      ['pay_full,settings_full', '/app/settings/'],
      ['pay_full', '/app/pay/'],
      ['workshop_full,print_view', '/app/pay/print/'],
      ['drive_view,pay_full', '/app/drive/'],
      ['storage_view', '/app/'],
    ];
    const member = await registeredVisitor(app);
    for (const [permissions, landing] of cases) {
      const owner = await registeredVisitor(app);
      await grant(owner, member.email, permissions);
      expect((await switchInto(member, (await profileOf(owner)).id)).landing).toBe(landing);
      await member.post(accountPaths.accessExit);
    }
  });

  it('needs settings_full to change the owner’s settings, and changes the owner’s then', async () => {
    const owner = await registeredVisitor(app);
    const ownerProfile = await profileOf(owner);
    const member = await registeredVisitor(app);
    const granted = await grant(owner, member.email, 'docs_full');
    await switchInto(member, ownerProfile.id);

    const refused = await member.post(apiPaths.profileSetSettings(), {
      settings: '{"docs_view":"list"}',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(FORBIDDEN);

    await owner.post(accountPaths.accessUpdate, {
      grant_id: granted.id,
      permissions: 'docs_full,settings_full',
    });
    // Checked on every request: the new permission counts at once.
    expect((await profileOf(member)).permissions_str).toBe('settings_full,docs_full');
    const allowed = await member.post(apiPaths.profileSetSettings(), {
      settings: '{"docs_view":"list"}',
    });
    expect(allowed.status).toBe(200);
    expect((await profileOf(owner)).settings).toEqual({ docs_view: 'list' });
    await member.post(accountPaths.accessExit);
    expect((await profileOf(member)).settings).toEqual({});
  });

  it('answers Forbidden on the profile pages and the access calls while switched', async () => {
    const owner = await registeredVisitor(app);
    const ownerId = (await profileOf(owner)).id;
    const member = await registeredVisitor(app);
    await grant(owner, member.email, PERMISSIONS_ALL);
    await switchInto(member, ownerId);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 4, background: '#c00' },
    })
      .png()
      .toBuffer();

    const calls: Array<Promise<Response>> = [
      member.post(accountPaths.profileSet, { name: 'Hacked' }),
      member.upload(accountPaths.profileUserpic, png),
      member.get(accountPaths.profileStamps),
      member.upload(accountPaths.profileStampUpload, png, { kind: 'stamp' }),
      member.post(accountPaths.profileStampRemove, { id: 'x' }),
      member.get(accountPaths.profileLicences),
      member.post(accountPaths.profileOauthDisconnect, { provider: 'idp' }),
      member.get(accountPaths.accessList),
      member.post(accountPaths.accessGrant, { user: owner.email, permissions: 'docs_full' }),
      member.post(accountPaths.accessUpdate, { grant_id: 'x', permissions: 'docs_full' }),
      member.post(accountPaths.accessRevoke, { grant_id: 'x' }),
      member.post(accountPaths.accessSwitch, { owner_id: ownerId }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(FORBIDDEN);
    }
    expect((await profileOf(owner)).name).toBe('');
  });

  it("ends a member's switch as soon as the owner revokes the grant", async () => {
    const owner = await registeredVisitor(app);
    const ownerKey = (await owner.loginCheck()).user_key;
    const member = await registeredVisitor(app);
    const memberKey = (await member.loginCheck()).user_key;
    const granted = await grant(owner, member.email, 'docs_full');
    await switchInto(member, (await profileOf(owner)).id);
    expect((await member.loginCheck()).user_key).toBe(ownerKey);

    await owner.post(accountPaths.accessRevoke, { grant_id: granted.id });
    expect(await member.loginCheck()).toMatchObject({ is_access: 'false', user_key: memberKey });
    expect((await member.get(apiPaths.profileGet(ownerKey))).status).toBe(403);
    expect((await profileOf(member)).users_access).toEqual({});
  });

  it('refuses to switch into an account without a grant', async () => {
    const stranger = await registeredVisitor(app);
    const member = await registeredVisitor(app);
    const response = await member.post(accountPaths.accessSwitch, {
      owner_id: (await profileOf(stranger)).id,
    });
    expect(response.status).toBe(403);
    expect((await member.loginCheck()).is_access).toBe('false');
    const missing = await member.post(accountPaths.accessSwitch, {});
    expect(missing.status).toBe(400);
  });

  it('only lets the owner update or revoke a grant', async () => {
    const owner = await registeredVisitor(app);
    const member = await registeredVisitor(app);
    const granted = await grant(owner, member.email, 'docs_full');
    const intruder = await registeredVisitor(app);
    const update = await intruder.post(accountPaths.accessUpdate, {
      grant_id: granted.id,
      permissions: 'pay_full',
    });
    expect(update.status).toBe(404);
    const revoke = await intruder.post(accountPaths.accessRevoke, { grant_id: granted.id });
    expect(revoke.status).toBe(404);
    expect(
      ((await (await owner.get(accountPaths.accessList)).json()) as AccessListAnswer).grants,
    ).toHaveLength(1);
  });
});

const PERMISSIONS_ALL =
  'pay_full,settings_full,workshop_full,print_view,drive_view,docs_full,storage_view,storage_edit';
