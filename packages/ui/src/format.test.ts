import { formatDisplayName, formatFileSize } from './format';
import { commonStrings } from './i18n/common';
import ru from '../locales/ru/common.json';

describe('formatDisplayName', () => {
  it('turns underscores into spaces', () => {
    expect(formatDisplayName('Diploma_for_Ivanov')).toBe('Diploma for Ivanov');
  });
  it('keeps names of 40 characters and cuts longer ones to 35', () => {
    expect(formatDisplayName('a'.repeat(40))).toBe('a'.repeat(40));
    expect(formatDisplayName('b'.repeat(41))).toBe(`${'b'.repeat(35)}...`);
  });
  it('keeps a name’s hyphens, apostrophes and letters exactly as written', () => {
    for (const name of [
      'Фёдоров-Щербаков Святослав',
      "Д'Арк Жанна",
      'Пʼятничук Олеся',
      'З’явкін Остап',
      'Ёлкина Алёна',
    ])
      expect(formatDisplayName(name)).toBe(name);
    expect(formatDisplayName('Фёдоров-Щербаков_Святослав')).toBe('Фёдоров-Щербаков Святослав');
  });
  it('counts characters as written and never cuts a letter from its accent', () => {
    // 𝐀 is one character (two UTF-16 units): 40 of them are not cut.
    expect(formatDisplayName('𝐀'.repeat(40))).toBe('𝐀'.repeat(40));
    expect(formatDisplayName('𝐀'.repeat(41))).toBe(`${'𝐀'.repeat(35)}...`);
    // «ё» typed as «е» + combining diaeresis right at the cut goes whole.
    const decomposed = `${'а'.repeat(34)}е\u0308${'б'.repeat(10)}`;
    expect(formatDisplayName(decomposed)).toBe(`${'а'.repeat(34)}...`);
  });
});

describe('formatFileSize', () => {
  const units = ['б', 'Кб', 'Мб', 'Гб', 'Тб', 'Пб'];
  it('uses base 1024', () => {
    expect(formatFileSize(512, units)).toBe('512 б');
    expect(formatFileSize(1536, units)).toBe('1.5 Кб');
    expect(formatFileSize(5 * 1024 * 1024, units)).toBe('5 Мб');
  });

  it('writes each language’s units from its common strings', async () => {
    const sizeIn = async (language: 'en' | 'uk' | 'kz' | 'be' | 'de' | 'it', bytes: number) => {
      const bundle = (await commonStrings.load(language)).default as { units: { sizes: string[] } };
      return formatFileSize(bytes, bundle.units.sizes);
    };
    expect(await sizeIn('uk', 1536)).toBe('1.5 КБ');
    expect(await sizeIn('kz', 3 * 1024 ** 3)).toBe('3 ГБ');
    expect(await sizeIn('be', 100)).toBe('100 Б');
    expect(await sizeIn('de', 5 * 1024 * 1024)).toBe('5 MB');
    expect(await sizeIn('it', 2 * 1024 ** 4)).toBe('2 TB');
    expect(await sizeIn('en', 700)).toBe('700 B');
    expect(formatFileSize(1536, ru.units.sizes)).toBe('1.5 Кб');
  });
});
