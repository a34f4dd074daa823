import { convert } from 'number-to-words-ru';
import { MINOR_UNITS } from '@gramota/contracts';

/**
 * A rouble sum written out as Russian bank papers need it: 'Сорок девять рублей 00 копеек'
 * (roubles in words, kopecks in figures). Takes integer kopecks and hands the library a decimal
 * string, so no float ever rounds a sum.
 */
export function roublesInWords(sumMinor: number): string {
  if (!Number.isSafeInteger(sumMinor) || sumMinor < 0)
    throw new RangeError(`not a sum in kopecks: ${sumMinor}`);
  const roubles = Math.trunc(sumMinor / MINOR_UNITS);
  const kopecks = String(sumMinor % MINOR_UNITS).padStart(2, '0');
  return convert(`${roubles}.${kopecks}`, {
    currency: 'rub',
    convertNumberToWords: { integer: true, fractional: false },
  });
}
