import i18next from 'i18next';
import { stringKeys } from '@gramota/ui';
import en from '../../locales/en/pay.json';
import ru from '../../locales/ru/pay.json';
import { payStrings, registerStrings } from './register-strings';

describe('the pay area strings', () => {
  test('en mirrors every ru key', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test('the all-templates offer names mass creation as the other areas do', async () => {
    const de = (await payStrings.load('de')).default as typeof ru;
    const it = (await payStrings.load('it')).default as typeof ru;
    expect(de.unlimited.featureMass).toContain('Serienerstellung');
    expect(it.unlimited.featureMass).toContain('Creazione in serie');
  });

  test("the guest rule speaks the seeds' words in Russian and English", () => {
    expect(ru.errors.login_required).toBe('Войдите, чтобы оплатить!');
    expect(en.errors.login_required).toBe('Log in to pay!');
  });

  test('registerStrings has the chosen language when it resolves, preloaded English at once', async () => {
    const german = i18next.createInstance();
    await german.init({ lng: 'de', fallbackLng: 'ru', resources: {} });
    await registerStrings(german);
    expect(german.t('pay:licences.until', { date: '1. Mai' })).toBe('bis 1. Mai');

    const english = i18next.createInstance();
    await english.init({ lng: 'en', fallbackLng: 'ru', resources: {} });
    void registerStrings(english, { en });
    expect(english.t('pay:invoice.choose')).toBe('Choose');
  });
});
