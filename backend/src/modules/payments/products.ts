import type { LicenceKind, PayAim, PayProduct } from '@gramota/contracts';
import type { PricedProduct } from './prices';

/** What one product grants once paid: a licence kind for `months` months, or nothing. */
export interface ProductRule {
  /** The aim a record of this product carries (template_i for the individual category 'i'). */
  aim: PayAim;
  months: number;
  licence: LicenceKind | null;
  /** The aim id names a catalogue template. */
  needsTemplate: boolean;
}

export const PRODUCT_RULES: Record<PayProduct, ProductRule> = {
  'template-1': { aim: 'template', months: 1, licence: 'template', needsTemplate: true },
  'template-12': { aim: 'template', months: 12, licence: 'template', needsTemplate: true },
  'all-1': { aim: 'subscribe', months: 1, licence: 'all-templates', needsTemplate: false },
  'all-12': { aim: 'subscribe', months: 12, licence: 'all-templates', needsTemplate: false },
  'team-12': { aim: 'subscribe', months: 12, licence: 'all-templates', needsTemplate: false },
  'school-12': { aim: 'subscribe', months: 12, licence: 'school', needsTemplate: false },
  'workshop-1': { aim: 'workshop', months: 1, licence: 'workshop', needsTemplate: false },
  'workshop-12': { aim: 'workshop', months: 12, licence: 'workshop', needsTemplate: false },
  donate: { aim: 'donate', months: 0, licence: null, needsTemplate: false },
  print: { aim: 'prepay-print', months: 0, licence: null, needsTemplate: false },
};

/** Offered on a template's invoice page, in this order. */
export const TEMPLATE_OFFERS: PricedProduct[] = [
  'template-1',
  'template-12',
  'all-1',
  'all-12',
  'team-12',
  'school-12',
];
export const WORKSHOP_OFFERS: PricedProduct[] = ['workshop-1', 'workshop-12'];
/** The all-templates page (/app/invoice/all/, aim_id 'all'): no one template asked for it. */
export const ALL_TEMPLATES_AIM = 'all';
export const ALL_TEMPLATES_OFFERS: PricedProduct[] = ['all-1', 'all-12', 'team-12', 'school-12'];

/**
 * The last day of a licence of `months` months starting on `start` ('YYYY-MM-DD', UTC): the day
 * before the same date `months` later (a month from 2026-01-31 ends on 2026-02-28).
 */
export function licenceEnd(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + months;
  const lastDayOfTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDayOfTarget)));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}
