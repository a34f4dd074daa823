import i18next from 'i18next';
import { LANGUAGES } from '@gramota/contracts';
import { commonStrings, registerLocales } from '@gramota/ui';
import { registerStrings } from './register-strings';

/**
 * One action, one name (issue 30): the editor's button opens mass creation, so it says what the
 * app menu, the table's window and the Drive's hint («choose “Mass creation”») call it: the
 * shared kit's name of the page, in every language.
 */
describe('the mass creation button of the editor', () => {
  test.each(LANGUAGES)('is named as the shared kit names mass creation, in %s', async (lng) => {
    const instance = i18next.createInstance();
    await instance.init({ lng, fallbackLng: 'ru', resources: {} });
    await Promise.all([registerStrings(instance), registerLocales(instance, commonStrings)]);
    const name = instance.t('common:pages.spreadsheet');
    expect(instance.t('redactor:redactor.creator.types.mass')).toBe(name);
    expect(instance.t('redactor:redactor.spreadsheet.title')).toBe(name);
  });
});
