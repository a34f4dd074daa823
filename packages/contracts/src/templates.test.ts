import {
  CATALOGUE_GROUPS,
  isTemplateId,
  templateIdFromUrl,
  templateIdToUrl,
  templatePaths,
} from './templates';

describe('template ids', () => {
  it('turn colons into hyphens for URLs and back', () => {
    expect(templateIdToUrl('ru:101:0')).toBe('ru-101-0');
    expect(templateIdFromUrl('ru-101-0')).toBe('ru:101:0');
    expect(templateIdFromUrl('kk:508:0')).toBe('kk:508:0');
    for (const bad of ['ru-101', 'ru--1-0', '../x', 'RU-1-0', ''])
      expect(templateIdFromUrl(bad)).toBeNull();
    expect(isTemplateId('de:109:0')).toBe(true);
    expect(isTemplateId('de-109-0')).toBe(false);
  });

  it('build the gallery paths', () => {
    expect(templatePaths.templatesGet('ru', '3', 'abc', { region: 'ru-mow', my: true })).toBe(
      '/api/templates-get/ru/3/abc/?region=ru-mow&my=true',
    );
    expect(templatePaths.templatesGet('all', '3', 'abc')).toBe('/api/templates-get/all/3/abc/');
    expect(templatePaths.templateGet('ru:101:0')).toBe('/api/template-get/ru%3A101%3A0/');
  });

  it('keep my and workshop out of the catalogue groups', () => {
    expect(CATALOGUE_GROUPS).not.toContain('my');
    expect(CATALOGUE_GROUPS).not.toContain('workshop');
    expect(CATALOGUE_GROUPS).toHaveLength(14);
  });
});
