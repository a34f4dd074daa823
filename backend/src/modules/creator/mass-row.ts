/**
 * One row of a mass run (issue 15; seed 001 §7 Spreadsheet): the run id and the massmask of the
 * query read and checked against the doc's keys, and the doc's HTML filled with the row. Shared
 * by masscreate (which snapshots the filled HTML into the job) and the preview, so the preview
 * shows exactly what the file will hold.
 */
import { createHash } from 'node:crypto';
import {
  SPREADSHEET_LIMITS,
  type MassRowValues,
  type PupilGender,
  type SpreadsheetKeySource,
} from '@gramota/contracts';
import { docKeySources, fillDocKeys, type FilledValueWrapper } from '@gramota/doc-content';
import type { DocRenderSource } from '../docs';
import { massError } from './mass-errors';

/** creator_jobs.title and ready_files.name hold at most 200 characters. */
const TITLE_MAX = 200;
const oneLine = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

const MASS_ID = new RegExp(`^[0-9a-f-]{${SPREADSHEET_LIMITS.massIdLength}}$`);

/** A query value as one text, or undefined (absent, or repeated: `a=1&a=2`). */
export const queryText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The run id: exactly 36 characters of 0-9, a-f and '-' (the client's UUID). */
export function readMassId(value: unknown): string {
  const text = queryText(value);
  if (text === undefined || !MASS_ID.test(text)) throw massError(400, 'mass_id_invalid', 'mass_id');
  return text;
}

/** The optional table row of a massmask (`row`, 0..maxRows - 1); undefined when absent. */
export function readMassRow(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const text = queryText(value);
  const row = text !== undefined && /^\d{1,6}$/.test(text) ? Number(text) : -1;
  if (row < 0 || row >= SPREADSHEET_LIMITS.maxRows) throw massError(400, 'massmask_invalid', 'row');
  return row;
}

/**
 * The row's gender (issue 29): `m` or `f` picks the forms of the doc's gender alternatives
 * ('[ученик|ученица]'); absent is none (they stay as written); anything else, an empty or a
 * repeated value too, is gender_invalid.
 */
export function readGender(value: unknown): PupilGender | null {
  if (value === undefined) return null;
  const text = queryText(value);
  if (text === 'm' || text === 'f') return text;
  throw massError(400, 'gender_invalid', 'gender');
}

/** masscreate's `verify`: the run's own verification switch ('1' on, '0' off); absent: the doc's. */
export function readVerifySwitch(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  const text = queryText(value);
  if (text === '1' || text === '0') return text === '1';
  throw massError(400, 'verify_invalid', 'verify');
}

/**
 * The massmask: a JSON object of key → text, at most maxMassmaskChars, each value at most
 * maxCellChars, and no NUL (PostgreSQL refuses one in text). Keys are checked against the doc
 * by rowOfDoc.
 */
export function readMassmask(value: unknown): MassRowValues {
  const text = queryText(value);
  const invalid = () => massError(400, 'massmask_invalid', 'massmask');
  if (text === undefined || text.length > SPREADSHEET_LIMITS.maxMassmaskChars) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  const values: MassRowValues = {};
  for (const [key, cell] of Object.entries(parsed)) {
    if (typeof cell !== 'string' || cell.includes('\u0000') || key.includes('\u0000'))
      throw invalid();
    if ([...cell].length > SPREADSHEET_LIMITS.maxCellChars)
      throw massError(400, 'cell_too_long', 'massmask');
    // defineProperty: a key '__proto__' is a key like any other, not the object's prototype.
    Object.defineProperty(values, key, { value: cell, enumerable: true, writable: true });
  }
  return values;
}

/** A doc's row: what the file holds and is named after. */
export interface DocRow {
  sources: SpreadsheetKeySource[];
  /** The doc's HTML with the row's values filled in as text. */
  html: string;
  /** The first non-empty value in the doc's key order (the pupil), else the doc's name. */
  title: string;
}

/** What a row is filled with besides its values. */
export interface RowFill {
  /** Wraps each filled value (the preview's measure mode). */
  wrap?: FilledValueWrapper;
  /** Picks the forms of the doc's gender alternatives; none: they stay as written. */
  gender?: PupilGender | null;
}

/**
 * The row filled into the doc: every key must be one of the doc's ([labels], and variable fields
 * in fields mode), else key_unknown. Fields mode's other fields take the doc's values, as the
 * file of the doc itself does. The row's gender picks the forms of the doc's alternatives.
 */
export function rowOfDoc(doc: DocRenderSource, values: MassRowValues, fill: RowFill = {}): DocRow {
  const sources = docKeySources(doc.content, doc.fields, doc.fieldsMode);
  const keys = new Set(sources.map((source) => source.key));
  if (Object.keys(values).some((key) => !keys.has(key)))
    throw massError(400, 'key_unknown', 'massmask');
  const html = fillDocKeys(doc.content, sources, values, {
    fieldValues: doc.fieldsMode ? doc.fieldValues : {},
    wrap: fill.wrap,
    gender: fill.gender,
  });
  // One line: a cell's line breaks and runs of spaces are one space in a file's name.
  const first = sources
    .map((source) => (Object.hasOwn(values, source.key) ? oneLine(values[source.key]!) : ''))
    .find((value) => value !== '');
  return { sources, html, title: [...(first ?? doc.name)].slice(0, TITLE_MAX).join('') };
}

/**
 * The row's identity within a run: the doc, the table row, the values in a fixed key order and
 * the gender. A row without a gender hashes as it did before genders existed.
 */
export function massRowHash(
  docId: number,
  values: MassRowValues,
  row?: number,
  gender?: PupilGender | null,
): string {
  const entries = Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The table row is part of a row's identity: two pupils with the same values (a duplicate the
  // teacher chose to keep) are two files; the same row sent again is still one. So is the
  // gender: the same row sent as a girl after it was sent as a boy (the teacher fixed the
  // gender) is another file.
  const identity: unknown[] = row === undefined ? [docId, entries] : [docId, row, entries];
  if (gender) identity.push(gender);
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}
