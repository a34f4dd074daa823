import { docsErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
import { driveStrings } from './index';

describe('Drive strings', () => {
  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(driveStrings.en)).toEqual(stringKeys(driveStrings.ru));
  });

  test('every error code of the folder commands is said in both languages', () => {
    for (const strings of [driveStrings.ru, driveStrings.en])
      expect(Object.keys(strings.errors).sort()).toEqual(Object.keys(docsErrors).sort());
  });

  test('the seeds\u2019 texts, word for word', () => {
    expect(driveStrings.en.drive.alerts.selectItem).toBe('Select a document or folder');
    expect(driveStrings.ru.drive.alerts.selectItem).toBe('Выберите документ или папку');
    expect(driveStrings.en.drive.alerts.nothingFound).toBe('Nothing found');
    expect(driveStrings.ru.drive.alerts.nothingFound).toBe('Ничего не найдено');
    expect(driveStrings.en.drive.alerts.recoverBeforeOpening).toBe(
      'Recover document or folder before opening!',
    );
  });
});
