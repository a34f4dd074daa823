import { CATEGORIES, docsErrors, GROUPS } from '@gramota/contracts';
import { createShellApiMock } from '@gramota/shell-api/testing';
import en from '../../locales/en/docs.json';
import ru from '../../locales/ru/docs.json';
import galleryEn from '../../locales/en/gallery.json';
import galleryRu from '../../locales/ru/gallery.json';

/** The area's namespace over the kit's, as the shell serves them (the kit words what the area does not). */
function areaTexts() {
  const { i18n } = createShellApiMock();
  i18n.addResourceBundle('ru', 'docs', ru);
  i18n.addResourceBundle('en', 'docs', en);
  return { ru: i18n.getFixedT('ru', ['docs', 'kit']), en: i18n.getFixedT('en', ['docs', 'kit']) };
}

describe('the area strings', () => {
  test('every category, group and contract error has a name in both languages', () => {
    const texts = areaTexts();
    for (const [language, gallery] of [
      ['ru', galleryRu],
      ['en', galleryEn],
    ] as const) {
      // The document types' names are common's (every area shows them).
      for (const category of CATEGORIES)
        expect(texts[language](`common:categories.${category}`, { defaultValue: '' })).toBeTruthy();
      for (const group of GROUPS) expect(gallery.groups[group]).toBeTruthy();
      for (const code of Object.keys(docsErrors))
        expect(texts[language](`docs:errors.${code}`, { defaultValue: '' })).toBeTruthy();
    }
  });

  test('the seeds\u2019 alert texts are word for word (en) and the seeds\u2019 Russian form texts (ru)', () => {
    const texts = areaTexts();
    expect(en.docs.alerts).toMatchObject({
      selectDocument: 'Select document',
      recoverBeforeOpening: 'Recover document or folder before opening!',
      nothingFound: 'Nothing found',
      onlyDocuments: 'Please, select only documents!',
    });
    // The folder commands' words are the kit's (My documents words no folder command otherwise).
    expect(texts.en('kit:folder.selectItem')).toBe('Select a document or folder');
    expect(en.createFiles.needPro).toBe(
      'You need PRO access to all templates used in the selected documents in order to get the files this way.',
    );
    expect(galleryRu.search.empty).toBe('Впишите поисковый запрос');
    expect(texts.en('kit:folder.actions.newFolder')).toBe('New folder');
    expect(texts.ru('kit:folder.actions.newFolder')).toBe('Новая папка');
  });
});
