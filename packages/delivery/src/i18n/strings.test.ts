import { deliveryErrors } from '@gramota/contracts';
import en from '../../locales/en/delivery.json';
import ru from '../../locales/ru/delivery.json';
import { deliveryStrings } from './register-strings';

describe('the delivery strings', () => {
  test('every delivery error code has a text; English says what the contract says', () => {
    for (const code of Object.keys(deliveryErrors) as (keyof typeof deliveryErrors)[])
      for (const strings of [en, ru]) expect(strings.errors[code]).toBeTruthy();
    expect(en.errors).toEqual(deliveryErrors);
  });

  test('the other languages name the storage as the sections do', async () => {
    const storage = await Promise.all(
      (['uk', 'kz', 'be', 'de', 'it'] as const).map(async (language) => {
        const bundle = (await deliveryStrings.load(language)).default as typeof ru;
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
