import { docsErrors, workshopErrors } from '@gramota/contracts';
import { runtimeT, stringKeys } from '@gramota/ui';
import en from '../../locales/en/workshop.json';
import ru from '../../locales/ru/workshop.json';
import { workshopInstance } from '../test-support/workshop-instance';

describe('the workshop error texts', () => {
  test('every error code the calls answer has a text in both languages', async () => {
    expect(stringKeys(ru.errors)).toEqual(stringKeys(en.errors));
    // The area's own text, or the kit's (the documents' shared ones), never the bare key.
    for (const language of ['en', 'ru'] as const) {
      const instance = await workshopInstance(language);
      for (const code of Object.keys({ ...docsErrors, ...workshopErrors }))
        expect(instance.exists(`workshop:errors.${code}`, { fallbackLng: false })).toBe(true);
    }
  });

  test('English says what the contract says', async () => {
    const english = await workshopInstance('en');
    for (const [code, text] of Object.entries(workshopErrors))
      expect(runtimeT(english.t)(`workshop:errors.${code}`)).toBe(text);
  });
});
