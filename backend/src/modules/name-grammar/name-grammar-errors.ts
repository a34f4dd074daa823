import { spreadsheetErrors, type SpreadsheetErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** The decline call is one of the spreadsheet calls: its errors are in their catalogue. */
const spreadsheetError = codedErrors<SpreadsheetErrorCode>({ texts: spreadsheetErrors });

/** 400 decline_invalid naming 'names': the body is not a DeclineRequest within its limits. */
export const declineInvalid = () => spreadsheetError(400, 'decline_invalid', 'names');
