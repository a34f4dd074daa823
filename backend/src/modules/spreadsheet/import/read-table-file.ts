import { DEFAULT_LANGUAGE, type Language, type SpreadsheetCsvAnswer } from '@gramota/contracts';
import { readCsv } from './csv-read';
import { ImportError } from './import-error';
import { readXlsx } from './xlsx-read';

/** A read file: what get-csv answers about it. */
export type ReadTable = Pick<SpreadsheetCsvAnswer, 'table' | 'encoding' | 'delimiter'>;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** The old binary .xls (OLE2 compound file). */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const starts = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * An uploaded table file, its type told by its bytes (never by its name): a zip is an .xlsx, an
 * old .xls is refused (file_type), anything else is read as CSV text. `language`: the teacher's,
 * how an .xlsx's date cells are written (a CSV's cells are text already).
 */
export async function readTableFile(
  bytes: Uint8Array,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ReadTable> {
  if (bytes.length === 0) throw new ImportError('file_empty');
  if (starts(bytes, ZIP_MAGIC))
    return { table: await readXlsx(bytes, language), encoding: 'xlsx', delimiter: '' };
  if (starts(bytes, OLE_MAGIC)) throw new ImportError('file_type');
  return readCsv(bytes);
}
