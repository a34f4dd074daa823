import { workshopErrors, type WorkshopErrorCode } from '@gramota/contracts';
import { AppError, CodedError } from '../../../errors';
import { workshopError } from '../workshop-errors';

/** The form's err status (seed 001 §7 form uploads): the code and its text, shown 6 s. */
export type UploadErr = { status: 'err'; error_code: WorkshopErrorCode; error_text: string };

/** A refusal of an upload; the route answers it as status err (always HTTP 200). */
export const workshopUploadError = (code: WorkshopErrorCode) => workshopError(400, code, 'file');

/** What the image guard and the account checks refuse with, in the workshop's words. */
const FROM_OTHER_CODES: Record<string, WorkshopErrorCode> = {
  image_invalid: 'file_not_image',
  image_too_large: 'image_too_large',
  // No code of its own in the contract: a sliver 50 times longer than wide is no picture to print.
  image_shape_invalid: 'image_too_large',
  // A folder in the trash takes no new template: as good as gone to the upload form.
  in_trash: 'not_found',
  login_required: 'login_required',
  forbidden: 'forbidden',
};

const isWorkshopCode = (code: string): code is WorkshopErrorCode => code in workshopErrors;

/**
 * The err status of a refusal; null for anything else (a fault of ours, left to the error
 * middleware to log as a 500). A 404 of another module (a folder not found) is not_found.
 */
export function uploadErrOf(error: unknown): UploadErr | null {
  if (!(error instanceof AppError)) return null;
  let code: WorkshopErrorCode = 'upload_failed';
  if (error instanceof CodedError && isWorkshopCode(error.code)) code = error.code;
  else if (error instanceof CodedError && FROM_OTHER_CODES[error.code])
    code = FROM_OTHER_CODES[error.code]!;
  else if (error.status === 404) code = 'not_found';
  else if (error.status === 401) code = 'login_required';
  else if (error.status === 403) code = 'forbidden';
  return { status: 'err', error_code: code, error_text: workshopErrors[code] };
}
