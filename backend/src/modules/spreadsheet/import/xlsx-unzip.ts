import { SPREADSHEET_LIMITS } from '@gramota/contracts';
import { Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';
import { ImportError } from './import-error';

/** The parts of a workbook a reader needs: XML and its relationships (no pictures, no macros). */
const isWorkbookPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');
/** Compressed bytes handed to the inflater at a time: at most ~1,000× this comes out per step. */
const PIECE = 16 * 1024;
const MAX_ENTRIES = 10_000;

class TooBig extends Error {}

/**
 * A zip's declared sizes, read from its central directory without inflating anything (fflate's
 * filter sees each entry and we keep none): a zip bomb that says what it is, is refused here in
 * milliseconds. A zip that does not parse is xlsx_invalid.
 */
function checkDeclaredSizes(bytes: Uint8Array, limit: number): void {
  let total = 0;
  let entries = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries += 1;
        total += entry.originalSize;
        if (total > limit || entries > MAX_ENTRIES) throw new TooBig();
        return false;
      },
    });
  } catch (error) {
    if (error instanceof TooBig) throw new ImportError('xlsx_too_big');
    throw new ImportError('xlsx_invalid');
  }
}

/**
 * The workbook's XML parts, inflated under a byte budget that counts what really comes out (a
 * zip whose headers lie about its sizes stops at the budget too), fed in small pieces so no
 * step can inflate more than a few MB past it.
 */
function inflateWorkbookParts(bytes: Uint8Array, limit: number): Record<string, Uint8Array> {
  const parts: Record<string, Uint8Array[]> = {};
  let total = 0;
  const unzip = new Unzip((file) => {
    if (!isWorkbookPart(file.name)) return;
    const chunks: Uint8Array[] = (parts[file.name] = []);
    file.ondata = (error, data) => {
      if (error) throw error;
      total += data.length;
      if (total > limit) throw new TooBig();
      chunks.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length; offset += PIECE)
      unzip.push(bytes.subarray(offset, offset + PIECE), offset + PIECE >= bytes.length);
  } catch (error) {
    if (error instanceof TooBig) throw new ImportError('xlsx_too_big');
    throw new ImportError('xlsx_invalid');
  }
  return Object.fromEntries(
    Object.entries(parts).map(([name, chunks]) => [name, Buffer.concat(chunks)]),
  );
}

/**
 * An .xlsx's bytes → the same workbook as a zip of its XML parts stored uncompressed, for
 * read-excel-file (which inflates as it streams, with no budget of its own): whatever it reads
 * was already inflated here within SPREADSHEET_LIMITS.maxXlsxUnzippedBytes.
 */
export function boundedWorkbook(
  bytes: Uint8Array,
  limit: number = SPREADSHEET_LIMITS.maxXlsxUnzippedBytes,
): Buffer {
  checkDeclaredSizes(bytes, limit);
  const parts = inflateWorkbookParts(bytes, limit);
  if (Object.keys(parts).length === 0) throw new ImportError('xlsx_invalid');
  return Buffer.from(zipSync(parts, { level: 0 }));
}
