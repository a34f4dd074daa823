import i18next from 'i18next';
import { payErrors, PRINT_ORDER_STATUSES } from '@gramota/contracts';
import { stringKeys } from '@gramota/ui';
import en from '../../../locales/en/print.json';
import ru from '../../../locales/ru/print.json';
import { registerPrintStrings } from './register-strings';

describe('the print page strings', () => {
  test('en mirrors every ru key', () => {
    expect(stringKeys(en)).toEqual(stringKeys(ru));
  });

  test('every order status and every print refusal has words', () => {
    expect(Object.keys(ru.status).sort()).toEqual([...PRINT_ORDER_STATUSES].sort());
    const printCodes = Object.keys(payErrors).filter((code) => code.startsWith('print_'));
    for (const code of printCodes) expect(Object.keys(ru.errors)).toContain(code);
    // English follows the contract's own texts.
    for (const code of printCodes)
      expect(en.errors[code as keyof typeof en.errors]).toBe(
        payErrors[code as keyof typeof payErrors],
      );
  });

  test('registerPrintStrings has the chosen language when it resolves', async () => {
    const german = i18next.createInstance();
    await german.init({ lng: 'de', fallbackLng: 'ru', resources: {} });
    await registerPrintStrings(german);
    expect(german.t('print:orders.number', { id: 7 })).toBe('Auftrag Nr. 7');
  });
});
