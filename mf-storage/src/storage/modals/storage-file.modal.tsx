import { useTranslation } from 'react-i18next';
import type { StorageDocument } from '@gramota/contracts';
import { areaErrorMessage, Button, buttonClasses, FormAlert } from '@gramota/ui';
import { isPicture } from '../storage-items';
import { useStorageViewQuery } from '../storage.api';
import styles from './modals.module.css';

export interface StorageFileModalProps {
  document: StorageDocument;
  /** One's own file: its address comes from storage-view; another account's is in the list. */
  own: boolean;
  close: () => void;
}

/**
 * A storage file opened (seed 001 §7 storage-view): a picture at full size, a PDF by its
 * thumbnail, with "Open in a new tab" (the browser's own PDF viewer) and "Download".
 */
export function StorageFileModal({ document, own, close }: StorageFileModalProps) {
  const { t } = useTranslation('storage');
  const view = useStorageViewQuery(document.id, { skip: !own });
  const file = own ? view.currentData?.file : document.file;
  const picture = isPicture(document);
  return (
    <div className={styles.viewer} data-testid="storage-file-viewer" data-modal-wide="true">
      <FormAlert message={view.error ? areaErrorMessage(t, 'storage', view.error) : null} />
      <div className={styles.page}>
        {picture && file ? (
          <img className={styles.picture} src={file} alt={document.name} />
        ) : document.thum ? (
          <img className={styles.picture} src={document.thum} alt={document.name} />
        ) : null}
      </div>
      <div className={styles.bar}>
        {file ? (
          <>
            <a
              className={buttonClasses('primary')}
              href={file}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('storage.viewer.open')}
            </a>
            <a className={buttonClasses()} href={file} download={document.name}>
              {t('storage.viewer.download')}
            </a>
          </>
        ) : view.isFetching ? (
          <span role="status">{t('storage.viewer.loading')}</span>
        ) : null}
        <Button onClick={close}>{t('storage.viewer.close')}</Button>
      </div>
    </div>
  );
}
