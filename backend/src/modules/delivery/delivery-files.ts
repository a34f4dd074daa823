import type { FileStore } from '../../shared/file-store';
import { readyFileKeys, type PendingFiles, type ReadyFile, type ReadyService } from '../ready';
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

export type MadeFileKind = 'jpeg' | 'thumb' | 'pdf';

/** A ready file with its three files' keys in the file store, and a way to read them. */
export interface FileToSend {
  file: ReadyFile;
  keys: Record<MadeFileKind, string>;
  /** One of its files whole; one gone from the store meanwhile (deleted forever) is a 404. */
  read(kind: MadeFileKind): Promise<Buffer>;
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
    private readonly fileStore: FileStore,
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
      return {
        file,
        keys: readyFileKeys(file),
        read: (kind: MadeFileKind) => this.read(file, kind),
      };
    });
  }

  /** One of a made file's files whole; one gone from the store meanwhile is a 404. */
  async read(file: Pick<ReadyFile, 'id' | 'filename'>, kind: MadeFileKind): Promise<Buffer> {
    const bytes = await this.fileStore.read(readyFileKeys(file)[kind]);
    if (!bytes) throw deliveryError(404, 'not_found', 'files');
    return bytes;
  }
}
