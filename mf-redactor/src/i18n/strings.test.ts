import { stringKeys } from '@gramota/ui';
import { en } from './en';
import { ru } from './ru';

describe('redactor strings', () => {
  test('en has exactly the keys of ru', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test("the seeds' Russian wording is kept", () => {
    expect(ru.redactor.clear.confirm).toBe('Очистить документ?');
    expect(ru.redactor.save.saved).toBe('Все изменения сохранены');
    expect(en.redactor.recoverBeforeOpening).toBe('Recover document or folder before opening!');
  });
});
