import { In, type DataSource } from 'typeorm';
import { PrintOrderFile } from './print-order-file.entity';

/** The files of these orders, by order id, in the order they were added. */
export async function orderFilesOf(
  dataSource: DataSource,
  orderIds: number[],
): Promise<Map<number, PrintOrderFile[]>> {
  const byOrder = new Map<number, PrintOrderFile[]>();
  if (orderIds.length === 0) return byOrder;
  const files = await dataSource
    .getRepository(PrintOrderFile)
    .find({ where: { orderId: In(orderIds) }, order: { id: 'ASC' } });
  for (const file of files) byOrder.set(file.orderId, [...(byOrder.get(file.orderId) ?? []), file]);
  return byOrder;
}
