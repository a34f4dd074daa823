// The print-order module's public face: made files put into the account's print order (seed 001
// §7 print-order-add-file). Paying for and completing the order belongs to the pay area
// (deliveryPaths.printOrder()).
import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { registerAccountMerger } from '../auth';
import { movePrintOrder, PrintOrderService } from './print-order.service';

export { PrintOrderItem } from './print-order-item.entity';
export { PrintOrderService } from './print-order.service';

registerAccountMerger(movePrintOrder);

export function createPrintOrderModule(dataSource: DataSource, clock: Clock) {
  return { printOrder: new PrintOrderService(dataSource, clock) };
}
