import { docsErrors } from '@gramota/contracts';
import { commonStrings } from './common';
import { docsErrorsBe } from './docs-errors.be';
import { docsErrorsDe } from './docs-errors.de';
import { docsErrorsIt } from './docs-errors.it';
import { docsErrorsKz } from './docs-errors.kz';
import { docsErrorsRu } from './docs-errors.ru';
import { docsErrorsUk } from './docs-errors.uk';
import type { NamespaceStrings } from './lazy-strings';
import { namespaceGaps } from './translation-completeness';

/**
 * translationGaps reads an array (units.sizes) as one leaf that is not a string; spread into
 * indexed keys, each unit is checked like any other string.
 */
function arraysAsKeys(value: unknown): unknown {
  if (Array.isArray(value)) return { ...value.map(arraysAsKeys) };
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, arraysAsKeys(inner)]),
  );
}

const comparable: NamespaceStrings = {
  ...commonStrings,
  ru: arraysAsKeys(commonStrings.ru) as object,
  load: Object.fromEntries(
    Object.entries(commonStrings.load).map(([language, load]) => [
      language,
      () => load().then((bundle) => arraysAsKeys(bundle) as object),
    ]),
  ) as NamespaceStrings['load'],
};

describe('the common strings in every language', () => {
  it('have every Russian key, plural form and placeholder', async () => {
    expect(await namespaceGaps(comparable)).toEqual([]);
  });

  it('name the sections with the same words in every language', async () => {
    const [uk, kz, be, de, it] = await Promise.all(
      (['uk', 'kz', 'be', 'de', 'it'] as const).map((language) => commonStrings.load[language]()),
    );
    expect(uk).toMatchObject({ product: 'Грамота', pages: { ready: 'Готові файли' } });
    expect(kz).toMatchObject({ product: 'Грамота', pages: { docs: 'Менің құжаттарым' } });
    expect(be).toMatchObject({ product: 'Грамота', pages: { storage: 'Сховішча' } });
    expect(de).toMatchObject({ product: 'Gramota', pages: { spreadsheet: 'Serienerstellung' } });
    expect(it).toMatchObject({ product: 'Gramota', pages: { workshop: 'I miei modelli' } });
  });

  it('give file sizes in the units each language writes', async () => {
    const sizes = async (language: 'uk' | 'kz' | 'be' | 'de' | 'it' | 'en') =>
      ((await commonStrings.load[language]()) as { units: { sizes: string[] } }).units.sizes;
    for (const language of ['uk', 'kz', 'be'] as const)
      expect(await sizes(language)).toEqual(['Б', 'КБ', 'МБ', 'ГБ', 'ТБ', 'ПБ']);
    for (const language of ['de', 'it', 'en'] as const)
      expect(await sizes(language)).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB']);
  });
});

describe('the docs contract’s error texts', () => {
  const tables = {
    uk: docsErrorsUk,
    kz: docsErrorsKz,
    be: docsErrorsBe,
    de: docsErrorsDe,
    it: docsErrorsIt,
  };

  it('cover every code in every language', () => {
    expect(Object.keys(docsErrorsRu).sort()).toEqual(Object.keys(docsErrors).sort());
    for (const [language, table] of Object.entries(tables)) {
      expect(Object.keys(table).sort()).toEqual(Object.keys(docsErrorsRu).sort());
      // Compared key by key, not by translationGaps: `rename_one` is a code, not a plural form.
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
      expect(language).not.toBe('ru');
    }
  });
});
