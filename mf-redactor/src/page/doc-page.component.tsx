import type { CSSProperties, ReactNode } from 'react';
// The document stylesheet the renderer uses too, applied as is: the shared webpack preset runs
// plain .css files (not *.module.css) through css-loader without CSS Modules, so its .gr-* class
// names stay global and unmangled. Every rule in it sits under .gr-doc-page / .gr-doc-content,
// which scopes it. The package publishes the sheet as this file (see its index.ts), not through
// its JS entry, hence the path import.
// eslint-disable-next-line no-restricted-imports
import '@gramota/doc-style/src/doc-page.css';
import {
  DOC_CLASSES,
  docPageVars,
  pageSize,
  pageSizeMm,
  parsePadding,
  type Padding,
} from '@gramota/doc-style';
import type { VerifyChoice } from '@gramota/contracts';
import { VerifyMarkPreview } from '@gramota/ui/verify';
import { parseTitlesFloat } from '../model/doc-state';

/** Used when a padding cannot be read (the server validates it, so only as a last resort). */
const FALLBACK_PADDING: Padding = [0, 0, 0, 0];

export interface DocPageProps {
  format: string;
  padding: string;
  font: string;
  background: string;
  /** URL of the movable title picture, or null. */
  titlePicture: string | null;
  titlesFloat: string;
  titlesMargin: string;
  /** Where a verifiable file's ID and QR code will print (issue 35); null: not verifiable. */
  verifyMark?: Pick<VerifyChoice, 'place' | 'qr'> | null;
  children: ReactNode;
}

/**
 * The page at its true geometry (800 px wide, the format's height), drawn by doc-page.css from the
 * same custom properties the renderer sets (docPageVars), so the file equals the screen.
 */
export function DocPage({
  format,
  padding,
  font,
  background,
  titlePicture,
  titlesFloat,
  titlesMargin,
  verifyMark,
  children,
}: DocPageProps) {
  const vars = docPageVars({
    format,
    padding: parsePadding(padding) ?? FALLBACK_PADDING,
    font,
    background: background || null,
  });
  const offset = parseTitlesFloat(titlesFloat);
  const top = (Number(titlesMargin) || 0) + offset.y;
  return (
    <div
      className={DOC_CLASSES.page}
      style={vars as CSSProperties}
      data-testid="page"
      data-format={format}
    >
      {titlePicture ? (
        <img
          className={DOC_CLASSES.title}
          // Title pictures hold twice the pixels of their box (sharp on print and HiDPI screens):
          // the 2x density makes the browser lay them out at half their pixels. Deliberately no
          // src: a src is the 1x candidate, which a 1x screen would take at full size.
          srcSet={`${titlePicture} 2x`}
          alt=""
          draggable={false}
          data-testid="page-title"
          style={{
            position: 'absolute',
            top: `${top}px`,
            left: '50%',
            transform: `translateX(calc(-50% + ${offset.x}px))`,
          }}
        />
      ) : null}
      <div className={DOC_CLASSES.content}>{children}</div>
      {verifyMark ? (
        <VerifyMarkPreview
          choice={verifyMark}
          pageMm={pageSizeMm(format)}
          pageWidthPx={pageSize(format).width}
        />
      ) : null}
    </div>
  );
}
