import { creatorErrors, type CreatorErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** `{ result: 'error', error_code, error_text, name? }` of the creator calls (contracts creator.ts). */
export const creatorError = codedErrors<CreatorErrorCode>({ texts: creatorErrors });

/** The one answer for missing ids and ids of other accounts. */
export const notFound = (field?: string) => creatorError(404, 'not_found', field);
export const badRequest = (code: CreatorErrorCode, field?: string) =>
  creatorError(400, code, field);
