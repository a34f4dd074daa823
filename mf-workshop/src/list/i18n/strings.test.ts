import { stringKeys } from '@gramota/ui';
import en from '../../../locales/en/workshop.json';
import ru from '../../../locales/ru/workshop.json';
import { workshopInstance } from '../../test-support/workshop-instance';

describe('My templates strings', () => {
  test('en has exactly the keys of ru (plural forms folded)', () => {
    expect(stringKeys(en.list)).toEqual(stringKeys(ru.list));
  });

  test('the seeds\u2019 alert texts, word for word', async () => {
    // The folder commands' alerts are the kit's, one set for every file area.
    const [english, russian] = await Promise.all([workshopInstance('en'), workshopInstance('ru')]);
    expect(english.t('kit:folder.selectItem')).toBe('Select a document or folder');
    expect(russian.t('kit:folder.selectItem')).toBe('Выберите документ или папку');
  });
});
