import { MINOR_UNITS } from '@gramota/contracts';

/**
 * Provider APIs write amounts as decimal strings ('1990.00'); the app keeps integer minor units.
 * Converted by string arithmetic, never through a float, so 1990.10 stays 199010 exactly.
 */
export function minorToDecimal(sumMinor: number): string {
  if (!Number.isSafeInteger(sumMinor) || sumMinor < 0) throw new RangeError(`bad sum ${sumMinor}`);
  const whole = Math.trunc(sumMinor / MINOR_UNITS);
  return `${whole}.${String(sumMinor % MINOR_UNITS).padStart(2, '0')}`;
}

/** '1990.00', '1990.1', '1990' → minor units; undefined for anything else (a negative, '1e3', '1.005'). */
export function decimalToMinor(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * MINOR_UNITS + Number((match[2] ?? '').padEnd(2, '0'));
}
