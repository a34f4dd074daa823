import { useTranslation } from 'react-i18next';
import type { ReadyFile } from '@gramota/contracts';
import { Button, buttonClasses, formatDisplayName } from '@gramota/ui';
import { FileBadges } from './file-badges.component';
import { fileTitle } from './ready-items';
import styles from './export.module.css';

/** The JPEG and PDF of a file as downloads named after the file, as its name is written. */
export function DownloadLinks({ file }: { file: ReadyFile }) {
  const { t } = useTranslation('ready');
  return (
    <span className={styles.links}>
      <a
        className={buttonClasses('secondary')}
        href={file.file}
        download={`${fileTitle(file)}.jpg`}
      >
        {t('ready.badges.jpeg')}
      </a>
      <a className={buttonClasses('secondary')} href={file.pdf} download={`${fileTitle(file)}.pdf`}>
        {t('ready.badges.pdf')}
      </a>
    </span>
  );
}

export interface ExportProps {
  files: ReadyFile[];
  close: () => void;
}

/** Download (export) of the selected files: each file's JPEG and PDF. */
export function ExportModal({ files, close }: ExportProps) {
  const { t } = useTranslation(['ready', 'common']);
  return (
    <div className={styles.body} data-testid="export-modal">
      <p className={styles.hint}>{t('ready:ready.exportHint')}</p>
      <ul className={styles.files}>
        {files.map((file) => (
          <li key={file.id} className={styles.file}>
            <span className={styles.name} title={fileTitle(file)}>
              {formatDisplayName(fileTitle(file))}
            </span>
            <FileBadges file={file} />
            <DownloadLinks file={file} />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="primary" onClick={close}>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}
