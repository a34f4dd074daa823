import path from 'node:path';
import type { DataSource } from 'typeorm';
import { ReadyFile, readyFileNames } from '../ready';
import { PrintOrderFile } from './print-order-file.entity';
import { printError } from './print-errors';

export type PrintFileKind = 'jpeg' | 'pdf';

export interface PrintFileOnDisk {
  file: string;
  /** What the download is saved as: the teacher's name for it. */
  downloadName: string;
}

/**
 * Where an order's file lies on disk, for the print operator to download and print. The lookup
 * goes from the order's file row to its made file, never from the request's path; a made file
 * the teacher has since deleted answers 404.
 */
export async function printFileOnDisk(
  dataSource: DataSource,
  dataDir: string,
  fileId: string,
  kind: string,
): Promise<PrintFileOnDisk> {
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
    file: path.join(dataDir, 'public', 'doc', readyFileNames(made.filename, made.id)[kind]),
    downloadName: `${row.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || made.filename}.${extension}`,
  };
}
