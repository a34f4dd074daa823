import { appForBlock, databases } from '../../../test-support/test-app';
import { ids } from '../../../test-support/docs-test-kit';
import { StorageDocument, storageName } from '../storage-document.entity';
import { StorageClient } from './storage-test-kit';

// storage-get?sq= through the name search index of migration 1767500000000 (an FTS5 trigram
// table on SQLite, a pg_trgm index on PostgreSQL) and name_lower LIKE: what it finds, and that
// every change of a name or of the trash reaches it, through the owner's answer cache too (the
// account's list version, bumped by the same migration's triggers).
describe.each(databases)('the storage name search on %s', (kind) => {
  const app = appForBlock(kind);
  const found = async (teacher: StorageClient, sq: string) =>
    ids((await teacher.storageList({ sq })).documents);

  it('finds Cyrillic names in any case, and a phrase across words and quotes', async () => {
    const teacher = await StorageClient.registered(app);
    const ivanov = await teacher.keptFile(app, 'Грамота Иванову Ёжику');
    const letter = await teacher.keptFile(app, 'Письмо «Лучший класс» "5Б"');
    await teacher.keptFile(app, 'Диплом Петрову');
    expect(await found(teacher, 'ИВАНОВ')).toEqual([ivanov]);
    expect(await found(teacher, 'ёжик')).toEqual([ivanov]);
    expect(await found(teacher, 'та Ива')).toEqual([ivanov]);
    expect(await found(teacher, 'ший кл')).toEqual([letter]);
    // A double quote is a character to find, not the end of the index's phrase.
    expect(await found(teacher, '"5б"')).toEqual([letter]);
    expect(await found(teacher, '" 5')).toEqual([]);
    expect(await found(teacher, 'сидоров')).toEqual([]);
  });

  it("takes the teacher's % and _ literally", async () => {
    const teacher = await StorageClient.registered(app);
    const percent = await teacher.keptFile(app, 'Отчёт 100% готов');
    const underscore = await teacher.keptFile(app, 'Список 5_А класса');
    const plain = await teacher.keptFile(app, 'Список 5ХА и 1000 готово');
    expect(await found(teacher, '0% г')).toEqual([percent]);
    expect(await found(teacher, '5_а')).toEqual([underscore]);
    expect(await found(teacher, '00%')).toEqual([percent]);
    expect(await found(teacher, '10%')).toEqual([]);
    expect(await found(teacher, '1_0')).toEqual([]);
    expect(await found(teacher, '%%%')).toEqual([]);
    expect(await found(teacher, '___')).toEqual([]);
    expect(await found(teacher, '5ха')).toEqual([plain]);
  });

  it('follows renames, the trash, restoring and deleting forever; finds only the account’s files', async () => {
    const teacher = await StorageClient.registered(app);
    const other = await StorageClient.registered(app);
    const file = await teacher.keptFile(app, 'Olympiad winner certificate');
    const foreign = await other.keptFile(app, 'Olympiad winner certificate');
    const folder = await teacher.storageFolder('Olympiad folder');
    expect(await found(teacher, 'olympiad')).toEqual([file]);
    expect(await found(other, 'olympiad')).toEqual([foreign]);
    expect(ids((await teacher.storageList({ sq: 'olympiad' })).folders)).toEqual([folder]);

    // Renamed: found by the new name only.
    await teacher.storageOk('doc', 'rename', { data_id: file, name: 'Contest diploma' });
    expect(await found(teacher, 'olympiad')).toEqual([]);
    expect(await found(teacher, 'contest')).toEqual([file]);
    if (kind === 'sqlite') {
      // The index itself follows (its update trigger), not only the LIKE that checks it.
      const indexed = async (phrase: string) =>
        (
          (await app.dataSource.query(
            'SELECT rowid AS id FROM storage_documents_name_search WHERE storage_documents_name_search MATCH ?',
            [phrase],
          )) as Array<{ id: number }>
        ).map((row) => String(row.id));
      expect(await indexed('"contest"')).toEqual([file]);
      expect(await indexed('"olympiad"')).toEqual([foreign]);
    }

    // Trashed (on its own, and with its folder): out of the search; restored: back.
    await teacher.storageOk('doc', 'remove', { data_id: file });
    expect(await found(teacher, 'contest')).toEqual([]);
    await teacher.storageOk('trash', 'restore', { data_id: `stdoc:${file}` });
    expect(await found(teacher, 'contest')).toEqual([file]);
    await teacher.storageOk('mix', 'move', { data_id: `stdoc:${file}`, folder_id: folder });
    await teacher.storageOk('folder', 'remove', { data_id: folder });
    expect(await teacher.storageList({ sq: 'contest' })).toEqual({
      result: 'success',
      folders: {},
      documents: {},
      path: [],
    });
    expect(ids((await teacher.storageList({ sq: 'olympiad' })).folders)).toEqual([]);

    // Deleted forever: gone for good; the other account's file stays found.
    await teacher.storageOk('trash', 'clear-trash');
    expect(await found(teacher, 'contest')).toEqual([]);
    expect(await found(other, 'olympiad')).toEqual([foreign]);
  });

  it('answers repeats from the cache, yet shows a change made anywhere, even in plain SQL', async () => {
    const teacher = await StorageClient.registered(app);
    const file = await teacher.keptFile(app, 'Грамота Орлову');
    const folder = await teacher.storageFolder('Class 7B');
    const first = await teacher.storageList();
    expect(await teacher.storageList()).toEqual(first);
    expect(await found(teacher, 'орлов')).toEqual([file]);
    // Outside the storage module (no code path of it runs): the database's triggers bump the
    // account's list version, so neither the root nor the search answers the old name.
    await app.dataSource.query(
      kind === 'postgres'
        ? 'UPDATE storage_documents SET "name" = $1, name_lower = $2 WHERE id = $3'
        : 'UPDATE storage_documents SET "name" = ?, name_lower = ? WHERE id = ?',
      ['Грамота Соколову', 'грамота соколову', Number(file)],
    );
    expect((await teacher.storageList()).documents[file]!.name).toBe('Грамота Соколову');
    expect(await found(teacher, 'орлов')).toEqual([]);
    expect(await found(teacher, 'соколов')).toEqual([file]);
    await app.dataSource.query(
      kind === 'postgres'
        ? 'DELETE FROM storage_folders WHERE id = $1'
        : 'DELETE FROM storage_folders WHERE id = ?',
      [Number(folder.slice(1))],
    );
    expect(ids((await teacher.storageList()).folders)).toEqual([]);
    // nocache builds the same answer afresh.
    expect(await teacher.storageList({ nocache: true })).toEqual(await teacher.storageList());
  });

  it('indexes the files that were there before the migration', async () => {
    const teacher = await StorageClient.registered(app);
    const { dataSource } = app;
    const STORAGE_LISTS = 'StorageLists1767500000000';
    const lastRun = async () =>
      (
        (await dataSource.query(
          'SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1',
        )) as Array<{ name: string }>
      )[0]?.name;
    const applied = async () =>
      ((await dataSource.query('SELECT name FROM migrations')) as Array<{ name: string }>).map(
        (row) => row.name,
      );
    expect(await applied()).toContain(STORAGE_LISTS);
    // Back to the schema before the storage lists: later migrations first, then that one.
    while ((await lastRun()) !== STORAGE_LISTS) await dataSource.undoLastMigration();
    await dataSource.undoLastMigration();
    try {
      const saved = await dataSource.getRepository(StorageDocument).save({
        userId: await teacher.userId(),
        folderId: null,
        ...storageName('Похвальный лист Смирновой'),
        format: 'a4',
        fileName: 'old.jpg',
        thumbName: 'old_th.webp',
        pdfName: 'old.pdf',
        readyFileId: null,
        shareType: 'users',
        time: Date.now(),
        trashed: false,
        trashedAt: null,
        trashedWith: null,
      });
      await dataSource.runMigrations();
      expect(await applied()).toContain(STORAGE_LISTS);
      expect(await found(teacher, 'смирнов')).toEqual([String(saved.id)]);
    } finally {
      // Whatever failed above, the block's later tests get the migrated schema back.
      await dataSource.runMigrations();
    }
  });
});
