import { stringKeys } from '@gramota/ui';
import { en } from './en';
import { ru } from './ru';

describe('spreadsheet strings', () => {
  test('en has exactly the keys of ru', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });
});
