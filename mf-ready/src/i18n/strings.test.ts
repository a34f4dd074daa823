import { deliveryErrors, docsErrors } from '@gramota/contracts';
import { en } from './en';
import { ru } from './ru';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the area strings', () => {
  test('en mirrors every ru key, and every error code the calls answer has a text', () => {
    expect(keys(en).sort()).toEqual(keys(ru).sort());
    for (const code of Object.keys({ ...docsErrors, ...deliveryErrors }))
      for (const strings of [en, ru]) expect(strings.errors[code as 'not_found']).toBeTruthy();
  });

  test('the seeds\u2019 Russian alert texts, word for word', () => {
    expect(ru.ready.alerts).toMatchObject({
      printOneFormat: 'Чтобы отправить на печать выберите файлы одного формата',
    });
  });
});
