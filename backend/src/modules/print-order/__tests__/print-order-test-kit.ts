import {
  deliveryPaths,
  payPaths,
  type PrintDelivery,
  type PrintOrderGetAnswer,
} from '@gramota/contracts';
import { userByEmail } from '../../../test-support/accounts';
import type { TestApp } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';
import { ReadyFile } from '../../ready';

let nextFileId = 800_000 + Math.floor(Math.random() * 100_000) * 10;

/**
 * Made files of the teacher (rows as the creator writes them when a job is done), put into the
 * print order through the real print-order-add-file call. Answers their ids.
 */
export async function filesInCart(
  app: TestApp,
  teacher: Visitor & { email: string },
  files: Array<{ name: string; pages: number }>,
): Promise<number[]> {
  const user = await userByEmail(app, teacher.email);
  const ids = files.map(() => (nextFileId += 1));
  await app.dataSource.getRepository(ReadyFile).insert(
    files.map((file, index) => ({
      id: ids[index]!,
      userId: user.id,
      docId: 1,
      jobId: ids[index]!,
      name: file.name,
      filename: `Made_${ids[index]}`,
      format: 'a4',
      free: false,
      shareMobileCode: `code${ids[index]}`,
      folderId: null,
      trashed: false,
      time: Date.now(),
      pages: file.pages,
    })),
  );
  const added = await teacher.get(deliveryPaths.printOrderAddFile(ids.map(String)));
  if (added.status !== 200) throw new Error(`print-order-add-file: ${await added.text()}`);
  return ids;
}

export async function printOrderOf(visitor: Visitor): Promise<PrintOrderGetAnswer> {
  const response = await visitor.get(payPaths.printOrderGet());
  if (response.status !== 200) throw new Error(`print-order-get: ${await response.text()}`);
  return (await response.json()) as PrintOrderGetAnswer;
}

/** A JSON call's status and body. */
export async function call(visitor: Visitor, path: string, body: unknown) {
  const response = await visitor.postJson(path, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const DELIVERY: PrintDelivery = {
  name: 'Мария Иванова',
  phone: '+7 (900) 123-45-67',
  city: 'Казань',
  address: 'ул. Баумана, 1, школа 17',
  postcode: '420111',
  comment: 'Позвонить за час',
};
