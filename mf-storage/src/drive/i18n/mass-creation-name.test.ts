import i18next from 'i18next';
import { LANGUAGES } from '@gramota/contracts';
import { commonStrings, registerLocales } from '@gramota/ui';
import { driveLocales } from '../../i18n/storage-locales';

/**
 * One action, one name (issue 30): the empty Drive tells the teacher which button to choose, by
 * the name the editor's button carries (the shared kit's name of mass creation, which
 * mf-redactor's mass-creation-name test holds the button to), in every language.
 */
describe('the empty Drive’s hint', () => {
  test.each(LANGUAGES)('names the editor’s mass creation button as it is, in %s', async (lng) => {
    const instance = i18next.createInstance();
    await instance.init({ lng, fallbackLng: 'ru', resources: {} });
    await Promise.all([
      registerLocales(instance, driveLocales),
      registerLocales(instance, commonStrings),
    ]);
    const name = instance.t('common:pages.spreadsheet');
    expect(instance.t('drive:drive.empty.allText')).toMatch(new RegExp(`[«„“"]${name}[»“”"]`));
  });
});
