import i18next from 'i18next';
// The check is test-only, so it stays out of the package's index (which is in every first load).
import { namespaceGaps } from '@gramota/ui/testing';
import { registerStrings, workshopStrings } from './register-strings';

describe('the workshop namespace', () => {
  test('every language has every ru key, its own plural forms and the placeholders', async () => {
    expect(await namespaceGaps(workshopStrings)).toEqual([]);
  });

  test('a language other than Russian arrives only when it is the one being read', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'de', fallbackLng: 'ru', resources: {} });
    await registerStrings(instance);
    expect(instance.hasResourceBundle('de', 'workshop')).toBe(true);
    expect(instance.hasResourceBundle('en', 'workshop')).toBe(false);
    expect(instance.t('workshop:list.views.all')).toBe('Meine Vorlagen');
    expect(instance.t('workshop:redactor.sections.frame', { lng: 'ru' })).toBe('Рамка');
  });
});
