import path from 'node:path';
import { readyFileNames, type PendingFiles, type ReadyFile, type ReadyService } from '../ready';
import { deliveryError } from './delivery-errors';

const ID = /^[1-9]\d{0,15}$/;
/** At most this many files per delivery call (seed 001 §9: 30 per mass creation). */
export const MAX_DELIVERY_FILES = 30;

/**
 * The `files` parameter of every delivery call: '12', '12,13' or the selection references
 * 'redoc:12,redoc:13' that print-order writes (the two may mix). Repeated ids count once, in
 * their first place. Empty, more than 30, or anything else: 400 files_invalid.
 */
export function parseFileIds(text: string | undefined): number[] {
  const parts = (text ?? '').split(',').map((part) => part.trim().replace(/^redoc:/, ''));
  if (parts.length > MAX_DELIVERY_FILES || parts.some((part) => !ID.test(part)))
    throw deliveryError(400, 'files_invalid', 'files');
  return [...new Set(parts.map(Number))];
}

/** A ready file with where its three files are on disk (DATA_DIR/public/doc/). */
export interface FileToSend {
  file: ReadyFile;
  jpegPath: string;
  thumbPath: string;
  pdfPath: string;
}

/** Where a ready file's JPEG, thumbnail and PDF are on disk. */
export function readyFilePaths(dataDir: string, file: Pick<ReadyFile, 'id' | 'filename'>) {
  const folder = path.join(dataDir, 'public', 'doc');
  const names = readyFileNames(file.filename, file.id);
  return {
    jpegPath: path.join(folder, names.jpeg),
    thumbPath: path.join(folder, names.thumb),
    pdfPath: path.join(folder, names.pdf),
  };
}

/**
 * Loads the files a delivery call names, for the account that asks (ownership on the server):
 * all of them or none. A missing id or another account's answers 404 not_found (the same answer);
 * an id whose job is still at work answers 409 file_wait.
 */
export class DeliveryFiles {
  constructor(
    private readonly ready: ReadyService,
    private readonly pending: PendingFiles,
    private readonly dataDir: string,
  ) {}

  async load(userId: string, ids: number[]): Promise<FileToSend[]> {
    const rows = await this.ready.findMany(userId, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      const states = await this.pending.pending(userId, missing);
      if (missing.some((id) => states.get(id) !== 'wait'))
        throw deliveryError(404, 'not_found', 'files');
      throw deliveryError(409, 'file_wait', 'files');
    }
    // A file in the trash is on its way out: recovered first, then sent.
    if (rows.some((row) => row.trashed)) throw deliveryError(400, 'in_trash', 'files');
    return ids.map((id) => {
      const file = byId.get(id)!;
      return { file, ...readyFilePaths(this.dataDir, file) };
    });
  }
}
