import { docsErrors } from '@gramota/contracts';
import { commonStrings, kitStrings } from './common';
import type { LazyLanguage } from './lazy-strings';

const bundle = async (strings: typeof commonStrings, language: LazyLanguage) =>
  (await strings.load(language)).default;

describe('the common strings in every language', () => {
  it('name the sections with the same words in every language', async () => {
    const [uk, kz, be, de, it] = await Promise.all(
      (['uk', 'kz', 'be', 'de', 'it'] as const).map((language) => bundle(commonStrings, language)),
    );
    expect(uk).toMatchObject({ product: 'Грамота', pages: { ready: 'Готові файли' } });
    expect(kz).toMatchObject({ product: 'Грамота', pages: { docs: 'Менің құжаттарым' } });
    expect(be).toMatchObject({ product: 'Грамота', pages: { storage: 'Сховішча' } });
    expect(de).toMatchObject({ product: 'Gramota', pages: { spreadsheet: 'Serienerstellung' } });
    expect(it).toMatchObject({ product: 'Gramota', pages: { workshop: 'I miei modelli' } });
  });

  it('give file sizes in the units each language writes', async () => {
    const sizes = async (language: 'uk' | 'kz' | 'be' | 'de' | 'it' | 'en') =>
      ((await bundle(commonStrings, language)) as { units: { sizes: string[] } }).units.sizes;
    for (const language of ['uk', 'kz', 'be'] as const)
      expect(await sizes(language)).toEqual(['Б', 'КБ', 'МБ', 'ГБ', 'ТБ', 'ПБ']);
    for (const language of ['de', 'it', 'en'] as const)
      expect(await sizes(language)).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB']);
  });
});

describe('the docs contract’s error texts', () => {
  it('cover every code in every language', async () => {
    const codes = Object.keys(docsErrors).sort();
    expect(Object.keys((kitStrings.ru as { errors: object }).errors).sort()).toEqual(codes);
    for (const language of ['en', 'uk', 'kz', 'be', 'de', 'it'] as const) {
      const { errors } = (await bundle(kitStrings, language)) as { errors: Record<string, string> };
      expect(Object.keys(errors).sort()).toEqual(codes);
      // Compared key by key, not by translationGaps: `rename_one` is a code, not a plural form.
      for (const text of Object.values(errors)) expect(text.trim()).not.toBe('');
    }
  });
});
