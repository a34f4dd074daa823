import { stringKeys } from '@gramota/ui';
import en from '../../../locales/en/workshop.json';
import ru from '../../../locales/ru/workshop.json';

describe('the template editor strings', () => {
  it('has every ru key in en', () => {
    expect(stringKeys(en.redactor)).toEqual(stringKeys(ru.redactor));
  });

  it('says the seed 001 §5 QR alerts word for word in English', () => {
    expect(en.redactor.qr).toMatchObject({
      empty: 'Please insert the link to website',
      scheme: 'Link to the website should begin with http:// or https://',
    });
  });
});
