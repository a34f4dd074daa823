import { storageErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
import en from '../../../locales/en/storage.json';
import ru from '../../../locales/ru/storage.json';
import { storageLocales } from '../../i18n/storage-locales';
import { errorTextGaps, instanceWith } from '../test-support/error-text-gaps';

describe('storage strings', () => {
  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test('every error code of the storage contract has a text in every language', async () => {
    // The storage's own texts, or the kit's, which the namespace falls back to.
    expect(await errorTextGaps(storageLocales, Object.keys(storageErrors))).toEqual([]);
  });

  test('the seeds’ texts, word for word', async () => {
    const english = await instanceWith(storageLocales, 'en');
    expect(en.storage.alerts.nothingFound).toBe('Nothing found');
    expect(english.t('errors.forbidden', { ns: 'storage' })).toBe('Forbidden');
    expect(en.storage.alerts.selectItem).toBe('Select a document or folder');
    expect(ru.storage.alerts.selectItem).toBe('Выберите документ или папку');
    expect(en.errors.code_not_found).toBe('The link does not exist or was turned off');
  });
});
