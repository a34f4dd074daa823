import { stringKeys } from '@gramota/ui';
import { redactorEn } from './en';
import { redactorRu } from './ru';

describe('the template editor strings', () => {
  it('has every ru key in en', () => {
    expect(stringKeys(redactorEn)).toEqual(stringKeys(redactorRu));
  });

  it('says the seed 001 §5 QR alerts word for word in English', () => {
    expect(redactorEn.redactor.qr).toMatchObject({
      empty: 'Please insert the link to website',
      scheme: 'Link to the website should begin with http:// or https://',
    });
  });
});
