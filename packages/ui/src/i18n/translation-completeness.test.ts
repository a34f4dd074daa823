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
});
