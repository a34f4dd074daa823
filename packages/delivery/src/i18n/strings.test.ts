import { deliveryErrors } from '@gramota/contracts';
import { en } from './en';
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

  test('the seeds\u2019 Russian alert texts, word for word', () => {
    expect(ru.outcomes).toMatchObject({
      emailOneFile: 'По электронной почте можно отправить только один файл',
      rightsNotGranted: 'К сожалению, права доступа не получены!',
    });
  });
});
