import i18next from 'i18next';
import { registerStrings } from './register-strings';

describe('the workshop namespace', () => {
  test('the Free plan badge is a word of each language (only English says Free)', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'ru', fallbackLng: 'ru', resources: {} });
    await registerStrings(instance);
    const badges: Record<string, string> = {};
    for (const lng of ['ru', 'uk', 'be', 'kz', 'en', 'de', 'it']) {
      await instance.changeLanguage(lng);
      await registerStrings(instance);
      badges[lng] =
        `${instance.t('workshop:list.needPay.plan')} ${instance.t('workshop:list.plan.free')}`;
      expect(instance.t('workshop:redactor.plan_free')).toBe(instance.t('workshop:list.plan.free'));
    }
    expect(badges).toEqual({
      ru: 'Ваш тариф: Бесплатный',
      uk: 'Ваш тариф: Безкоштовний',
      be: 'Ваш тарыф: Бясплатны',
      kz: 'Сіздің тарифіңіз: Тегін',
      en: 'Your plan: Free',
      de: 'Ihr Tarif: Kostenlos',
      it: 'Il tuo piano: Gratuito',
    });
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
