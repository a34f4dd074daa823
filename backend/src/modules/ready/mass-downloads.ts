/**
 * The whole class at once (issue 15): a mass run's files as one ZIP of PDFs named after the
 * pupils, or as one PDF holding every page, both in the table's order (inTableOrder). Pure apart
 * from reading the PDFs (from the file store, through each file's `readPdf`).
 */
import { zipSync, type Zippable } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { spreadsheetErrors, type SpreadsheetErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';
import {
  PRODUCT_NAME,
  applyPdfMetadata,
  pdfDeclaredLanguage,
  type PdfMetadata,
} from '../render/pdf-metadata';
import { appendTagged } from '../render/tagged-merge';
import { safeFileName } from './ready-names';

const massError = codedErrors<SpreadsheetErrorCode>({ texts: spreadsheetErrors });

/** A made file to put in a download: its name (the pupil's) and its PDF. */
export interface MassFile {
  name: string;
  /** The PDF's bytes; one gone from the store is the same 404 as a missing file, not a 500. */
  readPdf(): Promise<Buffer>;
  /** The ready file's id. */
  id?: number;
  /** Its signed Open Badges credential (issue 35), put in the ZIP as '{name}.jwt' beside it. */
  credential?: string;
}

/** What orders a run's file: its run and its row of the table (null when not known). */
export interface RunPlace {
  massId: string | null;
  massRow: number | null;
}

/**
 * The files of one run whose rows are all known, in table order whatever order the ids came in
 * (renders finish out of order, and a link may list them so); anything else in the order given.
 */
export function inTableOrder<T>(items: readonly T[], placeOf: (item: T) => RunPlace): T[] {
  const places = new Map(items.map((item) => [item, placeOf(item)]));
  const run = items.length > 0 ? placeOf(items[0]!).massId : null;
  const known = [...places.values()].every(
    (place) => run !== null && place.massId === run && place.massRow !== null,
  );
  if (!known) return [...items];
  return [...items].sort(
    (first, second) => places.get(first)!.massRow! - places.get(second)!.massRow!,
  );
}

/**
 * '{name}.pdf' for each file, in order; a name met before (case aside, as Windows compares)
 * becomes '{name} (2).pdf', '{name} (3).pdf'...
 */
export function zipEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = safeFileName(name);
    let entry = `${base}.pdf`;
    for (let copy = 2; taken.has(entry.toLowerCase()); copy += 1) entry = `${base} (${copy}).pdf`;
    taken.add(entry.toLowerCase());
    return entry;
  });
}

/** The ZIP: each PDF stored as it is (PDFs are compressed already), named after its pupil. */
export async function massZip(files: readonly MassFile[]): Promise<Uint8Array> {
  const names = zipEntryNames(files.map((file) => file.name));
  const entries: Zippable = {};
  for (const [index, file] of files.entries()) {
    const pdfName = names[index]!;
    entries[pdfName] = [await file.readPdf(), { level: 0 }];
    if (file.credential)
      entries[`${pdfName.slice(0, -'.pdf'.length)}.jwt`] = new TextEncoder().encode(
        file.credential,
      );
  }
  return zipSync(entries);
}

/**
 * One PDF with every page of every file, in order (printed in one go). Its Title is `title` (the
 * run's doc name); its Author and Language those of the first file (issue 30 item 12).
 */
export async function massPdf(
  files: readonly MassFile[],
  title: string = PRODUCT_NAME,
): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  let meta: PdfMetadata = { title };
  const sources: PDFDocument[] = [];
  for (const [index, file] of files.entries()) {
    const bytes = await file.readPdf();
    try {
      const source = await PDFDocument.load(bytes, { updateMetadata: false });
      if (index === 0)
        meta = { title, author: source.getAuthor(), language: pdfDeclaredLanguage(source) };
      sources.push(source);
    } catch {
      // Our renderer writes every PDF: one that does not read is damaged, and named, not a 500.
      throw massError(422, 'mass_file_unreadable', 'files');
    }
  }
  try {
    // Each pupil's page keeps its tags: the class's one PDF reads in order too (issue 36).
    await appendTagged(merged, sources);
  } catch {
    throw massError(422, 'mass_file_unreadable', 'files');
  }
  applyPdfMetadata(merged, meta);
  return merged.save();
}
