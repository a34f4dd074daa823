import { docsErrors, workshopErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
import { errorStrings } from './error-strings';

describe('the workshop error texts', () => {
  test('every error code the calls answer has a text in both languages', () => {
    expect(stringKeys(errorStrings.ru)).toEqual(stringKeys(errorStrings.en));
    for (const code of Object.keys({ ...docsErrors, ...workshopErrors }))
      for (const strings of [errorStrings.en, errorStrings.ru])
        expect(strings.errors[code as keyof typeof strings.errors]).toBeTruthy();
  });

  test('English says what the contract says', () => {
    expect(errorStrings.en.errors).toMatchObject(workshopErrors);
  });
});
