import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR/public/storage/: served under /data/storage/ to the owner's sessions only (the
 * private-files module); the static routes refuse it.
 */
export function storageDir(dataDir: string): string {
  return path.join(dataDir, 'public', 'storage');
}

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

/**
 * A copy that survives deleting the source: a hard link where the file system allows it (no
 * bytes copied, the data stays until both names are gone), otherwise a real copy.
 */
export async function keepCopy(source: string, target: string): Promise<void> {
  try {
    await fs.link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK')
      throw error;
    await fs.copyFile(source, target);
  }
}

/** Removes copies again (a failed add); files already gone are fine. */
export async function removeCopies(dataDir: string, names: string[]): Promise<void> {
  const folder = storageDir(dataDir);
  await Promise.all(names.map((name) => fs.rm(path.join(folder, name), { force: true })));
}
