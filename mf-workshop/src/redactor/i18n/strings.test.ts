import { stringKeys } from '@gramota/ui';
import { en } from './en';
import { ru } from './ru';

describe('the template editor strings', () => {
  it('has every ru key in en', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  it('says the seed 001 §5 QR alerts word for word in English', () => {
    expect(en.redactor.qr).toMatchObject({
      empty: 'Please insert the link to website',
      scheme: 'Link to the website should begin with http:// or https://',
    });
  });
});
