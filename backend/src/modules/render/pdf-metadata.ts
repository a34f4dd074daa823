/**
 * The metadata of every PDF the service makes (issue 30 item 12): Title is the document's name
 * (Chromium would write the page's <title>, which a viewer shows in its tab), Author the teacher
 * or the product, Creator the product, Language the document's language. Written with pdf-lib
 * into the file Chromium printed (and into merged class PDFs); the pages are not touched.
 */
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/** The product's name, as the README and the app's title call it. */
export const PRODUCT_NAME = 'Gramota';

export interface PdfMetadata {
  /** The document's name as the teacher wrote it. */
  title: string;
  /** The teacher's name; the product's when unknown. */
  author?: string | null;
  /** BCP 47 language of the text ('ru', 'uk', 'kk'...). */
  language?: string | null;
}

/** The seeds' language codes as BCP 47 (kz is Kazakh: kk). */
export function pdfLanguage(code: string | null | undefined): string | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase();
  if (lower === 'kz') return 'kk';
  return /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/.test(lower) ? lower : null;
}

/** Sets the metadata on a loaded document (see the module comment). */
export function applyPdfMetadata(doc: PDFDocument, meta: PdfMetadata): void {
  const title = meta.title.trim() || PRODUCT_NAME;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author?.trim() || PRODUCT_NAME);
  doc.setCreator(PRODUCT_NAME);
  const language = pdfLanguage(meta.language);
  if (language) doc.setLanguage(language);
}

/** The PDF's bytes with the metadata set. */
export async function withPdfMetadata(
  pdf: Uint8Array,
  meta: PdfMetadata,
  /** More to set on the document while it is open (a print-shop PDF's page boxes). */
  edit?: (doc: PDFDocument) => void,
): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  applyPdfMetadata(doc, meta);
  edit?.(doc);
  // Object streams off: the file stays as readable to every printer's RIP as Chromium's own.
  const saved = await doc.save({ useObjectStreams: false, updateFieldAppearances: false });
  return Buffer.from(saved.buffer, saved.byteOffset, saved.byteLength);
}

/** The language a PDF declares (its catalog's /Lang), or null. */
export function pdfDeclaredLanguage(doc: PDFDocument): string | null {
  const lang = doc.catalog.lookup(PDFName.of('Lang'));
  return lang instanceof PDFString || lang instanceof PDFHexString ? lang.decodeText() : null;
}
