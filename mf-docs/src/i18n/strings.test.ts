import { CATEGORIES, docsErrors, GROUPS } from '@gramota/contracts';
// The check is test-only, so it stays out of the package's index (which is in every first load).
import { namespaceGaps } from '@gramota/ui/testing';
import { galleryEn } from './gallery.en';
import { galleryRu } from './gallery.ru';
import { galleryStrings } from './gallery-strings';
import { docsStrings } from './register-strings';
import { ru } from './strings';
import { en } from './strings.en';

describe('the area strings', () => {
  test('every language has every ru key, its own plural forms and the placeholders', async () => {
    expect(await namespaceGaps(docsStrings)).toEqual([]);
    expect(await namespaceGaps(galleryStrings)).toEqual([]);
  });

  test('every category, group and contract error has a name in both languages', () => {
    for (const [strings, gallery] of [
      [ru, galleryRu],
      [en, galleryEn],
    ] as const) {
      for (const category of CATEGORIES) expect(strings.categories[category]).toBeTruthy();
      for (const group of GROUPS) expect(gallery.groups[group]).toBeTruthy();
      for (const code of Object.keys(docsErrors))
        expect(strings.errors[code as keyof typeof docsErrors]).toBeTruthy();
    }
  });

  test('the seeds\u2019 alert texts are word for word (en) and the seeds\u2019 Russian form texts (ru)', () => {
    expect(en.docs.alerts).toMatchObject({
      selectItem: 'Select a document or folder',
      selectDocument: 'Select document',
      recoverBeforeOpening: 'Recover document or folder before opening!',
      nothingFound: 'Nothing found',
      onlyDocuments: 'Please, select only documents!',
    });
    expect(en.createFiles.needPro).toBe(
      'You need PRO access to all templates used in the selected documents in order to get the files this way.',
    );
    expect(galleryRu.search.empty).toBe('Впишите поисковый запрос');
    expect(en.docs.defaultFolderName).toBe('New folder');
    expect(ru.docs.defaultFolderName).toBe('Новая папка');
  });
});
