import { LANGUAGES, spreadsheetErrors } from '@gramota/contracts';
import { stringKeys, type LazyLanguage } from '@gramota/ui';
import en from '../../locales/en/spreadsheet.json';
import ru from '../../locales/ru/spreadsheet.json';
import { spreadsheetLocales } from './spreadsheet-locales';

describe('spreadsheet strings', () => {
  test('en has exactly the keys of ru', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test('every error code of the contract has its Russian text', () => {
    for (const code of Object.keys(spreadsheetErrors)) {
      expect(ru.spreadsheet.errors).toHaveProperty(code);
    }
  });

  test('each language is a file of its own, fetched when chosen', async () => {
    // The loader hands over distinct translations, none of them the Russian fallback.
    const lazy = LANGUAGES.filter((language): language is LazyLanguage => language !== 'ru');
    const bundles = await Promise.all(lazy.map((language) => spreadsheetLocales.load(language)));
    const titles = bundles.map(
      ({ default: bundle }) => (bundle as typeof ru).spreadsheet.titleNoName,
    );
    expect(new Set(titles).size).toBe(bundles.length);
    expect(titles).not.toContain(ru.spreadsheet.titleNoName);
  });
});
