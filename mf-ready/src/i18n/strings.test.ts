import { deliveryErrors, docsErrors } from '@gramota/contracts';
// The check is test-only, so it stays out of the package's index (which is in every first load).
import { namespaceGaps } from '@gramota/ui/testing';
import { en } from './en';
import { readyStrings } from './register-strings';
import { ru } from './ru';

describe('the area strings', () => {
  test('every language has every ru key, its own plural forms and the placeholders', async () => {
    expect(await namespaceGaps(readyStrings)).toEqual([]);
  });

  test('every error code the calls answer has a text in Russian and English', () => {
    for (const code of Object.keys({ ...docsErrors, ...deliveryErrors }))
      for (const strings of [en, ru]) expect(strings.errors[code as 'not_found']).toBeTruthy();
  });

  test('the seeds\u2019 Russian alert texts, word for word', () => {
    expect(ru.ready.alerts).toMatchObject({
      printOneFormat: 'Чтобы отправить на печать выберите файлы одного формата',
    });
  });
});
