import { useTranslation } from 'react-i18next';
import { spreadsheetPaths, type MassRowValues, type PupilGender } from '@gramota/contracts';
import { dialogClasses } from '@gramota/ui';
import { shownRowNumber } from '../model/grid-data';
import styles from './row-preview.module.css';

/** A4 page width the renderer lays the document out at (seed 001 §9: editing width 800 px). */
const PAGE_WIDTH = 800;
const PAGE_HEIGHT = 1132;

/** The row's document as it will print, in a frame scaled to fit the modal. */
export function RowPreviewModal({
  docId,
  row,
  values,
  gender = null,
}: {
  docId: string;
  row: number;
  values: MassRowValues;
  /** Chooses the document's gender alternatives, as the run will. */
  gender?: PupilGender | null;
  close(): void;
}) {
  const { t } = useTranslation('spreadsheet');
  const scale = Math.min(1, (Math.min(window.innerWidth, 900) - 80) / PAGE_WIDTH);
  if (Object.values(values).every((value) => value.trim() === ''))
    return <p className={dialogClasses.body}>{t('spreadsheet.preview.empty')}</p>;
  return (
    <div
      className={styles.preview}
      style={{ width: PAGE_WIDTH * scale, height: PAGE_HEIGHT * scale }}
      data-testid="row-preview"
    >
      <iframe
        title={t('spreadsheet.preview.frame', { row: shownRowNumber(row) })}
        src={spreadsheetPaths.preview(docId, values, false, gender)}
        sandbox="allow-same-origin"
        style={{
          width: PAGE_WIDTH,
          height: PAGE_HEIGHT,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
        }}
      />
    </div>
  );
}
