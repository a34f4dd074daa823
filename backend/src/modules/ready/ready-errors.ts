import { readyErrors, type ReadyErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** `{ result: 'error', error_code, error_text, name? }` of the ready calls (contracts ready.ts). */
export const readyError = codedErrors<ReadyErrorCode>({ texts: readyErrors });

/** The one answer for missing ids and ids of other accounts. */
export const notFound = (field?: string) => readyError(404, 'not_found', field);
export const badRequest = (code: ReadyErrorCode, field?: string) => readyError(400, code, field);
