import { docsErrors, workshopErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
import { listStrings } from '../index';

describe('My templates strings', () => {
  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(listStrings.en)).toEqual(stringKeys(listStrings.ru));
  });

  test('every error code the calls answer has a text in both languages', () => {
    for (const code of Object.keys({ ...docsErrors, ...workshopErrors }))
      for (const strings of [listStrings.en, listStrings.ru])
        expect(strings.errors[code as keyof typeof strings.errors]).toBeTruthy();
  });

  test('the seeds\u2019 alert texts, word for word', () => {
    expect(listStrings.en.list.alerts.selectItem).toBe('Select a document or folder');
    expect(listStrings.ru.list.alerts.selectItem).toBe('Выберите документ или папку');
    expect(listStrings.en.list.share.different).toBe(
      'The objects you selected have different access levels',
    );
  });
});
