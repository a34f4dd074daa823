import { stringKeys } from '@gramota/ui';
import { namespaceGaps } from '@gramota/ui/testing';
import { en } from './en';
import { spreadsheetStrings } from './register-strings';
import { ru } from './ru';

describe('spreadsheet strings', () => {
  test('en has exactly the keys of ru', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test('every language has every ru key, its own plural forms and the placeholders', async () => {
    expect(await namespaceGaps(spreadsheetStrings)).toEqual([]);
  });

  test('each language is a file of its own, fetched when chosen', async () => {
    // The loaders hand over distinct translations, none of them the Russian fallback.
    const bundles = await Promise.all(Object.values(spreadsheetStrings.load).map((load) => load()));
    const titles = bundles.map((bundle) => (bundle as typeof ru).spreadsheet.titleNoName);
    expect(new Set(titles).size).toBe(bundles.length);
    expect(titles).not.toContain(ru.spreadsheet.titleNoName);
  });
});
