// The print-order module's public face: made files put into the account's print order (seed 001
// §7 print-order-add-file), the cart with copies, submitting it as an order paid by a
// prepay-print record, the order's status for the teacher and the operator's view (issue 19).
// The screen is the pay area's print page (appPaths.payPrint()).
import type { DataSource } from 'typeorm';
import type { FileStore } from '../../shared/file-store';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { PrintOperatorService } from './print-operator.service';
import { createPrintOrderRoutes } from './print-order.routes';
import { PrintOrderService } from './print-order.service';
import type { PrintPayments } from './print-payments.port';

// Its account merger: backend/src/account-mergers.ts lists every module's.
export { movePrintOrder } from './print-order.service';
export { PrintOrderItem } from './print-order-item.entity';
export { PrintOrder } from './print-order.entity';
export { PrintOrderFile } from './print-order-file.entity';
export { PrintOrderService } from './print-order.service';
export { PrintOperatorService } from './print-operator.service';
export type { PaidPrintRecord, PrintPayments } from './print-payments.port';
export { printPaymentsOf } from './print-payments.adapter';

export interface PrintOrderModuleDependencies {
  dataSource: DataSource;
  clock: Clock;
  logger: Logger;
  session: AppMiddleware;
  payments: PrintPayments;
  /** The operator downloads the orders' made files from it. */
  fileStore: FileStore;
}

export function createPrintOrderModule(deps: PrintOrderModuleDependencies) {
  const printOrder = new PrintOrderService(deps.dataSource, deps.clock, deps.payments, deps.logger);
  const operator = new PrintOperatorService(deps.dataSource, deps.clock);
  return {
    printOrder,
    operator,
    router: createPrintOrderRoutes({
      printOrder,
      operator,
      session: deps.session,
      dataSource: deps.dataSource,
      fileStore: deps.fileStore,
    }),
  };
}
