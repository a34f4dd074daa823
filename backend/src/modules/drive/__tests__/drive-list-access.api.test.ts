import { accountPaths, type DocsContextType, type DocsFormAction } from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import type { FormFields } from '../../../test-support/visitor';
import { answer, ids } from '../../../test-support/docs-test-kit';
import { DriveListClient } from './drive-list-test-kit';

type Action = [DocsContextType, DocsFormAction, FormFields];

describe.each(databases)('who may use the Drive screen calls, on %s', (kind) => {
  const app = appForBlock(kind);

  it('a stranger gets 404, a visitor 401, a member needs drive_view to see and to change', async () => {
    const owner = await DriveListClient.registered(app);
    const group = await owner.keptGroup(app, 'Грамоты');
    const folder = await owner.driveFolder('Папка');
    await owner.driveOk('doc', 'move', { data_id: group, folder_id: folder });
    const trashed = await owner.keptGroup(app, 'В корзине');
    await owner.driveOk('doc', 'remove', { data_id: trashed });
    const state = async () => [
      await (await owner.driveListRaw()).text(),
      await (await owner.driveListRaw({ folder })).text(),
      await (await owner.driveListRaw({ trash: 'true' })).text(),
    ];
    const before = await state();
    // Every action on the owner's things (the last two on the trash).
    const onOwners: Action[] = [
      ['doc', 'rename', { data_id: group, name: 'Чужое' }],
      ['folder', 'rename', { data_id: folder, name: 'Чужое' }],
      ['folder', 'folder-new', { name: 'Чужая', parent: folder }],
      ['mix', 'move', { data_id: `group:${group}`, folder_id: 'root' }],
      ['mix', 'remove', { data_id: `group:${group},folder:${folder}` }],
      ['trash', 'restore', { data_id: `group:${trashed}` }],
      ['trash', 'remove-trash', { data_id: `group:${trashed}` }],
    ];

    // Another teacher: the owner's ids are the same 404 as missing ones; their own Drive is empty.
    const stranger = await DriveListClient.registered(app);
    expect((await stranger.driveListRaw({ folder })).status).toBe(404);
    expect(await stranger.driveList()).toMatchObject({ folders: {}, documents: {} });
    for (const [type, action, fields] of onOwners)
      expect(await answer(await stranger.driveAction(type, action, fields))).toMatchObject({
        status: 404,
        body: { result: 'error', error_code: 'not_found' },
      });
    // Their own list call with the owner's key is refused too.
    expect((await new DriveListClient(stranger.visitor, owner.userKey).driveListRaw()).status).toBe(
      403,
    );
    await stranger.driveOk('trash', 'clear-trash');

    // A visitor without an account: asked to log in, for the list and every action.
    const visitor = await DriveListClient.anonymous(app);
    expect(await answer(await visitor.driveListRaw())).toMatchObject({
      status: 401,
      body: { error_code: 'login_required' },
    });
    for (const [type, action, fields] of [...onOwners, ['trash', 'clear-trash', {}] as Action])
      expect((await visitor.driveAction(type, action, fields)).status).toBe(401);

    // A colleague let in without drive_view: 'Forbidden' for the list and every action.
    const other = await DriveListClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: other.email,
      permissions: 'docs_full,storage_view,storage_edit',
    });
    await other.switchInto(await owner.userId());
    const withoutView = new DriveListClient(other.visitor, owner.userKey);
    expect(await answer(await withoutView.driveListRaw())).toMatchObject({
      status: 403,
      body: { error_code: 'forbidden', error_text: 'Forbidden' },
    });
    for (const [type, action, fields] of [...onOwners, ['trash', 'clear-trash', {}] as Action])
      expect(await answer(await withoutView.driveAction(type, action, fields))).toMatchObject({
        status: 403,
        body: { error_code: 'forbidden' },
      });
    expect(await state()).toEqual(before);

    // With drive_view the colleague sees the owner's Drive and changes it.
    const member = await DriveListClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: member.email,
      permissions: 'print_view,drive_view',
    });
    await member.switchInto(await owner.userId());
    const asOwner = new DriveListClient(member.visitor, owner.userKey);
    expect(await asOwner.driveList()).toEqual(await owner.driveList());
    expect(ids((await asOwner.driveList({ folder })).documents)).toEqual([group]);
    await asOwner.driveOk('doc', 'rename', { data_id: group, name: 'Грамоты 5 А' });
    await asOwner.driveOk('trash', 'restore', { data_id: `group:${trashed}` });
    const seen = await owner.driveList({ folder });
    expect(seen.documents[group]!.name).toBe('Грамоты 5 А');
    expect(ids((await owner.driveList()).documents)).toEqual([trashed]);
  });
});
