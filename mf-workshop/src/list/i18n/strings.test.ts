import { stringKeys } from '@gramota/ui';
import { listEn } from './en';
import { listRu } from './ru';

describe('My templates strings', () => {
  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(listEn)).toEqual(stringKeys(listRu));
  });

  test('the seeds\u2019 alert texts, word for word', () => {
    expect(listEn.list.alerts.selectItem).toBe('Select a document or folder');
    expect(listRu.list.alerts.selectItem).toBe('Выберите документ или папку');
  });
});
