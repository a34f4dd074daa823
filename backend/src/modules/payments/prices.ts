import {
  formatMoney,
  MINOR_UNITS,
  type Currency,
  type PayProduct,
  type PriceObject,
} from '@gramota/contracts';

/** Products with a fixed price (donate and print are priced elsewhere). */
export type PricedProduct = Exclude<PayProduct, 'donate' | 'print'>;

/**
 * Prices in integer minor units (kopecks, cents...) per currency. team-12 is per seat. Never
 * floats: a sum is compared with the provider's to the unit.
 */
export interface PriceTable {
  products: Record<PricedProduct, number>;
  /** One printed page of a print order. */
  printPage: number;
  /** The donate dialog's suggested sum. */
  donateDefault: number;
}

const major = (amount: number) => Math.round(amount * MINOR_UNITS);

export const PRICE_TABLES: Record<Currency, PriceTable> = {
  RUB: {
    products: {
      'template-1': major(99),
      'template-12': major(490),
      'all-1': major(199),
      'all-12': major(1490),
      'team-12': major(990),
      'school-12': major(9900),
      'workshop-1': major(299),
      'workshop-12': major(1990),
    },
    printPage: major(15),
    donateDefault: major(100),
  },
  UAH: {
    products: {
      'template-1': major(49),
      'template-12': major(249),
      'all-1': major(99),
      'all-12': major(749),
      'team-12': major(499),
      'school-12': major(4990),
      'workshop-1': major(149),
      'workshop-12': major(990),
    },
    printPage: major(8),
    donateDefault: major(50),
  },
  KZT: {
    products: {
      'template-1': major(590),
      'template-12': major(2900),
      'all-1': major(1190),
      'all-12': major(8900),
      'team-12': major(5900),
      'school-12': major(59000),
      'workshop-1': major(1790),
      'workshop-12': major(11900),
    },
    printPage: major(90),
    donateDefault: major(500),
  },
  BYN: {
    products: {
      'template-1': major(3.9),
      'template-12': major(19.9),
      'all-1': major(7.9),
      'all-12': major(59),
      'team-12': major(39),
      'school-12': major(390),
      'workshop-1': major(11.9),
      'workshop-12': major(79),
    },
    printPage: major(0.6),
    donateDefault: major(3),
  },
  EUR: {
    products: {
      'template-1': major(1.9),
      'template-12': major(9.9),
      'all-1': major(3.9),
      'all-12': major(29),
      'team-12': major(19),
      'school-12': major(190),
      'workshop-1': major(5.9),
      'workshop-12': major(39),
    },
    printPage: major(0.3),
    donateDefault: major(2),
  },
  USD: {
    products: {
      'template-1': major(1.99),
      'template-12': major(9.99),
      'all-1': major(3.99),
      'all-12': major(29.99),
      'team-12': major(19.99),
      'school-12': major(199),
      'workshop-1': major(5.99),
      'workshop-12': major(39.99),
    },
    printPage: major(0.3),
    donateDefault: major(2),
  },
};

/** A donation is from 1 to 100 000 of the currency (payErrors.sum_invalid says so). */
export const DONATE_LIMITS = { min: major(1), max: major(100_000) } as const;

/** The seats of a team are bought at the per-seat price. */
export function productSum(currency: Currency, product: PricedProduct, seats = 1): number {
  const each = PRICE_TABLES[currency].products[product];
  return product === 'team-12' ? each * seats : each;
}

/** Seed 000 §3 Price object, written for people in `currency` (pwa-int, profile-set-currency). */
export function pricesFor(currency: Currency): PriceObject {
  const { products } = PRICE_TABLES[currency];
  return {
    one_short: formatMoney(products['template-1']),
    all_from_short: formatMoney(products['all-1']),
    workshop_1: formatMoney(products['workshop-1']),
    workshop_12: formatMoney(products['workshop-12']),
  };
}
