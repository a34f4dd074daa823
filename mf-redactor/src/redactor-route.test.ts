import { parseRedactorRoute, withoutTemplateQuery } from './redactor-route';

const parse = (path: string, search = '') =>
  parseRedactorRoute(path.split('/').filter(Boolean), new URLSearchParams(search));

describe('editor routes', () => {
  test('/app/redactor/{id}/ opens the document', () => {
    expect(parse('42')).toEqual({
      view: 'editor',
      docId: '42',
      selectTemplate: null,
      adminDefaultTemplate: null,
    });
  });

  test('?template=lng-id-index asks to switch the template (colon form)', () => {
    expect(parse('42', '?template=ru-101-0')).toMatchObject({ selectTemplate: 'ru:101:0' });
    expect(parse('42', '?template=nonsense')).toMatchObject({ selectTemplate: null });
  });

  test('admin-default keeps the template id', () => {
    expect(parse('42/admin-default/ru:101:0')).toMatchObject({
      docId: '42',
      adminDefaultTemplate: 'ru:101:0',
    });
  });

  test('anything else is unknown', () => {
    expect(parse('')).toEqual({ view: 'unknown' });
    expect(parse('42/other')).toEqual({ view: 'unknown' });
  });

  test('dropping the template query keeps the other parameters', () => {
    expect(withoutTemplateQuery('/app/redactor/42/', '?template=ru-1-0')).toBe('/app/redactor/42/');
    expect(withoutTemplateQuery('/app/redactor/42/', '?a=1&template=ru-1-0')).toBe(
      '/app/redactor/42/?a=1',
    );
  });
});
