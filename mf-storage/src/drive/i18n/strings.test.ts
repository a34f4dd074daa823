import { docsErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
import en from '../../../locales/en/drive.json';
import ru from '../../../locales/ru/drive.json';
import { driveLocales } from '../../i18n/storage-locales';
import { errorTextGaps, instanceWith } from '../../storage/test-support/error-text-gaps';

describe('Drive strings', () => {
  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test('every error code of the folder commands is said in every language', async () => {
    // The Drive words none of them its own way: every text is the kit's (its fallback namespace).
    expect(await errorTextGaps(driveLocales, Object.keys(docsErrors))).toEqual([]);
  });

  test('the seeds\u2019 texts, word for word', async () => {
    const english = await instanceWith(driveLocales, 'en');
    expect(en.drive.alerts.selectItem).toBe('Select a document or folder');
    expect(ru.drive.alerts.selectItem).toBe('Выберите документ или папку');
    expect(en.drive.alerts.nothingFound).toBe('Nothing found');
    expect(ru.drive.alerts.nothingFound).toBe('Ничего не найдено');
    // The folder commands' own texts are the kit's, one set for every file area.
    expect(english.t('kit:folder.recoverBeforeOpening')).toBe(
      'Recover document or folder before opening!',
    );
  });
});
