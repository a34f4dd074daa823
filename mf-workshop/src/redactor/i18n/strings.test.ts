import { workshopErrors } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
import { en } from './en';
import { ru } from './ru';

describe('the template editor strings', () => {
  it('has every ru key in en, and a text for every workshop error code', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
    for (const code of Object.keys(workshopErrors))
      for (const strings of [ru, en])
        expect(strings.redactor.errors[code as keyof typeof workshopErrors]).toBeTruthy();
    expect(en.redactor.errors).toMatchObject(workshopErrors);
  });

  it('says the seed 001 §5 QR alerts word for word in English', () => {
    expect(en.redactor.qr).toMatchObject({
      empty: 'Please insert the link to website',
      scheme: 'Link to the website should begin with http:// or https://',
    });
  });
});
