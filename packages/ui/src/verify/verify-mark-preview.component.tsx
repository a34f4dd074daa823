import { useTranslation } from 'react-i18next';
import { verifyMarkBox, type VerifyChoice } from '@gramota/contracts';
import styles from './verify.module.css';

export interface VerifyMarkPreviewProps {
  choice: Pick<VerifyChoice, 'place' | 'qr'>;
  /** The page's size on paper, millimetres (doc-style pageFormat). */
  pageMm: { width: number; height: number };
  /** The page's width on screen in its own CSS px (800 for documents). */
  pageWidthPx: number;
}

/**
 * Where a verifiable file's ID and QR code will print (contracts verifyMarkBox, the render's own
 * geometry): a dashed box over the page, not part of the document, ignored by the pointer.
 */
export function VerifyMarkPreview({ choice, pageMm, pageWidthPx }: VerifyMarkPreviewProps) {
  const { t } = useTranslation('verify');
  const scale = pageWidthPx / pageMm.width;
  const box = verifyMarkBox(choice, pageMm);
  return (
    <div
      className={styles.mark}
      data-testid="verify-mark-preview"
      data-place={choice.place}
      title={t('preview')}
      aria-label={t('preview')}
      role="img"
      style={{
        left: box.x * scale,
        top: box.y * scale,
        width: box.width * scale,
        height: box.height * scale,
      }}
    >
      {choice.qr ? <span className={styles.qr} aria-hidden="true" /> : null}
      <span className={styles.id} aria-hidden="true">
        XXXX-XXXX-XXX
      </span>
    </div>
  );
}
