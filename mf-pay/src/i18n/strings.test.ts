// The check is test-only, so it stays out of the package's index (which is in every first load).
import { namespaceGaps } from '@gramota/ui/testing';
import i18next from 'i18next';
import { stringKeys } from '@gramota/ui';
import { en } from './en';
import { payStrings, registerStrings } from './register-strings';
import { ru } from './ru';

describe('the pay area strings', () => {
  test('en mirrors every ru key', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test('every language has every ru key, plural form and placeholder', async () => {
    expect(await namespaceGaps(payStrings)).toEqual([]);
  });

  test('the all-templates offer names mass creation as the other areas do', async () => {
    const de = (await payStrings.load.de()) as typeof ru;
    const it = (await payStrings.load.it()) as typeof ru;
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
