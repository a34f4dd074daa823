import type { DataSource } from 'typeorm';
import { ReadyFile, readyFileKeys } from '../ready';
import { PrintOrderFile } from './print-order-file.entity';
import { printError } from './print-errors';

export type PrintFileKind = 'jpeg' | 'pdf';

export interface PrintFileInStore {
  /** Its key in the file store. */
  key: string;
  /** What the download is saved as: the teacher's name for it. */
  downloadName: string;
}

/**
 * Where an order's file lies in the file store, for the print operator to download and print. The lookup
 * goes from the order's file row to its made file, never from the request's path; a made file
 * the teacher has since deleted answers 404.
 */
export async function printOrderFile(
  dataSource: DataSource,
  fileId: string,
  kind: string,
): Promise<PrintFileInStore> {
  if (!/^\d{1,10}$/.test(fileId) || (kind !== 'jpeg' && kind !== 'pdf'))
    throw printError(404, 'not_found');
  const row = await dataSource.getRepository(PrintOrderFile).findOneBy({ id: Number(fileId) });
  const made =
    row && row.readyFileId !== null
      ? await dataSource.getRepository(ReadyFile).findOneBy({ id: row.readyFileId })
      : null;
  if (!row || !made) throw printError(404, 'not_found');
  const extension = kind === 'pdf' ? 'pdf' : 'jpg';
  return {
    key: readyFileKeys(made)[kind],
    downloadName: `${row.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || made.filename}.${extension}`,
  };
}
