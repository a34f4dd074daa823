import { STORAGE_LIMITS, type StorageErrorCode } from '@gramota/contracts';

/** What the file chooser offers: the kinds the storage keeps (the server reads the bytes). */
export const UPLOAD_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

const NAMES = /\.(pdf|jpe?g|png|webp)$/i;
const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

/**
 * What is wrong with a set of files before anything is sent (the contract's limits), so a
 * teacher dropping a folder of photos hears at once; null when it may go. The server checks
 * again, from the bytes.
 */
export function uploadProblem(files: readonly File[]): StorageErrorCode | null {
  if (files.length === 0) return 'upload_empty';
  if (files.length > STORAGE_LIMITS.uploadMaxFiles) return 'upload_too_many';
  if (files.some((file) => !NAMES.test(file.name) && !TYPES.has(file.type))) return 'upload_type';
  if (files.some((file) => file.size > STORAGE_LIMITS.uploadMaxBytes)) return 'upload_too_large';
  return null;
}
