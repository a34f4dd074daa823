import {
  accountPaths,
  workshopErrors,
  workshopPaths,
  type ShareUsersAnswer,
} from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { anonymousVisitor, profileOf } from '../../../test-support/accounts';
import { madeForBlock } from '../../../test-support/made-for-block';
import { StandInEngine, WorkshopClient } from '../../../test-support/workshop-test-kit';
import { UsersService } from '../../auth';
import { SharingService } from '../sharing.service';

const formError = (status: number, code: keyof typeof workshopErrors, field?: string) => ({
  status,
  body: {
    result: 'error',
    error_code: code,
    error_text: workshopErrors[code],
    ...(field
      ? { name: field, tooltip: workshopErrors[code] }
      : { 'alert-text': workshopErrors[code] }),
  },
});

async function statusAndBody(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.each(databases)('sharing workshop templates and folders on %s', (kind) => {
  const app = appForBlock(kind, () => ({ renderEngine: new StandInEngine() }));
  // The app's share calls as mounted; what they store is read through a SharingService of its own
  // on the app's database (reads only: the same rows the app's sharing answers from).
  const sharing = madeForBlock(
    async () => new SharingService(app.dataSource, new UsersService(app.dataSource), app.clock.now),
    () => undefined,
  );

  async function ownerWithTemplates(count = 1) {
    const owner = await WorkshopClient.registered(app);
    if (count > 1) await owner.grantWorkshop(app);
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) ids.push(await owner.newTemplate());
    return { owner, ids };
  }

  const usersOf = async (client: WorkshopClient, dataId: string) =>
    (await (
      await client.visitor.get(workshopPaths.shareGetUsers(dataId))
    ).json()) as ShareUsersAnswer;

  it('adds a colleague by e-mail, who then sees the template as shared; edit, then remove', async () => {
    const { owner, ids } = await ownerWithTemplates();
    const colleague = await WorkshopClient.registered(app);
    const colleagueId = await colleague.userId();
    const dataId = `wsdoc:${ids[0]}`;

    expect(await usersOf(owner, dataId)).toEqual({
      result: 'success',
      share_type: 'users',
      users: [],
      link: '',
    });
    const added = await owner.visitor.get(
      workshopPaths.shareAddUser(dataId, 'users', { email: colleague.email.toUpperCase() }),
    );
    expect(await statusAndBody(added)).toEqual({ status: 200, body: { result: 'success' } });
    expect((await usersOf(owner, dataId)).users).toEqual([
      { id: colleagueId, email: colleague.email, name: expect.any(String), permission: 'view' },
    ]);
    expect(await sharing.sharedWith(colleagueId, 'workshop')).toEqual([
      {
        area: 'workshop',
        itemType: 'wsdoc',
        itemId: Number(ids[0]),
        ownerId: await owner.userId(),
        permission: 'view',
      },
    ]);
    const ownerId = await owner.userId();
    const mayUse = () =>
      sharing.mayUse(colleagueId, 'workshop', 'wsdoc', Number(ids[0]), 'users', ownerId);
    expect(await mayUse()).toBe('view');

    await owner.visitor.get(workshopPaths.shareSetUser(dataId, 'edit', colleagueId));
    expect(await mayUse()).toBe('edit');
    expect((await usersOf(owner, dataId)).users[0]!.permission).toBe('edit');

    const removed = await owner.visitor.get(
      workshopPaths.shareSetUser(dataId, 'remove', colleagueId),
    );
    expect(removed.status).toBe(200);
    expect(await sharing.sharedWith(colleagueId)).toEqual([]);
    expect(await mayUse()).toBeNull();
    expect((await usersOf(owner, dataId)).users).toEqual([]);
  });

  it('names the field at fault when adding: no such person, a visitor, oneself', async () => {
    const { owner, ids } = await ownerWithTemplates();
    const dataId = `wsdoc:${ids[0]}`;
    const visitor = await anonymousVisitor(app);
    const visitorId = (await profileOf(visitor)).id;
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    const add = (who: { email?: string; id?: string }) =>
      owner.visitor.get(workshopPaths.shareAddUser(dataId, 'users', who));
    expect(await statusAndBody(await add({ email: 'nobody@example.com' }))).toEqual(
      formError(400, 'share_user_missing', 'email'),
    );
    expect(await statusAndBody(await add({ id: visitorId }))).toEqual(
      formError(400, 'share_user_missing', 'id'),
    );
    expect(await statusAndBody(await add({ email: owner.email }))).toEqual(
      formError(400, 'share_self', 'email'),
    );
    expect(await statusAndBody(await add({}))).toEqual(formError(400, 'share_user_missing', 'id'));
    expect((await usersOf(owner, dataId)).users).toEqual([]);
  });

  it('answers a stranger on every share call exactly as a missing id, changing nothing', async () => {
    const { owner, ids } = await ownerWithTemplates();
    const stranger = await WorkshopClient.registered(app);
    const dataId = `wsdoc:${ids[0]}`;
    const calls = (id: string) => [
      workshopPaths.shareGetUsers(id),
      workshopPaths.shareSetType(id, 'others'),
      workshopPaths.shareAddUser(id, 'users', { email: stranger.email }),
      workshopPaths.shareSetUser(id, 'edit', '00000000-0000-0000-0000-000000000000'),
    ];
    const missing = formError(404, 'not_found', 'data_id');
    for (const path of [...calls(dataId), ...calls('wsdoc:99999999'), ...calls('folder:f99999999')])
      expect(await statusAndBody(await stranger.visitor.get(path))).toEqual(missing);
    expect(await usersOf(owner, dataId)).toMatchObject({ share_type: 'users', users: [] });
    expect(await sharing.sharedWith(await stranger.userId())).toEqual([]);

    // A visitor without an account: sign in first.
    const visitor = await anonymousVisitor(app);
    const answer = await visitor.get(workshopPaths.shareGetUsers(dataId));
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { error_code: string }).error_code).toBe('login_required');
  });

  it('refuses to edit a selection whose items have different access together', async () => {
    const { owner, ids } = await ownerWithTemplates(2);
    const [first, second] = ids as [string, string];
    await owner.visitor.get(workshopPaths.shareSetType(`wsdoc:${first}`, 'others'));
    const both = `wsdoc:${first},wsdoc:${second}`;
    const differentAccess = formError(400, 'different_access');
    for (const path of [
      workshopPaths.shareGetUsers(both),
      workshopPaths.shareSetType(both, 'link'),
      workshopPaths.shareAddUser(both, 'users', { email: 'x@example.com' }),
    ])
      expect(await statusAndBody(await owner.visitor.get(path))).toEqual(differentAccess);
    expect((await usersOf(owner, `wsdoc:${second}`)).share_type).toBe('users');
    expect((await owner.workshopList({ view: 'recent' })).documents[first]!.share_type).toBe(
      'others',
    );

    // The same type again: editable together.
    await owner.visitor.get(workshopPaths.shareSetType(`wsdoc:${second}`, 'others'));
    expect(await usersOf(owner, both)).toMatchObject({ share_type: 'others', users: [] });
    expect(
      await statusAndBody(
        await owner.visitor.get(workshopPaths.shareSetType(both, 'bogus' as 'users')),
      ),
    ).toEqual(formError(400, 'share_type_invalid', 'type'));
  });

  it('shares by an unguessable link that stops working when the type changes; others for every signed-in user', async () => {
    const { owner, ids } = await ownerWithTemplates();
    const ownerId = await owner.userId();
    const itemId = Number(ids[0]);
    const dataId = `wsdoc:${ids[0]}`;
    await owner.visitor.get(workshopPaths.shareSetType(dataId, 'link'));
    const { share_type, link } = await usersOf(owner, dataId);
    expect(share_type).toBe('link');
    const code = /\/app\/workshop\/shared\/([A-Za-z0-9_-]{22})\/$/.exec(link)?.[1];
    expect(link.startsWith(app.config.publicUrl)).toBe(true);
    expect(code).toBeDefined();
    expect((await usersOf(owner, dataId)).link).toBe(link);
    expect(await sharing.openLink('workshop', code!)).toEqual({
      area: 'workshop',
      itemType: 'wsdoc',
      itemId,
      ownerId,
    });

    const reader = await WorkshopClient.registered(app);
    const readerId = await reader.userId();
    const use = (shareType: 'users' | 'link' | 'others', withCode?: string) =>
      sharing.mayUse(readerId, 'workshop', 'wsdoc', itemId, shareType, ownerId, withCode);
    expect(await use('link', code)).toBe('view');
    expect(await use('link')).toBeNull();
    expect(await use('link', 'A'.repeat(22))).toBeNull();

    await owner.visitor.get(workshopPaths.shareSetType(dataId, 'others'));
    expect(await sharing.openLink('workshop', code!)).toBeNull();
    expect(await use('link', code)).toBeNull();
    expect(await use('others')).toBe('view');
    const visitor = await anonymousVisitor(app);
    const visitorId = (await profileOf(visitor)).id;
    expect(
      await sharing.mayUse(visitorId, 'workshop', 'wsdoc', itemId, 'others', ownerId),
    ).toBeNull();
    expect(await use('users')).toBeNull();
  });

  it('refuses a colleague switched in without workshop_full', async () => {
    const { owner, ids } = await ownerWithTemplates();
    await owner.grant(app, 'all-templates');
    const member = await WorkshopClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: member.email,
      permissions: 'print_view',
    });
    await member.visitor.post(accountPaths.accessSwitch, { owner_id: await owner.userId() });
    const answer = await member.visitor.get(
      workshopPaths.shareSetType(`wsdoc:${ids[0]}`, 'others'),
    );
    expect(answer.status).toBe(403);
    expect((await usersOf(owner, `wsdoc:${ids[0]}`)).share_type).toBe('users');
  });
});
