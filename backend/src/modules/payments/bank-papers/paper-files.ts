import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BankPaperKind } from './paper-html';

/** Record ids are the server's own base64url: anything else never becomes a path. */
const DATA_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Where a record's paper lies: DATA_DIR/bank-papers/{dataId}/{paper}.pdf, outside DATA_DIR/public
 * (served at /data/), so only the owner-checked download route ever reads it.
 */
export function paperFile(dataDir: string, dataId: string, kind: BankPaperKind): string {
  return path.join(dataDir, ...paperKey(dataId, kind).split('/'));
}

/** The paper's key in the file store: the same place, `bank-papers/{dataId}/{paper}.pdf`. */
export function paperKey(dataId: string, kind: BankPaperKind): string {
  if (!DATA_ID.test(dataId)) throw new Error('not a record id');
  return `bank-papers/${dataId}/${kind}.pdf`;
}

/** Written under a temporary name and renamed: a download never reads half a file. */
export async function writePaperFile(file: string, pdf: Uint8Array): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.promises.writeFile(temporary, pdf);
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}
