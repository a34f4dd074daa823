import { storageErrors, type StorageErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** The storage's errors in the seeds' form-answer shape (name + tooltip for a field at fault). */
export const storageError = codedErrors<StorageErrorCode>({
  texts: storageErrors,
  marksFields: true,
});

/** The one answer for missing ids and ids of other accounts. */
export const notFound = (field?: string) => storageError(404, 'not_found', field);
export const badRequest = (code: StorageErrorCode, field?: string) =>
  storageError(400, code, field);
