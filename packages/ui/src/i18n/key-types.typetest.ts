/**
 * Compiled by `npm run typecheck`, never run: proves that t() checks its keys against the
 * Russian strings (string-types.ts in each package). Were the key types lost, t() would take any
 * string, these expected errors would go unused, and the typecheck would fail.
 */
import type { TFunction } from 'i18next';

declare const t: TFunction<['common', 'kit']>;

export const keyTypesInForce = () => [
  t('actions.save'),
  t('kit:folder.actions.newFolder'),
  // @ts-expect-error a key the Russian strings lack
  t('actions.saev'),
  // @ts-expect-error a namespace no package owns
  t('nobody:actions.save'),
];
