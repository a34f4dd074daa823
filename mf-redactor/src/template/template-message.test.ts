import { readTemplateSelected } from './template-message';

describe('the gallery frame message', () => {
  test('reads the template id of gramota:template-selected', () => {
    expect(readTemplateSelected({ type: 'gramota:template-selected', id: 'ru:101:0' })).toBe(
      'ru:101:0',
    );
  });

  test('ignores other messages and malformed ids', () => {
    expect(readTemplateSelected({ type: 'gramota:doc-picked', id: '1' })).toBeNull();
    expect(readTemplateSelected({ type: 'gramota:template-selected', id: '../x' })).toBeNull();
    expect(readTemplateSelected('gramota:template-selected')).toBeNull();
    expect(readTemplateSelected(null)).toBeNull();
  });
});
