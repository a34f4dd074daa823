import { storageErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
import { storageStrings } from './index';

describe('storage strings', () => {
  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(storageStrings.en)).toEqual(stringKeys(storageStrings.ru));
  });

  test('every error code of the storage contract has a text in both languages', () => {
    for (const code of Object.keys(storageErrors))
      for (const strings of [storageStrings.ru, storageStrings.en])
        expect(strings.errors[code as keyof typeof storageErrors]).toBeTruthy();
  });

  test('the seeds’ texts, word for word', () => {
    expect(storageStrings.en.storage.alerts.nothingFound).toBe('Nothing found');
    expect(storageStrings.en.errors.forbidden).toBe('Forbidden');
    expect(storageStrings.en.storage.alerts.selectItem).toBe('Select a document or folder');
    expect(storageStrings.ru.storage.alerts.selectItem).toBe('Выберите документ или папку');
    expect(storageStrings.en.errors.code_not_found).toBe(
      'The link does not exist or was turned off',
    );
  });
});
