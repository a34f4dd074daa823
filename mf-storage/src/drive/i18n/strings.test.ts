import { docsErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
// The completeness check is test-only, so the package's index does not export it.
import { namespaceGaps } from '@gramota/ui/testing';
import { en } from './en';
import { driveStrings } from './index';
import { ru } from './ru';

describe('Drive strings', () => {
  test('every language has every ru key, its own plural forms and the placeholders', async () => {
    expect(await namespaceGaps(driveStrings)).toEqual([]);
  });

  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test('every error code of the folder commands is said in every language', async () => {
    const languages = Object.values(driveStrings.load);
    const bundles = [ru, ...(await Promise.all(languages.map((load) => load())))];
    for (const strings of bundles as (typeof ru)[])
      expect(Object.keys(strings.errors).sort()).toEqual(Object.keys(docsErrors).sort());
  });

  test('the seeds\u2019 texts, word for word', () => {
    expect(en.drive.alerts.selectItem).toBe('Select a document or folder');
    expect(ru.drive.alerts.selectItem).toBe('Выберите документ или папку');
    expect(en.drive.alerts.nothingFound).toBe('Nothing found');
    expect(ru.drive.alerts.nothingFound).toBe('Ничего не найдено');
    expect(en.drive.alerts.recoverBeforeOpening).toBe('Recover document or folder before opening!');
  });
});
