import { translationGaps } from './translation-completeness';

const ru = {
  title: 'Заголовок {{name}}',
  files_one: '{{count}} файл',
  files_few: '{{count}} файла',
  files_many: '{{count}} файлов',
  files_other: '{{count}} файла',
  nested: { save: 'Сохранить' },
};

describe('translation completeness', () => {
  it('passes a language with every key and the plural forms its own rules need', () => {
    const en = {
      title: 'Title {{name}}',
      files_one: '{{count}} file',
      files_other: '{{count}} files',
      nested: { save: 'Save' },
    };
    expect(translationGaps(ru, en, 'en')).toEqual([]);
  });

  it('names a missing key, an empty one and a dropped placeholder', () => {
    const de = {
      title: 'Titel',
      files_one: '1 Datei',
      files_other: '{{count}} Dateien',
      nested: {},
    };
    expect(translationGaps(ru, de, 'de')).toEqual([
      'de: title lacks {{name}}',
      'de: nested.save is missing',
    ]);
    expect(translationGaps(ru, { ...de, title: ' {{name}}', nested: { save: ' ' } }, 'de')).toEqual(
      ['de: nested.save is missing'],
    );
  });

  it('reads a lone key ending in _one or _other (a code) as one string, not a plural set', () => {
    const codes = { rename_one: 'Выберите один документ', national_other: 'Других стран' };
    const de = { rename_one: 'Ein Dokument wählen', national_other: 'Andere Länder' };
    expect(translationGaps(codes, de, 'de')).toEqual([]);
    expect(translationGaps(codes, {}, 'uk')).toEqual([
      'uk: rename_one is missing',
      'uk: national_other is missing',
    ]);
  });

  it('asks Ukrainian and Belarusian for few and many, Italian for many, Kazakh for one and other', () => {
    const two = { title: '{{name}}', files_one: 'x', files_other: 'y', nested: { save: 's' } };
    expect(translationGaps(ru, two, 'uk')).toEqual([
      'uk: files_few is missing',
      'uk: files_many is missing',
    ]);
    expect(translationGaps(ru, two, 'be')).toHaveLength(2);
    expect(translationGaps(ru, two, 'it')).toEqual(['it: files_many is missing']);
    expect(translationGaps(ru, two, 'kz')).toEqual([]);
  });
  it('names a string left in Russian: any Cyrillic word in en/de/it, the Russian phrase in uk/be/kz', () => {
    const texts = {
      plan: 'Ваш тариф: {{plan}}',
      layout: 'Книжная, две колонки с рамкой',
      format: 'Формат',
      sample: 'Пример: «Петрова Анна»',
    };
    const en = { ...texts, format: 'Format', sample: 'For example «Петрова Анна»' };
    expect(translationGaps(texts, en, 'en')).toEqual([
      'en: plan is Russian',
      'en: layout is Russian',
    ]);
    // «Формат» is Ukrainian too, «Ваш тариф» as well; a four-word phrase the same as Russian is not.
    expect(translationGaps(texts, texts, 'uk')).toEqual(['uk: layout is Russian']);
    expect(
      translationGaps(texts, { ...texts, layout: 'Кніжная, дзве калонкі з рамкай' }, 'kz'),
    ).toEqual([]);
    // Belarusian writes no «и»: a short Russian word with it is a leftover.
    expect(translationGaps({ word: 'Линия' }, { word: 'Линия' }, 'be')).toEqual([
      'be: word is Russian',
    ]);
  });
});
