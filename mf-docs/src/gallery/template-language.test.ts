import { chosenRegion, hasRegions, templateLanguage, withRegion } from './template-language';

describe('the gallery language (seed 001 §9: default from settings curTemplateLng)', () => {
  test('the saved choice wins, "all" included', () => {
    expect(templateLanguage('de', 'ru')).toBe('de');
    expect(templateLanguage('all', 'en')).toBe('all');
  });

  test('otherwise the interface language picks its catalogue (kz reads kk)', () => {
    expect(templateLanguage(undefined, 'en')).toBe('en');
    expect(templateLanguage(undefined, 'uk')).toBe('uk');
    expect(templateLanguage(undefined, 'kz')).toBe('kk');
    expect(templateLanguage(undefined, 'be')).toBe('ru');
    expect(templateLanguage('xx', 'it')).toBe('en');
  });

  test('the region feature is for ru, uk, de and kk', () => {
    expect(['ru', 'uk', 'de', 'kk', 'en', 'all'].filter(hasRegions)).toEqual([
      'ru',
      'uk',
      'de',
      'kk',
    ]);
  });
});

describe('template regions (template_regions setting)', () => {
  test('the region chosen for a language is read from the saved list', () => {
    expect(chosenRegion('ru-mow,de-by', 'ru')).toBe('ru-mow');
    expect(chosenRegion('ru-mow,de-by', 'de')).toBe('de-by');
    expect(chosenRegion('ru-mow', 'uk')).toBe('');
    expect(chosenRegion('ru-mow', 'en')).toBe('');
  });

  test('choosing one replaces that language\u2019s region and keeps the others', () => {
    expect(withRegion('ru-mow,de-by', 'ru', 'ru-spe')).toEqual({
      template_regions: 'de-by,ru-spe',
      template_regions_txt: 'Bayern, Санкт-Петербург',
    });
    expect(withRegion('ru-mow,de-by', 'ru', 'all')).toEqual({
      template_regions: 'de-by',
      template_regions_txt: 'Bayern',
    });
  });

  test('a region of another country, or a made-up one, is not saved', () => {
    expect(withRegion('', 'ru', 'de-by').template_regions).toBe('');
    expect(withRegion('', 'ru', 'ru-xxx').template_regions).toBe('');
  });
});
