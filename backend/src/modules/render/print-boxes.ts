/**
 * A print-shop PDF's page boxes (issue 36): TrimBox where the sheet is cut, BleedBox the
 * background reaches to; the MediaBox stays the whole sheet with its crop marks. Set on the file
 * Chromium printed (withPdfMetadata's edit); the pages' content is not touched.
 */
import type { PDFDocument } from 'pdf-lib';
import { pdfBox, type PressGeometry } from '@gramota/doc-style';

export function setPrintBoxes(doc: PDFDocument, press: PressGeometry): void {
  const trim = pdfBox(press.trim, press.media);
  const bleed = pdfBox(press.bleed, press.media);
  for (const page of doc.getPages()) {
    page.setTrimBox(trim[0], trim[1], trim[2] - trim[0], trim[3] - trim[1]);
    page.setBleedBox(bleed[0], bleed[1], bleed[2] - bleed[0], bleed[3] - bleed[1]);
  }
}
