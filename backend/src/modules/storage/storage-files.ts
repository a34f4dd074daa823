import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FileStore } from '../../shared/file-store';

/**
 * Where the local store keeps storage files (DATA_DIR/public/storage/), for tests and tools that
 * look at the disk; they are served under /data/storage/ to the owner's sessions only (the
 * private-files module), and the static routes refuse them.
 */
export function storageDir(dataDir: string): string {
  return path.join(dataDir, 'public', 'storage');
}

/** Where storage copies lie in the file store (DATA_DIR/public/storage/ on the local disk). */
export const STORAGE_FILES_PREFIX = 'public/storage/';

/** The file-store key of a storage copy named `name` (a name the server made, never the user). */
export const storageFileKey = (name: string) => `${STORAGE_FILES_PREFIX}${name}`;

/** The URL of a storage file. */
export const storageFileUrl = (name: string) => `/data/storage/${encodeURIComponent(name)}`;

/**
 * Names for one document's copies: the ready file's name plus a random part nobody can guess
 * (128 bits, enough for an address a storage share may one day make public).
 */
export function storageNames(filename: string) {
  const stem = `${filename}_${randomBytes(16).toString('hex')}`;
  return { fileName: `${stem}.jpg`, thumbName: `${stem}_th.webp`, pdfName: `${stem}.pdf` };
}

/** Removes copies again (a failed add); files already gone are fine. */
export async function removeCopies(fileStore: FileStore, names: string[]): Promise<void> {
  await Promise.all(names.map((name) => fileStore.delete(storageFileKey(name))));
}
