import { appForBlock, databases } from '../../../test-support/test-app';
import { User } from '../../auth';
import { StorageTeacher } from './storage-sharing-test-kit';

describe.each(databases)(
  'the owner sees in the trash who moved a shared item there, on %s',
  (kind) => {
    const app = appForBlock(kind);

    it('a colleague with edit moves the shared folder (and a file inside it) to the trash: the owner’s trash names them; the owner’s own trashing names no one', async () => {
      const owner = await StorageTeacher.registered(app);
      const folder = await owner.storageFolder('Грамоты 5А');
      const inner = await owner.storageFolder('Четверть 1', folder);
      const file = await owner.fileIn(app, inner, 'Диплом Иванова');
      const own = await owner.storageFolder('Моё');
      const editor = await StorageTeacher.registered(app);
      await app.dataSource
        .getRepository(User)
        .update({ id: await editor.userId() }, { name: 'Марина Петровна' });
      await owner.share(`folder:${folder}`, editor, 'edit');
      const marina = { name: 'Марина Петровна', email: editor.email };

      // Inside the shared folder: a file, then the shared folder itself.
      await editor.storageOk('doc', 'remove', { data_id: file });
      await editor.storageOk('folder', 'remove', { data_id: folder });
      await owner.storageOk('folder', 'remove', { data_id: own });

      const trash = await owner.storageList({ trash: true });
      expect(trash.folders[folder]).toMatchObject({ name: 'Грамоты 5А', trashed_by: marina });
      expect(trash.documents[file]).toMatchObject({ name: 'Диплом Иванова', trashed_by: marina });
      expect(trash.folders[own]!.trashed_by).toBeUndefined();
      // Only the trash says it: the owner's other lists do not carry it.
      expect(JSON.stringify(await owner.storageList())).not.toContain('trashed_by');

      // Restored and trashed again by the owner: no one else is named any more.
      await owner.storageOk('folder', 'restore', { data_id: folder });
      await owner.storageOk('folder', 'remove', { data_id: folder });
      expect(
        (await owner.storageList({ trash: true })).folders[folder]!.trashed_by,
      ).toBeUndefined();
    });
  },
);
