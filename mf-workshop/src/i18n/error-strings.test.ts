import { docsErrors, workshopErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
import { errorsRu } from './error-strings';
import { errorsEn } from './error-strings.en';

describe('the workshop error texts', () => {
  test('every error code the calls answer has a text in both languages', () => {
    expect(stringKeys(errorsRu)).toEqual(stringKeys(errorsEn));
    for (const code of Object.keys({ ...docsErrors, ...workshopErrors }))
      for (const strings of [errorsEn, errorsRu])
        expect(strings[code as keyof typeof strings]).toBeTruthy();
  });

  test('English says what the contract says', () => {
    expect(errorsEn).toMatchObject(workshopErrors);
  });
});
