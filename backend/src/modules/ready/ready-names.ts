import { randomBytes } from 'node:crypto';
import { CREATOR_LIMITS } from '@gramota/contracts';

/**
 * Anything but letters (of any script, with their accents), digits, the hyphen and the
 * apostrophes names are written with (', ’ and Ukrainian ʼ) becomes one '_': «Фёдоров-Щербаков»,
 * «Д'Арк», «Пʼятничук» and «Müller» keep their letters and marks.
 */
const NOT_KEPT = /[^\p{L}\p{M}\p{N}'\u2019\u02bc-]+/gu;

/**
 * A ready file's slug from its doc's name (the name of its files on disk and in their URLs):
 * letters, digits, hyphens, apostrophes and '_' for everything else (spaces included), at most 60
 * characters, never empty. It is safe in a path and in a URL once encoded. Lists show the file's
 * own name (ReadyFile.name) and downloads are named after it (readyDownloadName).
 */
export function readyFilename(docName: string): string {
  const slug = docName
    .normalize('NFC')
    .replace(NOT_KEPT, '_')
    .replace(/^_+|_+$/g, '');
  const cut = [...slug].slice(0, CREATOR_LIMITS.filenameMax).join('').replace(/_+$/, '');
  return cut || 'document';
}

/**
 * A share-to-phone code: the only lock on the file's public address (/app/s/{code}/), so 128
 * random bits, written as 22 base64url characters (SHARE_MOBILE_CODE_PATTERN). Nobody types it:
 * the phone opens it from the QR picture.
 */
export function shareMobileCode(): string {
  return randomBytes(16).toString('base64url');
}

/** Characters Windows, macOS or a zip tool refuse (or read as folders) in a file name. */
const NOT_IN_NAMES = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
/** Names Windows keeps for devices, with any extension ('CON.pdf' cannot be made). */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
/** Characters of a name before '.pdf' and ' (n)': well under every system's 255. */
const NAME_MAX = 100;

/** A file name safe on Windows and in a zip: no separators, no device names, no trailing dots. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFC').replace(/\s+/g, ' ').replace(NOT_IN_NAMES, '_').trim();
  const cut = [...cleaned]
    .slice(0, NAME_MAX)
    .join('')
    .replace(/[. ]+$/, '');
  const named = cut || 'document';
  return RESERVED.test(named) ? `_${named}` : named;
}

/**
 * The name a made file is saved under: the doc's or pupil's name exactly as written (a space
 * stays a space, a hyphen a hyphen), only made safe for the file systems; its slug when the name
 * has nothing to keep.
 */
export function readyDownloadName(
  file: { name: string; filename: string },
  extension: 'pdf' | 'jpg' | 'webp',
): string {
  const named = file.name.trim() ? safeFileName(file.name) : file.filename;
  return `${named}.${extension}`;
}
