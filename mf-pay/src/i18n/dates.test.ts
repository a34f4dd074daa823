import i18next from 'i18next';
import { LANGUAGES } from '@gramota/contracts';
import { formatDate, type LazyLanguage } from '@gramota/ui';
import ru from '../../locales/ru/pay.json';
import { payStrings, registerStrings } from './register-strings';

/** Every string of a bundle with its key. */
function* strings(bundle: object, path = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(bundle)) {
    if (typeof value === 'string') yield [`${path}${key}`, value];
    else if (value && typeof value === 'object') yield* strings(value, `${path}${key}.`);
  }
}

describe('dates on the pay pages', () => {
  test.each(LANGUAGES)('are written as %s writes them, with one full stop', async (lng) => {
    const instance = i18next.createInstance();
    await instance.init({ lng, fallbackLng: 'ru', resources: {} });
    await registerStrings(instance);
    const date = formatDate('2027-11-28', lng);
    const texts = [
      instance.t('pay:connect.joinedText', { org: 'Школа 5', date }),
      instance.t('pay:team.member', { org: 'Школа 5', date }),
      instance.t('pay:licences.allUntil', { date }),
      instance.t('pay:purchases.period', { start: formatDate('2026-11-29', lng), end: date }),
    ];
    for (const text of texts) {
      expect(text).toContain(date);
      expect(text).not.toContain('2027-11-28');
      expect(text).not.toMatch(/\.\./);
    }
  });

  test('no string puts its own full stop right after a date (ru long dates end in «г.»)', async () => {
    const others = LANGUAGES.filter((lng): lng is LazyLanguage => lng !== 'ru');
    const loaded = await Promise.all(others.map((lng) => payStrings.load(lng)));
    const bundles = [ru, ...loaded.map((module) => module.default)];
    const doubled = bundles.flatMap((bundle) =>
      [...strings(bundle)].filter(([, text]) => /\{\{(date|start|end)\}\}\./.test(text)),
    );
    expect(doubled).toEqual([]);
  });
});
