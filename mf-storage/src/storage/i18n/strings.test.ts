import { storageErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
// The completeness check is test-only, so the package's index does not export it.
import { namespaceGaps } from '@gramota/ui/testing';
import { storageStrings } from '../../i18n/register-strings';
import { en } from './en';
import { ru } from './ru';

describe('storage strings', () => {
  test('every language has every ru key, its own plural forms and the placeholders', async () => {
    // The whole namespace: the storage's strings and the drive group page's.
    expect(await namespaceGaps(storageStrings)).toEqual([]);
  });

  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test('every error code of the storage contract has a text in every language', async () => {
    const languages = Object.values(storageStrings.load);
    const bundles = [storageStrings.ru, ...(await Promise.all(languages.map((load) => load())))];
    for (const code of Object.keys(storageErrors))
      for (const strings of bundles as (typeof ru)[])
        expect(strings.errors[code as keyof typeof storageErrors]).toBeTruthy();
  });

  test('the seeds’ texts, word for word', () => {
    expect(en.storage.alerts.nothingFound).toBe('Nothing found');
    expect(en.errors.forbidden).toBe('Forbidden');
    expect(en.storage.alerts.selectItem).toBe('Select a document or folder');
    expect(ru.storage.alerts.selectItem).toBe('Выберите документ или папку');
    expect(en.errors.code_not_found).toBe('The link does not exist or was turned off');
  });
});
