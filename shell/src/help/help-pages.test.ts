import { LANGUAGES } from '@gramota/contracts';
import type { LazyLanguage } from '@gramota/ui';
import {
  HELP_PAGES_RU,
  HELP_SLUGS,
  helpLanguageOf,
  loadedHelpPages,
  loadHelpPages,
  loadHelpPagesOf,
  type HelpLibrary,
} from './help-pages';
import type { HelpPage } from './help-page.types';

const shape = (page: HelpPage) =>
  page.sections.map((section) => ({
    paragraphs: section.paragraphs?.length ?? 0,
    steps: section.steps?.length ?? 0,
  }));

const texts = (page: HelpPage) => [
  page.title,
  page.intro,
  ...page.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.steps ?? [])]),
];

describe('help pages in every language', () => {
  const others = LANGUAGES.filter((language): language is LazyLanguage => language !== 'ru');

  test('every language but Russian loads its pages', async () => {
    const loaded = await Promise.all(others.map((language) => loadHelpPagesOf(language)));
    for (const pages of loaded) expect(Object.keys(pages).sort()).toEqual([...HELP_SLUGS].sort());
  });

  test.each(others)(
    '%s mirrors ru page by page, section by section, in its own words',
    async (language) => {
      const pages = await loadHelpPagesOf(language);
      for (const slug of HELP_SLUGS) {
        const ru = HELP_PAGES_RU[slug];
        const page = pages[slug];
        expect(shape(page)).toEqual(shape(ru));
        expect(texts(page).every((text) => text.trim() !== '')).toBe(true);
        // A translation, not the Russian copied over.
        expect(page.title).not.toBe(ru.title);
        expect(page.intro).not.toBe(ru.intro);
      }
    },
  );

  test('the report card page has the title the editor links to', () => {
    expect(HELP_PAGES_RU['how/make-student-report-card'].title).toBe(
      'Как сделать табель успеваемости ученика',
    );
  });
});

describe('loading the pages of a language', () => {
  test('the interface language names the help language; unknown ones read Russian', () => {
    expect(helpLanguageOf('en-GB')).toBe('en');
    expect(helpLanguageOf('kk')).toBe('kz');
    expect(helpLanguageOf('de')).toBe('de');
    expect(helpLanguageOf('fr')).toBe('ru');
    expect(helpLanguageOf(undefined)).toBe('ru');
  });

  test('Russian is at hand at once; another language after its chunk, then from memory', async () => {
    expect(loadedHelpPages('ru')).toBe(HELP_PAGES_RU);
    const italian = jest.fn(loadHelpPagesOf);
    const pages = await loadHelpPages('it', italian);
    expect(pages.workshop.title).toBe('Il laboratorio: il tuo modello');
    expect(loadedHelpPages('it')).toBe(pages);
    await loadHelpPages('it', italian);
    expect(italian).toHaveBeenCalledTimes(1);
    expect(italian).toHaveBeenCalledWith('it');
  });

  test('a chunk that fails gives the Russian pages and is asked for again next time', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const german = jest
      .fn<Promise<HelpLibrary>, [LazyLanguage]>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementation(loadHelpPagesOf);
    expect(await loadHelpPages('de', german)).toBe(HELP_PAGES_RU);
    expect(loadedHelpPages('de')).toBeUndefined();
    expect((await loadHelpPages('de', german)).redactor.title).toBe('So arbeiten Sie im Editor');
    expect(german).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
