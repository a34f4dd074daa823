/**
 * The shared class lists (fixtures/class-lists, byte-for-byte copies of the project's fixtures)
 * read in tests as a table reader gives them: a CSV decoded from its own encoding and split as
 * RFC 4180 says (quoted ';', '"' and line breaks kept in their cell), an .xlsx's first sheet as
 * rows of cell text. Node-only (fs, zlib): tests that use it run in jest's node environment.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { inflateRawSync } from 'zlib';
import { SPREADSHEET_KEY_PREFIX, type SpreadsheetColumn } from '@gramota/contracts';
import type { SheetSnapshot } from '../model/sheet-snapshot';

const FIXTURES = join(__dirname, '..', '..', '..', 'fixtures', 'class-lists');

const fixtureBytes = (name: string) => readFileSync(join(FIXTURES, name));

/** A CSV fixture's rows: decoded, the delimiter taken from the header line, quotes honoured. */
export function readCsvFixture(name: string, encoding: 'utf-8' | 'windows-1251'): string[][] {
  const text = new TextDecoder(encoding).decode(fixtureBytes(name)).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n/));
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The zip entries of an .xlsx by name (stored or deflated, as spreadsheet apps write them). */
function unzip(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let at = 0;
  while (bytes.readUInt32LE(at) === 0x04034b50) {
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    const data = bytes.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at = start + size;
  }
  return files;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const columnIndex = (reference: string) =>
  [...reference.replace(/\d+/g, '')].reduce(
    (sum, letter) => sum * 26 + letter.charCodeAt(0) - 64,
    0,
  ) - 1;

/** An .xlsx fixture's first sheet: each row's cells as text (numbers as written in the file). */
export function readXlsxFixture(name: string): string[][] {
  const files = unzip(fixtureBytes(name));
  const shared = [
    ...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map(([, item]) =>
    unescapeXml([...item!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, t]) => t).join('')),
  );
  const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
  const rows: string[][] = [];
  for (const [, number, body] of sheet.matchAll(
    /<row r="(\d+)"[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g,
  )) {
    const cells: string[] = [];
    for (const [, reference, type, value] of (body ?? '').matchAll(
      /<c r="([A-Z]+\d+)"(?:[^>]*?t="(\w+)")?[^>]*?(?:\/>|>(?:[\s\S]*?<v>([\s\S]*?)<\/v>)?[\s\S]*?<\/c>)/g,
    )) {
      const text =
        value === undefined ? '' : type === 's' ? shared[Number(value)]! : unescapeXml(value);
      cells[columnIndex(reference!)] = text;
    }
    rows[Number(number) - 1] = Array.from(cells, (cell) => cell ?? '');
  }
  return Array.from(rows, (row) => row ?? []);
}

/**
 * The table screen's table after an import and the teacher's choices: column 0 the tick column,
 * then one column per header — '%key' (its header kept as its source) where `assign` gives the
 * header a key, the header as text otherwise — and every pupil's row, ticked.
 */
export function sheetFromRows(
  headers: readonly string[],
  pupils: readonly (readonly string[])[],
  assign: Record<string, string>,
  settings?: SheetSnapshot['settings'],
): SheetSnapshot {
  const columns: SpreadsheetColumn[] = [
    { title: '', type: 'check', width: 40 },
    ...headers.map((header): SpreadsheetColumn => {
      const key = assign[header];
      return key === undefined
        ? { title: header, type: 'text', width: 100 }
        : { title: `${SPREADSHEET_KEY_PREFIX}${key}`, type: 'key', width: 100, source: header };
    }),
  ];
  const data = pupils.map((cells) => ['1', ...headers.map((_, index) => cells[index] ?? '')]);
  return { columns, data, ...(settings ? { settings } : {}) };
}
