import QRCode from 'qrcode';
import { escapeHtml } from '@gramota/doc-content';
import { VERIFY_MARK_MM, formatVerifyId, verifyMarkBox } from '@gramota/contracts';
import type { VerifyMark } from './render-types';

/** White modules kept around the code inside its box, so a busy background cannot touch it. */
const QUIET_MODULES = 2;

/**
 * The QR code as one SVG path, drawn from the modules the qrcode library computed (synchronous,
 * so composing a page stays pure). Medium error correction: a scuff or a fold still reads.
 */
export function qrSvg(text: string, sizePx: number): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const whole = count + QUIET_MODULES * 2;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    let run = 0;
    for (let column = 0; column <= count; column += 1) {
      const dark = column < count && modules.get(row, column);
      if (dark) run += 1;
      else if (run > 0) {
        path += `M${column - run + QUIET_MODULES} ${row + QUIET_MODULES}h${run}v1h-${run}z`;
        run = 0;
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" ` +
    `viewBox="0 0 ${whole} ${whole}" shape-rendering="crispEdges" style="display:block">` +
    `<rect width="${whole}" height="${whole}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

const px = (value: number) => `${Number(value.toFixed(2))}px`;

/**
 * The mark of a verifiable file (issue 35): its QR code (unless turned off) over the ID, on white,
 * in the chosen corner of the first page, at the millimetre sizes of VERIFY_MARK_MM whatever the
 * format, so it prints and scans the same on A4 and A5.
 */
export function verifyMarkHtml(
  mark: VerifyMark,
  /** The page's width in CSS px and its size on paper (compose.ts RenderGeometry). */
  geometry: { cssWidth: number; pageMm: { width: number; height: number } },
): string {
  const scale = geometry.cssWidth / geometry.pageMm.width;
  const box = verifyMarkBox(mark, geometry.pageMm);
  const right = mark.place.endsWith('right');
  const style = [
    'position:absolute',
    `left:${px(box.x * scale)}`,
    `top:${px(box.y * scale)}`,
    `width:${px(box.width * scale)}`,
    'z-index:5',
    'display:flex',
    'flex-direction:column',
    `align-items:${right ? 'flex-end' : 'flex-start'}`,
    `gap:${px(VERIFY_MARK_MM.gap * scale)}`,
    'line-height:1.3',
    `font-size:${px(VERIFY_MARK_MM.text * scale)}`,
    'color:#000',
    'letter-spacing:0.04em',
  ].join(';');
  const qr = mark.qr ? qrSvg(mark.url, Number((VERIFY_MARK_MM.qr * scale).toFixed(2))) : '';
  return (
    `<div class="verify-mark" data-verify-id="${escapeHtml(mark.id)}" style="${style}">${qr}` +
    `<span style="background:#fff;padding:0 0.3em;white-space:nowrap">${escapeHtml(formatVerifyId(mark.id))}</span></div>`
  );
}
