import { deliveryErrors } from '@gramota/contracts';
import { connectPage } from '../yadisk-connect.page';

// Every language's texts are checked against Russian by packages/ui's every-locale-complete.
describe('the Yandex Disk popup in seven languages', () => {
  it('says the outcome in the account’s language', () => {
    expect(connectPage(true, 'uk')).toContain('Яндекс Диск підключено.');
    expect(connectPage(false, 'it')).toContain(
      '<p role="alert" data-popup-alert>Purtroppo i permessi di accesso non sono stati concessi!</p>',
    );
    expect(connectPage(false, 'en')).toContain(deliveryErrors.rights_not_granted);
    expect(connectPage(true, 'kz')).toContain('<html lang="kk">');
  });
});
