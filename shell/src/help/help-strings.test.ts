import { stringKeys } from '@gramota/ui';
import { helpEn } from '../i18n/help.en';
import { helpRu } from '../i18n/help.ru';

// The pages themselves are checked in help-pages.test.ts (every language, loaded as in the product).
describe('help texts', () => {
  test('en has exactly the keys of ru', () => {
    expect(stringKeys(helpEn)).toEqual(stringKeys(helpRu));
  });
});
