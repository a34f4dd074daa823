import { SPREADSHEET_LIMITS, type ImportedTable } from '@gramota/contracts';
import Papa from 'papaparse';
import { decodeCsvBytes } from './csv-decode';
import { ImportError } from './import-error';
import { tableFromRows } from './table-limits';

export type CsvDelimiter = ';' | ',' | '\t';

export interface ReadCsv {
  table: ImportedTable;
  encoding: string;
  /** '' when no separator was found (one column). */
  delimiter: CsvDelimiter | '';
}

/** Ties go to the first: Russian Excel writes ';', since ',' is its decimal mark. */
const CANDIDATES: readonly CsvDelimiter[] = [';', '\t', ','];
const SAMPLE_ROWS = 20;

/**
 * The separator that splits the first rows most consistently into more than one column (quoted
 * fields and their line breaks are read by PapaParse, so a ';' inside quotes does not count).
 */
export function detectDelimiter(text: string): CsvDelimiter | '' {
  let best: { delimiter: CsvDelimiter; score: number } | undefined;
  for (const delimiter of CANDIDATES) {
    const { data } = Papa.parse<string[]>(text, {
      delimiter,
      preview: SAMPLE_ROWS,
      skipEmptyLines: true,
    });
    const widths = data.map((row) => row.length);
    const width = Math.max(0, ...widths);
    if (width < 2) continue;
    // Rows as wide as the widest count; one ragged row does not lose the vote.
    const score = widths.filter((one) => one === width).length * 1000 + width;
    if (!best || score > best.score) best = { delimiter, score };
  }
  return best?.delimiter ?? '';
}

/**
 * A CSV file's bytes → a table of plain text. Nothing in a cell is evaluated: '=HYPERLINK(...)'
 * or '<b>' stays those characters. Throws ImportError (file_empty, encoding_unknown,
 * too_many_rows, too_many_columns, cell_too_long).
 */
export function readCsv(bytes: Uint8Array): ReadCsv {
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === '') throw new ImportError('file_empty');
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  let tooMany = false;
  Papa.parse<string[]>(text, {
    delimiter: delimiter || ',',
    // Rows holding nothing (blank lines, ';;;') are not pupils.
    skipEmptyLines: 'greedy',
    // Stops at the header, the limit and one more row, without reading all of a huge file.
    step: (result, parser) => {
      rows.push(result.data);
      if (rows.length > SPREADSHEET_LIMITS.maxRows + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  if (tooMany) throw new ImportError('too_many_rows');
  return { table: tableFromRows(rows), encoding, delimiter };
}
