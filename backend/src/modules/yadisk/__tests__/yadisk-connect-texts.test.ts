import { deliveryErrors } from '@gramota/contracts';
import { textsGaps } from '../../mail/__tests__/texts-gaps';
import { connectPage } from '../yadisk-connect.page';
import { CONNECT_PAGE_TEXTS } from '../yadisk-connect.texts';

describe('the Yandex Disk popup in seven languages', () => {
  it('has every language and every text', () => {
    expect(textsGaps(CONNECT_PAGE_TEXTS)).toEqual([]);
  });

  it('says the outcome in the account’s language', () => {
    expect(connectPage(true, 'uk')).toContain('Яндекс Диск підключено.');
    expect(connectPage(false, 'it')).toContain(
      '<p role="alert" data-popup-alert>Purtroppo i permessi di accesso non sono stati concessi!</p>',
    );
    expect(connectPage(false, 'en')).toContain(deliveryErrors.rights_not_granted);
    expect(connectPage(true, 'kz')).toContain('<html lang="kk">');
  });
});
