import { checkedName } from '../../folders';
import { badRequest } from '../storage-errors';

/** The extensions these kinds go by; only these are taken off ('Приказ 1.5' keeps its '.5'). */
const KNOWN_EXTENSION = /\.(pdf|jpe?g|jpe|jfif|png|webp)$/i;

/**
 * The name an uploaded file is shown under: the name it had on the teacher's computer without
 * its extension. Browsers send only a file's own name, so a name with / or \ was made by hand
 * and is refused (name_path), as are empty names, names past 200 characters and names that look
 * like HTML (the folders module's rules, checkedName). The field at fault is `file`.
 */
export function uploadedName(originalName: string): string {
  if (/[/\\]/.test(originalName)) throw badRequest('name_path', 'file');
  return checkedName(originalName.trim().replace(KNOWN_EXTENSION, ''), 'doc', 'file');
}
