/**
 * Prices shown by the PWA intro and pay prompts (seed 000 §3 Price object), as the strings the
 * seeds send. One table for now; the pay module will take over when prices vary by currency.
 */
export const PRICES = {
  one_short: '99',
  all_from_short: '199',
  workshop_1: '299',
  workshop_12: '1990',
} as const;

export type PriceTable = { readonly [K in keyof typeof PRICES]: string };

export function pricesFor(_currency: string): PriceTable {
  return PRICES;
}
