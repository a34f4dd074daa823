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

  test('the PRO text names the sections as the other areas do', async () => {
    const de = (await payStrings.load.de()) as typeof ru;
    const it = (await payStrings.load.it()) as typeof ru;
    expect(de.pay.emptyText).toContain('Serienerstellung');
    expect(it.pay.emptyText).toContain('creazione in serie');
  });

  test('registerStrings has the chosen language when it resolves, preloaded English at once', async () => {
    const german = i18next.createInstance();
    await german.init({ lng: 'de', fallbackLng: 'ru', resources: {} });
    await registerStrings(german);
    expect(german.t('pay:invoice.emptyTitle', { id: 'A-7' })).toBe('Rechnung A-7');

    const english = i18next.createInstance();
    await english.init({ lng: 'en', fallbackLng: 'ru', resources: {} });
    void registerStrings(english, { en });
    expect(english.t('pay:pay.action')).toBe('To the gallery');
  });
});
