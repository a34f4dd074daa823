import Router from '@koa/router';
import {
  accountPaths,
  deliveryPaths,
  type LoginSetEmailAnswer,
  type PrintOrderAddAnswer,
  type StorageAddAnswer,
} from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { optionalText, queryFields } from '../../http/request-fields';
import { currentAccount, currentActor, requirePermission } from '../access';
import type { AccountsService } from '../auth';
import { docRowId } from '../folders';
import { readerLanguage } from '../mail';
import type { PrintOrderService } from '../print-order';
import { readStoredSettings } from '../profile';
import type { FileForStorage, StorageService } from '../storage';
import { setAccountEmail } from './account-email';
import { deliveryError } from './delivery-errors';
import { parseFileIds, type DeliveryFiles, type FileToSend } from './delivery-files';
import type { SendMailService } from './send-mail.service';

export interface DeliveryRoutesDependencies {
  session: AppMiddleware;
  files: DeliveryFiles;
  sendMail: SendMailService;
  accounts: AccountsService;
  storage: StorageService;
  printOrder: PrintOrderService;
}

const params = (ctx: AppContext) =>
  (ctx as { params?: Record<string, string | undefined> }).params ?? {};

/** A doc or file id of the path; anything else is the same 404 as another account's id. */
function rowId(value: string | undefined): number {
  const id = docRowId(value ?? '');
  if (id === null) throw deliveryError(404, 'not_found');
  return id;
}

const forStorage = ({ file, keys }: FileToSend): FileForStorage => ({
  readyFileId: file.id,
  name: file.name,
  filename: file.filename,
  format: file.format,
  jpegKey: keys.jpeg,
  thumbKey: keys.thumb,
  pdfKey: keys.pdf,
});

const filesOf = (ctx: AppContext) => parseFileIds(optionalText(queryFields(ctx), 'files', 1000));

/**
 * The delivery calls of the editor and the ready list (seed 001 §7 Generation and delivery, seed
 * 000 §7): e-mail, storage, print order, and the e-mail an account without one gives itself. The
 * session and docs_full here; ownership of every file in DeliveryFiles and the services.
 */
export function createDeliveryRoutes(deps: DeliveryRoutesDependencies): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');

  router.get('/api/creator-send-mail/:docId/:doc/', deps.session, docsFull, async (ctx) => {
    const { docId, doc } = params(ctx);
    const actor = currentActor(ctx);
    ctx.body = await deps.sendMail.send({
      actor,
      accountId: currentAccount(ctx).id,
      docId: rowId(docId),
      fileId: rowId(doc),
      language: readerLanguage(ctx, readStoredSettings(actor.settings).lng),
    });
  });

  // The seed's GET with the address in the query; the auth module's POST of the same path stays.
  router.get(accountPaths.loginSetEmail, deps.session, async (ctx) => {
    await setAccountEmail(deps.accounts, currentActor(ctx), queryFields(ctx).email);
    const answer: LoginSetEmailAnswer = { result: 'success' };
    ctx.body = answer;
  });

  router.get('/api/storage-add-files/', deps.session, docsFull, async (ctx) => {
    const ids = filesOf(ctx);
    let answer: StorageAddAnswer;
    if (!currentActor(ctx).login) answer = { result: 'need_login' };
    else {
      const accountId = currentAccount(ctx).id;
      const files = await deps.files.load(accountId, ids);
      // Seed 000 §8 'Storage need-pro modal for free ready files': all or nothing.
      answer = files.some(({ file }) => file.free)
        ? { result: 'need_pro' }
        : {
            result: 'success',
            added: await deps.storage.addFiles(accountId, files.map(forStorage)),
          };
    }
    ctx.body = answer;
  });

  router.get('/api/print-order-add-file/', deps.session, docsFull, async (ctx) => {
    const accountId = currentAccount(ctx).id;
    const files = await deps.files.load(accountId, filesOf(ctx));
    const answer: PrintOrderAddAnswer = {
      result: 'success',
      count: await deps.printOrder.add(
        accountId,
        files.map(({ file }) => file.id),
      ),
      location: deliveryPaths.printOrder(),
    };
    ctx.body = answer;
  });

  return router;
}
