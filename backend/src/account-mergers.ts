import { moveAiMessages } from './modules/ai-assistant';
import { moveAlerts } from './modules/alerts';
import type { AccountMerger } from './modules/auth';
import { creatorAccountMerger } from './modules/creator';
import { deliveryAccountMerger } from './modules/delivery';
import { moveDocs } from './modules/docs';
import { driveAccountMerger } from './modules/drive';
import { moveLicences } from './modules/licences';
import { movePayments } from './modules/payments';
import { movePrintOrder } from './modules/print-order';
import { readyAccountMerger } from './modules/ready';
import { docImagesAccountMerger } from './modules/redactor';
import { keepLinkVisits } from './modules/sharing';
import { spreadsheetAccountMerger } from './modules/spreadsheet';
import { storageAccountMerger } from './modules/storage';
import { moveTelegramLink } from './modules/telegram';
import { verificationAccountMerger } from './modules/verification';
import { moveYadiskToken } from './modules/yadisk';
import type { FileStore } from './shared/file-store';

/**
 * What follows a visitor from their anonymous account into the account they log into: every
 * module's merger, run in this order inside the merge's one transaction (a failure undoes all).
 * A module that keeps data per account adds its merger here. The pictures are files, copied last.
 */
export function accountMergers(files: FileStore): readonly AccountMerger[] {
  return [
    moveDocs,
    moveAiMessages,
    moveLicences,
    movePayments,
    moveAlerts,
    readyAccountMerger,
    creatorAccountMerger,
    deliveryAccountMerger,
    driveAccountMerger,
    keepLinkVisits,
    movePrintOrder,
    storageAccountMerger,
    spreadsheetAccountMerger,
    moveTelegramLink,
    moveYadiskToken,
    verificationAccountMerger,
    docImagesAccountMerger(files),
  ];
}
