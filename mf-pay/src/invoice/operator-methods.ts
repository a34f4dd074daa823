import type { PayMethod, PayOperator } from '@gramota/contracts';

/** The ways each operator takes money, as the invoice page offers them (one button each). */
export const OPERATOR_METHODS: Record<PayOperator, readonly PayMethod[]> = {
  one: ['card'],
  yandex: ['card', 'sbp'],
  paypal: ['paypal'],
  bank: ['invoice'],
};
