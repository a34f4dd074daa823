import { stringKeys } from '@gramota/ui';
import { listStrings } from '../index';

describe('My templates strings', () => {
  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(listStrings.en)).toEqual(stringKeys(listStrings.ru));
  });

  test('the seeds\u2019 alert texts, word for word', () => {
    expect(listStrings.en.list.alerts.selectItem).toBe('Select a document or folder');
    expect(listStrings.ru.list.alerts.selectItem).toBe('Выберите документ или папку');
  });
});
