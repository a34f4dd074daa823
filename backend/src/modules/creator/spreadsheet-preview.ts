/**
 * spreadsheet-preview (issue 15; seed 001 §7 Spreadsheet): one row's page as it will print, for
 * the table screen's view button and its fit checks. The page is the renderer's own
 * (composeDocumentHtml over the same render input as the job: background, title picture, fonts,
 * page size, margins) with the row filled in by the same code masscreate uses, so the preview is
 * the file. Its resource URLs (/fonts/, /data/templates/, /api/redactor-image/, /qr/...) are the
 * editor's, which the site serves to the teacher's session, so the page loads in an iframe of the
 * app as it is.
 *
 * Measure mode (`&measure=1`): each value filled from the row is wrapped in
 * `<span data-mass-key="{key}">…</span>`. The table screen loads the preview in a same-origin
 * iframe and reads those spans from its own script (the page runs none): a span whose client
 * rects span more than one line, or whose right edge passes its block's, does not fit its line
 * at the template's font.
 */
import { escapeHtml } from '@gramota/doc-content';
import type { MassRowValues, PupilGender } from '@gramota/contracts';
import { composeDocumentHtml, type RenderInput } from '../render';
import { rowOfDoc } from './mass-row';
import type { DocToRender } from './job-source';

/** The attribute measure mode marks each filled value with. */
export const MASS_KEY_ATTRIBUTE = 'data-mass-key';

/**
 * The preview's own policy, stricter than the app's: no script at all (a cell is data; the
 * escaped text could never run, and this makes sure), no request but the page's styles,
 * pictures and fonts from our origin, framed only by our own pages. `sandbox allow-same-origin`
 * keeps scripts, forms and popups off while the table screen may still read the layout.
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-same-origin',
].join('; ');

const measureSpan = (key: string, valueHtml: string) =>
  `<span ${MASS_KEY_ATTRIBUTE}="${escapeHtml(key)}">${valueHtml}</span>`;

/**
 * The row's page as a whole HTML document (see the module comment), its gender alternatives in
 * the row's gender's forms (none: as written).
 */
export function previewHtml(
  found: DocToRender,
  values: MassRowValues,
  measure: boolean,
  gender: PupilGender | null = null,
): string {
  const row = rowOfDoc(found.doc, values, { wrap: measure ? measureSpan : undefined, gender });
  const input: RenderInput = { ...found.input, html: row.html };
  return composeDocumentHtml(input).html;
}
