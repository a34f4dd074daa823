import { useTranslation } from 'react-i18next';
import type { ReadyFile } from '@gramota/contracts';
import { Button } from '@gramota/ui';
import { FileBadges } from './file-badges.component';
import { pageSize } from './print-files';
import { fileTitle } from './ready-items';
import { DownloadLinks } from './export.modal';
import styles from './file-preview.module.css';

export interface FilePreviewProps {
  file: ReadyFile;
  onPrint: (file: ReadyFile) => void;
  close: () => void;
}

/** A ready file at its page size (the print-quality JPEG), with its downloads and print. */
export function FilePreviewModal({ file, onPrint, close }: FilePreviewProps) {
  const { t } = useTranslation('ready');
  const size = pageSize(file.format);
  return (
    <div className={styles.preview} data-testid="file-preview">
      <div className={styles.bar}>
        <FileBadges file={file} />
        <DownloadLinks file={file} />
        <Button onClick={() => onPrint(file)}>{t('ready.preview.print')}</Button>
        <Button variant="primary" onClick={close}>
          {t('ready.preview.close')}
        </Button>
      </div>
      <div className={styles.page}>
        <img
          className={styles.image}
          src={file.file}
          alt={fileTitle(file)}
          style={{ width: `${size.width}mm`, aspectRatio: `${size.width} / ${size.height}` }}
        />
      </div>
    </div>
  );
}
