// The delivery module's public face: what happens to a made file after the creator made it (seed
// 001 §4 Messenger / Cloud disk, §7 Generation and delivery; seed 000 §7 storage-add-files):
// e-mail (creator-send-mail, login-set-email), the storage, the print order, and the
// share-to-mobile page with its QR picture. Contract: packages/contracts/src/delivery.ts. The
// messenger and the cloud disk are their own modules; they read files through DeliveryFiles.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import type { AccountMerger, AccountsService } from '../auth';
import type { MailService } from '../mail';
import type { PrintOrderService } from '../print-order';
import { ReadyService, type PendingFiles } from '../ready';
import type { StorageService } from '../storage';
import { DeliveryFiles } from './delivery-files';
import { createDeliveryRoutes } from './delivery.routes';
import { SendMailService } from './send-mail.service';
import { SentMail } from './sent-mail.entity';
import { createShareRoutes, type SharedLinks } from './share.routes';

export { deliveryError } from './delivery-errors';
export {
  DeliveryFiles,
  MAX_DELIVERY_FILES,
  parseFileIds,
  type MadeFileKind,
  type FileToSend,
} from './delivery-files';
export { MAILS_PER_HOUR, SendMailService } from './send-mail.service';
export type { SharedLinks } from './share.routes';
export { SentMail } from './sent-mail.entity';

// The hourly e-mail count follows the person into the account they log into.
export const deliveryAccountMerger: AccountMerger = async (fromUserId, toUserId, manager) => {
  await manager.getRepository(SentMail).update({ userId: fromUserId }, { userId: toUserId });
};

export interface DeliveryModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  /** Where made files lie: the phone's share link streams them from it. */
  fileStore: FileStore;
  mail: MailService;
  accounts: AccountsService;
  /** What jobs still at work say (the creator module). */
  pending: PendingFiles;
  storage: StorageService;
  printOrder: PrintOrderService;
  /** The links for parents (issue 37), opened on the same share-to-phone page. */
  sharedLinks?: SharedLinks;
}

export function createDeliveryModule(deps: DeliveryModuleDependencies) {
  const ready = new ReadyService(deps.dataSource);
  const files = new DeliveryFiles(ready, deps.pending, deps.fileStore);
  const sendMail = new SendMailService({
    dataSource: deps.dataSource,
    ready,
    pending: deps.pending,
    mail: deps.mail,
    files,
    clock: deps.clock,
  });
  return {
    /** The account's made files by id, for every delivery call (messenger and cloud disk too). */
    files,
    sendMail,
    /** /api calls (session) and the phone's page and QR (no session): mount before statics. */
    routers: [
      createDeliveryRoutes({
        session: deps.session,
        files,
        sendMail,
        accounts: deps.accounts,
        storage: deps.storage,
        printOrder: deps.printOrder,
      }),
      createShareRoutes(ready, deps.fileStore, deps.sharedLinks),
    ],
  };
}
