import path from 'node:path';

/**
 * Folders of DATA_DIR/public (served at /data/) that hold personal files: made files (doc/) and
 * storage copies (storage/). Only the private-files module serves them, to their owners; the
 * static routes and the render pages never do (security review, finding 2).
 */
export const PRIVATE_DATA_FOLDERS: readonly string[] = ['doc', 'storage'];

/**
 * True when `relativePath` (under /data/, still URL-encoded) would reach a private folder, however
 * it is written: encoded, with `.`, `..` or doubled slashes, backslashes, or another letter case
 * (for case-insensitive file systems). Undecodable paths count as private: nothing serves them.
 */
export function isPrivateDataPath(relativePath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return true;
  }
  const normalised = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
  const first = normalised.split('/').find(Boolean) ?? '';
  return PRIVATE_DATA_FOLDERS.includes(first.toLowerCase());
}
