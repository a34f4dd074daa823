import {
  formatMoney,
  isCurrency,
  type Currency,
  type PrintDelivery,
  type PrintOrderFile as PrintOrderFileAnswer,
  type PrintOrderInfo,
} from '@gramota/contracts';
import { readyFileUrls } from '../ready';
import type { PrintOrderFile } from './print-order-file.entity';
import type { PrintOrder } from './print-order.entity';

/** The account's currency as the price table knows it (RUB when unset or unknown). */
export const currencyOf = (value: string): Currency => (isCurrency(value) ? value : 'RUB');

export const EMPTY_DELIVERY: PrintDelivery = {
  name: '',
  phone: '',
  city: '',
  address: '',
  postcode: '',
  comment: '',
};

/** Pages times copies of every file: what the order is priced by. */
export const printedPages = (
  files: ReadonlyArray<Pick<PrintOrderFileAnswer, 'pages' | 'copies'>>,
) => files.reduce((sum, file) => sum + file.pages * file.copies, 0);

/** A file's thumbnail address, '' once the made file is gone. */
export function thumbOf(readyFileId: number | null, filename: string): string {
  return readyFileId === null ? '' : readyFileUrls({ id: readyFileId, filename }).thumb;
}

export function deliveryOf(order: PrintOrder): PrintDelivery {
  return {
    name: order.deliveryName,
    phone: order.deliveryPhone,
    city: order.deliveryCity,
    address: order.deliveryAddress,
    postcode: order.deliveryPostcode,
    comment: order.deliveryComment,
  };
}

export function orderFileAnswer(file: PrintOrderFile): PrintOrderFileAnswer {
  return {
    id: file.id,
    name: file.name,
    thumb: thumbOf(file.readyFileId, file.filename),
    pages: file.pages,
    copies: file.copies,
  };
}

export function orderAnswer(order: PrintOrder, files: PrintOrderFile[]): PrintOrderInfo {
  return {
    id: order.id,
    status: order.status,
    files: files.map(orderFileAnswer),
    delivery: deliveryOf(order),
    sum: formatMoney(order.sumMinor),
    sum_minor: order.sumMinor,
    currency: currencyOf(order.currency),
    time: order.createdAt,
    data_id: order.dataId,
  };
}
