import { docsErrors, type DocsErrorCode } from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { answer, ids } from '../../../test-support/docs-test-kit';
import { DriveListClient } from './drive-list-test-kit';

/** The seeds' form error: the code, its text, the field at fault. */
const refusal = (code: DocsErrorCode, name = 'data_id') => ({
  result: 'error',
  error_code: code,
  error_text: docsErrors[code],
  name,
  tooltip: docsErrors[code],
});

const EMPTY = { result: 'success', folders: {}, documents: {}, path: [] };

describe.each(databases)('the Drive: lists, folders, trash and form actions on %s', (kind) => {
  const app = appForBlock(kind);

  it('the owner keeps groups in folders, renames, moves, trashes, restores and deletes them', async () => {
    const teacher = await DriveListClient.registered(app);
    expect(await teacher.driveList()).toEqual(EMPTY);
    const older = await teacher.keptGroup(app, 'Грамоты 5 А', 10);
    const newer = await teacher.keptGroup(app, 'Дипломы 6 Б');
    const klass = await teacher.driveFolder('Class 5A');
    expect(klass).toMatch(/^f\d+$/);

    const root = await teacher.driveList();
    expect(root.folders).toEqual({
      [klass]: { id: klass, name: 'Class 5A', parent: null, time: expect.any(Number) },
    });
    expect(ids(root.documents)).toEqual([older, newer].sort());
    // No file made yet: nothing counted, nothing to show; the key opens the group page.
    expect(root.documents[older]).toEqual({
      id: older,
      key: expect.stringMatching(/^[\w-]{22}$/),
      name: 'Грамоты 5 А',
      time: expect.any(Number),
      folder: null,
      count: 0,
      ready: 0,
      thum: '',
    });
    expect(root.documents[older]!.time).toBeLessThan(root.documents[newer]!.time);
    expect((await teacher.group(root.documents[older]!.key, older)).status).toBe(200);

    // Into a folder; the folder view has breadcrumbs, a folder inside it too.
    await teacher.driveOk('mix', 'move', { data_id: `group:${older}`, folder_id: klass });
    expect(ids((await teacher.driveList()).documents)).toEqual([newer]);
    const inner = await teacher.driveFolder('Term 1', klass);
    const inside = await teacher.driveList({ folder: klass });
    expect(ids(inside.documents)).toEqual([older]);
    expect(inside.documents[older]!.folder).toBe(klass);
    expect(ids(inside.folders)).toEqual([inner]);
    expect(inside.path).toEqual([{ id: klass, name: 'Class 5A' }]);
    expect((await teacher.driveList({ folder: inner })).path).toEqual([
      { id: klass, name: 'Class 5A' },
      { id: inner, name: 'Term 1' },
    ]);
    // One group alone is the 'doc' context type, as in every file area.
    await teacher.driveOk('doc', 'move', { data_id: newer, folder_id: inner });
    await teacher.driveOk('doc', 'move', { data_id: newer, folder_id: 'root' });

    // Renaming a group and a folder; the search finds them by name (3+ characters, any case).
    await teacher.driveOk('doc', 'rename', { data_id: older, name: 'Грамоты 5 В' });
    await teacher.driveOk('folder', 'rename', { data_id: klass, name: 'Class 6A' });
    const found = await teacher.driveList({ sq: 'грамоты 5 в' });
    expect(ids(found.documents)).toEqual([older]);
    expect(found.documents[older]!.name).toBe('Грамоты 5 В');
    expect(ids((await teacher.driveList({ sq: 'ss 6A' })).folders)).toEqual([klass]);
    expect(await teacher.driveList({ sq: 'ничего такого' })).toEqual(EMPTY);

    // The folder goes to the trash with what is inside; the trash lists the folder alone.
    await teacher.driveOk('folder', 'remove', { data_id: klass });
    expect(ids((await teacher.driveList()).folders)).toEqual([]);
    const trash = await teacher.driveList({ folder: 'trash' });
    expect([ids(trash.folders), ids(trash.documents)]).toEqual([[klass], []]);
    expect(await teacher.driveList({ trash: true })).toEqual(trash);
    expect(await teacher.driveList({ folder: 'trash', sq: 'Class' })).toEqual(trash);
    expect(await teacher.driveList({ trash: true, sq: 'Term' })).toEqual(EMPTY);
    expect(await answer(await teacher.driveListRaw({ folder: klass }))).toEqual({
      status: 400,
      body: refusal('in_trash', 'folder'),
    });

    const restored = await teacher.driveOk('trash', 'restore', { data_id: `folder:${klass}` });
    expect(restored).toEqual({ result: 'success', location: '/app/drive/' });
    expect(ids((await teacher.driveList({ folder: klass })).documents)).toEqual([older]);

    // A group trashed on its own, its folder deleted forever: restoring it brings it to the root.
    await teacher.driveOk('doc', 'remove', { data_id: older });
    await teacher.driveOk('folder', 'remove', { data_id: klass });
    await teacher.driveOk('trash', 'remove-trash', { data_id: `folder:${klass}` });
    const back = await teacher.driveOk('trash', 'restore', { data_id: `group:${older}` });
    expect(back).toMatchObject({
      location: '/app/drive/',
      restored_to_root: [`doc:${older}`],
      notice: 'Some groups went back to the Drive: their folder is gone',
    });
    expect((await teacher.driveList()).documents[older]!.folder).toBeNull();

    // Deleted forever, one by one and by clearing the trash.
    await teacher.driveOk('mix', 'remove', { data_id: `group:${older},group:${newer}` });
    await teacher.driveOk('trash', 'remove-trash', { data_id: `group:${older}` });
    expect(ids((await teacher.driveList({ trash: true })).documents)).toEqual([newer]);
    expect((await teacher.group(root.documents[older]!.key, older)).status).toBe(404);
    await teacher.driveOk('trash', 'clear-trash');
    expect(await teacher.driveList({ trash: true })).toEqual(EMPTY);
    expect(await teacher.driveList({ nocache: true })).toEqual(EMPTY);
  });

  it('refuses bad searches, selections, names and targets, changing nothing', async () => {
    const teacher = await DriveListClient.registered(app);
    const group = await teacher.keptGroup(app, 'Грамоты');
    const folder = await teacher.driveFolder('Папка');
    const inner = await teacher.driveFolder('Внутри', folder);
    const trashed = await teacher.driveFolder('В корзине');
    await teacher.driveOk('folder', 'remove', { data_id: trashed });
    const state = async () => [
      await (await teacher.driveListRaw()).text(),
      await (await teacher.driveListRaw({ folder })).text(),
      await (await teacher.driveListRaw({ trash: 'true' })).text(),
    ];
    const before = await state();

    const list = async (query: Record<string, string>) => answer(await teacher.driveListRaw(query));
    expect(await list({ sq: 'ab' })).toEqual({
      status: 400,
      body: refusal('search_too_short', 'sq'),
    });
    expect(await list({ sq: 'я'.repeat(101) })).toEqual({
      status: 400,
      body: refusal('search_too_long', 'sq'),
    });
    expect(await list({ nocache: 'maybe' })).toEqual({
      status: 400,
      body: refusal('action_invalid', 'nocache'),
    });
    expect(await list({ trash: 'yes' })).toEqual({
      status: 400,
      body: refusal('action_invalid', 'trash'),
    });
    for (const missing of ['f999999', 'abc', '12', 'f1x'])
      expect(await list({ folder: missing })).toEqual({
        status: 404,
        body: refusal('not_found', 'folder'),
      });

    const action = async (...args: Parameters<DriveListClient['driveAction']>) =>
      answer(await teacher.driveAction(...args));
    const cases: [Parameters<DriveListClient['driveAction']>, number, object][] = [
      [['doc', 'rename', { data_id: group, name: '  ' }], 400, refusal('name_empty', 'name')],
      [
        ['doc', 'rename', { data_id: group, name: 'я'.repeat(201) }],
        400,
        refusal('doc_name_too_long', 'name'),
      ],
      [
        ['folder', 'rename', { data_id: folder, name: 'я'.repeat(101) }],
        400,
        refusal('name_too_long', 'name'),
      ],
      [['doc', 'rename', { data_id: group, name: '<b>x</b>' }], 400, refusal('name_html', 'name')],
      [['folder', 'folder-new', { name: '' }], 400, refusal('name_empty', 'name')],
      [['mix', 'rename', { data_id: `group:${group}`, name: 'X' }], 400, refusal('rename_one')],
      [['mix', 'remove', { data_id: '' }], 400, refusal('selection_empty')],
      [['mix', 'remove', { data_id: `group:abc` }], 400, refusal('selection_invalid')],
      [['mix', 'remove', { data_id: `wsdoc:${group}` }], 400, refusal('selection_invalid')],
      [['mix', 'remove', { data_id: 'group:999999' }], 404, refusal('not_found')],
      [
        ['folder', 'move', { data_id: folder, folder_id: inner }],
        400,
        refusal('move_into_itself', 'folder_id'),
      ],
      [
        ['doc', 'move', { data_id: group, folder_id: trashed }],
        400,
        refusal('in_trash', 'folder_id'),
      ],
      [
        ['doc', 'move', { data_id: group, folder_id: 'f999999' }],
        404,
        refusal('not_found', 'folder_id'),
      ],
      [
        ['folder', 'folder-new', { name: 'X', parent: trashed }],
        400,
        refusal('in_trash', 'parent'),
      ],
      [['trash', 'restore', { data_id: `group:${group}` }], 400, refusal('not_in_trash')],
      [['trash', 'remove-trash', { data_id: `folder:${folder}` }], 400, refusal('not_in_trash')],
      [['folder', 'remove', { data_id: trashed }], 400, refusal('already_in_trash')],
      [['trash', 'rename', { data_id: `group:${group}`, name: 'X' }], 400, refusal('in_trash')],
    ];
    for (const [args, status, body] of cases)
      expect(await action(...args)).toEqual({ status, body });
    expect(await state()).toEqual(before);
  });
});
