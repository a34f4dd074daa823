import { storagePaths } from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { ShareEntry, ShareLink } from '../../sharing';
import {
  answer,
  forbidden,
  loginRequired,
  memberOf,
  shareRefusal,
  StorageTeacher,
} from './storage-sharing-test-kit';

describe.each(databases)('the storage-share-* calls, on %s', (kind) => {
  const app = appForBlock(kind);
  const entries = () => app.dataSource.getRepository(ShareEntry);

  it('the owner sees the people, adds them by e-mail or id, sets view or edit, removes them', async () => {
    const owner = await StorageTeacher.registered(app);
    const colleague = await StorageTeacher.registered(app);
    const other = await StorageTeacher.registered(app);
    const folder = await owner.storageFolder('Class 5A');
    const file = await owner.keptFile(app, 'Диплом');
    const dataId = `folder:${folder}`;

    expect(await owner.usersOf(dataId)).toEqual({
      result: 'success',
      share_type: 'users',
      users: [],
      link: '',
    });
    await owner.shareOk(storagePaths.shareAddUser(dataId, 'users', { email: colleague.email }));
    await owner.shareOk(storagePaths.shareAddUser(dataId, 'users', { id: await other.userId() }));
    await owner.shareOk(storagePaths.shareSetUser(dataId, 'edit', await other.userId()));
    expect((await owner.usersOf(dataId)).users).toEqual([
      {
        id: await colleague.userId(),
        email: colleague.email,
        name: expect.any(String),
        permission: 'view',
      },
      {
        id: await other.userId(),
        email: other.email,
        name: expect.any(String),
        permission: 'edit',
      },
    ]);
    // A bare folder id names the same folder; the file keeps its own (empty) list.
    expect((await owner.usersOf(folder)).users).toHaveLength(2);
    expect((await owner.usersOf(`stdoc:${file}`)).users).toEqual([]);
    expect((await owner.usersOf(file)).share_type).toBe('users');

    // Adding someone already there is refused and changes nothing: one row, their permission kept.
    expect(
      await answer(
        await owner.get(
          storagePaths.shareAddUser(dataId, 'link', { email: other.email.toUpperCase() }),
        ),
      ),
    ).toEqual(shareRefusal(400, 'share_user_exists', 'email'));
    expect((await owner.usersOf(dataId)).share_type).toBe('users');
    expect((await owner.usersOf(dataId)).users.map((user) => user.permission)).toEqual([
      'view',
      'edit',
    ]);
    expect(await entries().countBy({ area: 'storage', itemType: 'folder' })).toBeGreaterThan(0);
    expect(
      await entries().countBy({
        area: 'storage',
        itemId: Number(folder.slice(1)),
        userId: await other.userId(),
      }),
    ).toBe(1);

    await owner.shareOk(storagePaths.shareSetUser(dataId, 'remove', await colleague.userId()));
    expect((await owner.usersOf(dataId)).users.map((user) => user.email)).toEqual([other.email]);

    // The type: link gives an absolute link to the storage's link page; users drops it.
    await owner.shareOk(storagePaths.shareSetType(dataId, 'link'));
    const { share_type, link } = await owner.usersOf(dataId);
    expect(share_type).toBe('link');
    expect(link).toMatch(
      new RegExp(
        `^${app.config.publicUrl.replace(/\/$/, '')}/app/storage/shared/[A-Za-z0-9_-]{22}/$`,
      ),
    );
    await owner.shareOk(storagePaths.shareSetType(dataId, 'others'));
    expect(await owner.usersOf(dataId)).toMatchObject({ share_type: 'others', link: '' });
    expect(await app.dataSource.getRepository(ShareLink).countBy({ area: 'storage' })).toBe(0);
    // Two items of different types are not edited together.
    expect(
      await answer(await owner.get(storagePaths.shareGetUsers(`${dataId},stdoc:${file}`))),
    ).toEqual({
      status: 400,
      body: {
        result: 'error',
        error_code: 'different_access',
        error_text: expect.any(String),
        'alert-text': expect.any(String),
      },
    });
  });

  it('refuses an unknown e-mail or id, oneself, a permission outside view/edit and ids of another owner', async () => {
    const owner = await StorageTeacher.registered(app);
    const stranger = await StorageTeacher.registered(app);
    const file = await owner.keptFile(app, 'Грамота');
    const foreign = await stranger.keptFile(app, 'Чужое');
    const dataId = `stdoc:${file}`;
    const call = async (path: string) => answer(await owner.get(path));

    expect(
      await call(storagePaths.shareAddUser(dataId, 'users', { email: 'nobody@example.com' })),
    ).toEqual(shareRefusal(400, 'share_user_missing', 'email'));
    expect(await call(storagePaths.shareAddUser(dataId, 'users', { id: 'no-such-id' }))).toEqual(
      shareRefusal(400, 'share_user_missing', 'id'),
    );
    // A visitor without an account is no one to share with.
    const visitor = await StorageTeacher.anonymous(app);
    expect(
      await call(storagePaths.shareAddUser(dataId, 'users', { id: await visitor.userId() })),
    ).toEqual(shareRefusal(400, 'share_user_missing', 'id'));
    expect(await call(storagePaths.shareAddUser(dataId, 'users', { email: owner.email }))).toEqual(
      shareRefusal(400, 'share_self', 'email'),
    );
    expect(
      await call(storagePaths.shareAddUser(dataId, 'users', { id: await owner.userId() })),
    ).toEqual(shareRefusal(400, 'share_self', 'id'));
    await owner.share(dataId, stranger);
    expect(
      await call(storagePaths.shareSetUser(dataId, 'admin' as 'edit', await stranger.userId())),
    ).toEqual(shareRefusal(400, 'share_type_invalid', 'type'));
    expect(await call(storagePaths.shareSetType(dataId, 'public' as 'link'))).toEqual(
      shareRefusal(400, 'share_type_invalid', 'type'),
    );
    expect(
      await call(storagePaths.shareAddUser(dataId, 'all' as 'users', { email: stranger.email })),
    ).toEqual(shareRefusal(400, 'share_type_invalid', 'share_type'));
    // Someone not on the list, another owner's file, a missing one, a malformed one.
    expect(
      await call(storagePaths.shareSetUser(dataId, 'edit', await visitor.userId())),
    ).toMatchObject({ status: 404, body: { error_code: 'not_found', name: 'user' } });
    for (const id of [`stdoc:${foreign}`, foreign, 'stdoc:99999999', 'folder:f99999999', 'x:1'])
      expect(await call(storagePaths.shareGetUsers(id))).toEqual(
        shareRefusal(404, 'not_found', 'data_id'),
      );
    expect(await call(storagePaths.shareSetType(`${dataId},stdoc:${foreign}`, 'others'))).toEqual(
      shareRefusal(404, 'not_found', 'data_id'),
    );
    expect(await call(storagePaths.shareGetUsers(''))).toEqual(
      shareRefusal(400, 'selection_empty', 'data_id'),
    );
    // Nothing changed: one person, view, type users; the stranger's file untouched.
    expect(await owner.usersOf(dataId)).toMatchObject({
      share_type: 'users',
      users: [{ email: stranger.email, permission: 'view' }],
    });
    expect((await stranger.usersOf(`stdoc:${foreign}`)).share_type).toBe('users');
  });

  it('only the owner shares: a recipient (even with edit), a stranger get 404, a visitor 401; a member needs storage_edit', async () => {
    const owner = await StorageTeacher.registered(app);
    const editor = await StorageTeacher.registered(app);
    const viewer = await StorageTeacher.registered(app);
    const stranger = await StorageTeacher.registered(app);
    const folder = await owner.storageFolder('Общая');
    const dataId = `folder:${folder}`;
    await owner.share(dataId, editor, 'edit');
    await owner.share(dataId, viewer, 'view');
    const before = await owner.usersOf(dataId);

    const calls = [
      storagePaths.shareGetUsers(dataId),
      storagePaths.shareSetType(dataId, 'others'),
      storagePaths.shareAddUser(dataId, 'users', { email: stranger.email }),
      storagePaths.shareSetUser(dataId, 'edit', await viewer.userId()),
      storagePaths.shareSetUser(dataId, 'remove', await editor.userId()),
    ];
    for (const client of [editor, viewer, stranger])
      for (const path of calls)
        expect(await answer(await client.get(path))).toEqual(
          shareRefusal(404, 'not_found', 'data_id'),
        );
    const visitor = await StorageTeacher.anonymous(app);
    for (const path of calls)
      expect(await answer(await visitor.get(path))).toMatchObject(loginRequired);

    for (const permissions of ['docs_full', 'storage_view'])
      for (const path of calls)
        expect(
          await answer(await (await memberOf(app, owner, permissions)).get(path)),
        ).toMatchObject(forbidden);
    expect(await owner.usersOf(dataId)).toEqual(before);

    // A member with storage_edit shares the owner's items as the owner would.
    const member = await memberOf(app, owner, 'storage_view,storage_edit');
    expect(await member.usersOf(dataId)).toEqual(before);
    await member.shareOk(storagePaths.shareSetUser(dataId, 'remove', await viewer.userId()));
    expect((await owner.usersOf(dataId)).users.map((user) => user.email)).toEqual([editor.email]);
  });
});
