import Router from '@koa/router';
import type { DataSource } from 'typeorm';
import type { FileStore } from '../../shared/file-store';
import {
  payPaths,
  type PrintOperatorListAnswer,
  type PrintOperatorSetStatusAnswer,
  type PrintOrderCartAnswer,
  type PrintOrderSubmitAnswer,
} from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { sendPrivateFile } from '../../http/private-file';
import { bodyFields } from '../../http/request-fields';
import { requireAnyPermission, requirePermission } from '../access';
import { currentAccount, currentActor } from '../auth';
import { parseDelivery } from './print-delivery';
import { printOrderFile } from './print-operator-files';
import type { PrintOperatorService } from './print-operator.service';
import type { PrintOrderService } from './print-order.service';
import { printError } from './print-errors';

/**
 * An operator is a person whose own account is a developer account (dev 'dev'), whichever
 * account they are switched into. Everyone else gets 403 and sees no one's orders.
 */
const requireOperator: AppMiddleware = async (ctx, next) => {
  if (currentActor(ctx).dev !== 'dev') throw printError(403, 'forbidden');
  await next();
};

export interface PrintOrderRoutesDependencies {
  printOrder: PrintOrderService;
  operator: PrintOperatorService;
  session: AppMiddleware;
  dataSource: DataSource;
  /** Where the made files lie. */
  fileStore: FileStore;
}

export function createPrintOrderRoutes({
  printOrder,
  operator,
  session,
  dataSource,
  fileStore,
}: PrintOrderRoutesDependencies): Router<AppState> {
  const router = new Router<AppState>();
  // A member switched in with print_view sees the owner's print page; changing the cart and
  // ordering spends the owner's money, so it takes pay_full (always held in one's own account).
  const mayView = requireAnyPermission('print_view', 'pay_full');
  const mayChange = requirePermission('pay_full');

  router.get(payPaths.printOrderGet(), session, mayView, async (ctx) => {
    ctx.body = await printOrder.overview(currentAccount(ctx).id);
  });

  router.post(payPaths.printOrderSetCopies(), session, mayChange, async (ctx) => {
    const fields = bodyFields(ctx);
    const answer: PrintOrderCartAnswer = {
      result: 'success',
      cart: await printOrder.setCopies(currentAccount(ctx).id, fields.id, fields.copies),
    };
    ctx.body = answer;
  });

  router.post(payPaths.printOrderRemoveFile(), session, mayChange, async (ctx) => {
    const answer: PrintOrderCartAnswer = {
      result: 'success',
      cart: await printOrder.removeFile(currentAccount(ctx).id, bodyFields(ctx).id),
    };
    ctx.body = answer;
  });

  router.post(payPaths.printOrderSubmit(), session, mayChange, async (ctx) => {
    const delivery = parseDelivery(bodyFields(ctx));
    const { order, dataId } = await printOrder.submit(currentAccount(ctx).id, delivery);
    const answer: PrintOrderSubmitAnswer = { result: 'success', order, data_id: dataId };
    ctx.body = answer;
  });

  router.get(payPaths.printOrderOperatorList(), session, requireOperator, async (ctx) => {
    const answer: PrintOperatorListAnswer = { result: 'success', orders: await operator.list() };
    ctx.body = answer;
  });

  router.post(payPaths.printOrderOperatorSetStatus(), session, requireOperator, async (ctx) => {
    const fields = bodyFields(ctx);
    const answer: PrintOperatorSetStatusAnswer = {
      result: 'success',
      order: await operator.setStatus(fields.id, fields.status),
    };
    ctx.body = answer;
  });

  // The made files of every order are the operator's to print; nobody else gets them this way
  // (the teacher has her own links to her files).
  router.get(payPaths.printOrderOperatorFileRoute, session, requireOperator, async (ctx) => {
    const { key, downloadName } = await printOrderFile(
      dataSource,
      ctx.params.fileId ?? '',
      ctx.params.kind ?? '',
    );
    await sendPrivateFile(ctx, fileStore, key, { downloadName });
  });

  return router;
}
