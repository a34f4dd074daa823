import { stringKeys } from '@gramota/ui';
import helpEn from '../../locales/en/help.json';
import helpRu from '../../locales/ru/help.json';

// The pages themselves are checked in help-pages.test.ts (every language, loaded as in the product).
describe('help texts', () => {
  test('en has exactly the keys of ru', () => {
    expect(stringKeys(helpEn)).toEqual(stringKeys(helpRu));
  });
});
