import { paperSizeMm } from '@gramota/doc-style';
import type { ReadyFile } from '@gramota/contracts';

/** The sheet a ready file prints on, in mm (the format geometry the editor and renderer share). */
export const pageSize = (format: string) => {
  const { width, height } = paperSizeMm(format);
  return { width, height, css: `${width}mm ${height}mm` };
};

/** Seed 000 §5: several ready files print together only when they share one format. */
export const oneFormat = (files: readonly ReadyFile[]) =>
  new Set(files.map((file) => file.format)).size <= 1;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One page per file, at the files' page size: what a hidden frame prints for several files. */
export function printPage(files: readonly ReadyFile[]): string {
  const size = pageSize(files[0]?.format ?? 'a4');
  const pages = files.map((file) => `<img src="${escapeAttribute(file.file)}" alt="">`).join('');
  return `<!doctype html><html><head><style>@page{size:${size.css};margin:0}html,body{margin:0}img{display:block;width:${size.width}mm;height:${size.height}mm;object-fit:contain;page-break-after:always}</style></head><body>${pages}</body></html>`;
}

/** How long the hidden frame stays after print() returns (some browsers print asynchronously). */
const FRAME_LIFETIME_MS = 60_000;

/**
 * Prints in a hidden frame: one file prints its PDF, several files print their JPEGs one per
 * page. When the browser refuses (a PDF viewer that cannot be scripted), the PDF opens in a new
 * window instead, where the teacher prints it; false when even that was blocked.
 */
export function printFiles(files: readonly ReadyFile[]): boolean {
  const first = files[0];
  if (!first) return false;
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText =
    'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(first.pdf, '_blank', 'noopener');
    }
    setTimeout(() => frame.remove(), FRAME_LIFETIME_MS);
  };
  if (files.length === 1) frame.src = first.pdf;
  else frame.srcdoc = printPage(files);
  document.body.appendChild(frame);
  return true;
}
