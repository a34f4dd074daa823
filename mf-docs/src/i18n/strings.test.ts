import { CATEGORIES, docsErrors, GROUPS } from '@gramota/contracts';
import { galleryStrings } from './gallery-strings';
import { en, ru } from './strings';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the area strings', () => {
  test('en mirrors every ru key', () => {
    expect(keys(en).sort()).toEqual(keys(ru).sort());
    expect(keys(galleryStrings.en).sort()).toEqual(keys(galleryStrings.ru).sort());
  });

  test('every category, group and contract error has a name in both languages', () => {
    for (const [strings, gallery] of [
      [ru, galleryStrings.ru.gallery],
      [en, galleryStrings.en.gallery],
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
    expect(galleryStrings.ru.gallery.search.empty).toBe('Впишите поисковый запрос');
    expect(en.docs.defaultFolderName).toBe('New folder');
    expect(ru.docs.defaultFolderName).toBe('Новая папка');
  });
});
