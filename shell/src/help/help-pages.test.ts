import { LANGUAGES } from '@gramota/contracts';
import {
  HELP_PAGE_LOADERS,
  HELP_PAGES_RU,
  HELP_SLUGS,
  helpLanguageOf,
  loadedHelpPages,
  loadHelpPages,
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
  const others = Object.entries(HELP_PAGE_LOADERS);

  test('every language but Russian has a loader', () => {
    expect(others.map(([language]) => language).sort()).toEqual(
      LANGUAGES.filter((language) => language !== 'ru').sort(),
    );
  });

  test.each(others)(
    '%s mirrors ru page by page, section by section, in its own words',
    async (_, load) => {
      const pages = await load();
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
    const italian = jest.fn(HELP_PAGE_LOADERS.it);
    const loaders = { ...HELP_PAGE_LOADERS, it: italian };
    const pages = await loadHelpPages('it', loaders);
    expect(pages.workshop.title).toBe('Il laboratorio: il tuo modello');
    expect(loadedHelpPages('it')).toBe(pages);
    await loadHelpPages('it', loaders);
    expect(italian).toHaveBeenCalledTimes(1);
  });

  test('a chunk that fails gives the Russian pages and is asked for again next time', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const german = jest
      .fn<Promise<HelpLibrary>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementation(HELP_PAGE_LOADERS.de);
    const loaders = { ...HELP_PAGE_LOADERS, de: german };
    expect(await loadHelpPages('de', loaders)).toBe(HELP_PAGES_RU);
    expect(loadedHelpPages('de')).toBeUndefined();
    expect((await loadHelpPages('de', loaders)).redactor.title).toBe('So arbeiten Sie im Editor');
    expect(german).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
