import iconv from 'iconv-lite';
import { ImportError } from './import-error';

export interface DecodedText {
  text: string;
  /** What was read: 'utf-8-bom', 'utf-8', 'utf-16le', 'utf-16be' or 'windows-1251'. */
  encoding: string;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** C0 controls other than tab, line feed and carriage return: text files do not hold them. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A file's bytes as text. Encoding sniffers are unreliable on short Cyrillic files, so: a BOM
 * decides (Excel's "CSV UTF-8" writes one, its "Unicode text" is UTF-16 with one); else strict
 * UTF-8; else Windows-1251 (Excel's "CSV (разделители - точка с запятой)" on a Russian Windows).
 * Bytes that are neither (UTF-16 without a BOM, binary files: NULs and control codes) are refused
 * rather than shown as mojibake.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, UTF8_BOM)) return strictUtf8(bytes.subarray(3), 'utf-8-bom');
  if (startsWith(bytes, [0xff, 0xfe])) return checked(utf16(bytes, 'utf-16le'), 'utf-16le');
  if (startsWith(bytes, [0xfe, 0xff])) return checked(utf16(bytes, 'utf-16be'), 'utf-16be');
  if (bytes.includes(0)) throw new ImportError('encoding_unknown');
  try {
    return strictUtf8(bytes, 'utf-8');
  } catch {
    // 0x98 is the one byte Windows-1251 leaves undefined; iconv-lite turns it into U+FFFD.
    return checked(iconv.decode(Buffer.from(bytes), 'win1251'), 'windows-1251');
  }
}

function strictUtf8(bytes: Uint8Array, encoding: string): DecodedText {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new ImportError('encoding_unknown');
  }
  return checked(text, encoding);
}

function utf16(bytes: Uint8Array, label: 'utf-16le' | 'utf-16be'): string {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    throw new ImportError('encoding_unknown');
  }
}

function checked(text: string, encoding: string): DecodedText {
  if (CONTROL.test(text) || text.includes('\ufffd')) throw new ImportError('encoding_unknown');
  return { text, encoding };
}
