import { deliveryErrors } from '@gramota/contracts';
// The check is test-only, so it stays out of the package's index (which is in every first load).
import { namespaceGaps } from '@gramota/ui/testing';
import { en } from './en';
import { deliveryStrings } from './register-strings';
import { ru } from './ru';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the delivery strings', () => {
  test('en mirrors every ru key, and every delivery error code has a text', () => {
    expect(keys(en).sort()).toEqual(keys(ru).sort());
    for (const code of Object.keys(deliveryErrors) as (keyof typeof deliveryErrors)[])
      for (const strings of [en, ru]) expect(strings.errors[code]).toBeTruthy();
  });

  test('every language has every ru key, plural form and placeholder', async () => {
    expect(await namespaceGaps(deliveryStrings)).toEqual([]);
  });

  test('the other languages name the storage as the sections do', async () => {
    const storage = await Promise.all(
      (['uk', 'kz', 'be', 'de', 'it'] as const).map(async (language) => {
        const bundle = (await deliveryStrings.load[language]()) as typeof ru;
        return bundle.outcomes.madeFile.openStorage;
      }),
    );
    expect(storage).toEqual([
      'Відкрити сховище',
      'Қойманы ашу',
      'Адкрыць сховішча',
      'Speicher öffnen',
      'Apri l’archivio',
    ]);
  });

  test('the seeds\u2019 Russian alert texts, word for word', () => {
    expect(ru.outcomes).toMatchObject({
      emailOneFile: 'По электронной почте можно отправить только один файл',
      rightsNotGranted: 'К сожалению, права доступа не получены!',
    });
  });
});
