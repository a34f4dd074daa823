import { workshopErrors } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** The codes sharing answers with (the contract's texts; the storage will share them). */
const SHARE_ERROR_CODES = [
  'not_found',
  'share_type_invalid',
  'share_user_missing',
  'share_self',
  'share_user_exists',
  'different_access',
  'selection_empty',
] as const;
export type ShareErrorCode = (typeof SHARE_ERROR_CODES)[number];

const texts = Object.fromEntries(SHARE_ERROR_CODES.map((code) => [code, workshopErrors[code]]));

/**
 * Form answers (the share modal): a field at fault gets `name` + `tooltip` (the modal shows the
 * text next to it, seed 001 §8 'Share add error'), anything else `alert-text`.
 */
export const shareError = codedErrors<ShareErrorCode>({
  texts: texts as Record<ShareErrorCode, string>,
  marksFields: true,
});

/** Missing ids and ids of another account: one answer, so nothing tells them apart. */
export const shareNotFound = (field?: string) => shareError(404, 'not_found', field);
