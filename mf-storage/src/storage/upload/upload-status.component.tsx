import { useTranslation } from 'react-i18next';
import { Button, ScreenNote } from '@gramota/ui';
import type { StorageUpload } from './use-storage-upload';
import styles from './upload.module.css';

/** 'Uploading 3 files…' while an upload runs; why it was refused after one failed. */
export function UploadStatus({ upload }: { upload: StorageUpload }) {
  const { t } = useTranslation('storage');
  if (upload.uploading > 0)
    return (
      <ScreenNote>
        <span role="status" data-testid="storage-upload-status" className={styles.busy}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('storage.upload.uploading', { count: upload.uploading })}
        </span>
      </ScreenNote>
    );
  if (!upload.error) return null;
  return (
    <div role="alert" className={styles.error} data-testid="storage-upload-error">
      <span>{upload.error}</span>
      <Button variant="link" onClick={upload.dismiss}>
        {t('storage.upload.dismiss')}
      </Button>
    </div>
  );
}
