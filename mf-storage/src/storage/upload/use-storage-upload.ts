import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_FOLDER } from '@gramota/contracts';
import { areaErrorMessage } from '@gramota/ui';
import { useNotify } from '@gramota/shell-api';
import { useStorageUploadMutation } from '../storage.api';
import { uploadProblem } from './upload-checks';

export interface StorageUpload {
  /** Files being uploaded now (0: none). */
  uploading: number;
  /** Why the last upload was refused, translated; null after a success or when dismissed. */
  error: string | null;
  dismiss: () => void;
  upload: (files: readonly File[]) => Promise<void>;
}

/**
 * Uploading into the folder shown (null: the top level). The list shows the new files by
 * itself: the upload invalidates 'Storage'. A refusal stays on screen until dismissed or the
 * next upload, in the storage's words for the contract's error code.
 */
export function useStorageUpload(folderId: string | null): StorageUpload {
  const { t } = useTranslation('storage');
  const notify = useNotify();
  const [send] = useStorageUploadMutation();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const upload = useCallback(
    async (files: readonly File[]) => {
      setError(null);
      const problem = uploadProblem(files);
      if (problem) return setError(t(`errors.${problem}`));
      setUploading(files.length);
      try {
        const answer = await send({ files, folder: folderId ?? ROOT_FOLDER }).unwrap();
        const count = Object.keys(answer.documents).length || files.length;
        notify.success(t('storage.done.uploaded', { count }));
      } catch (caught) {
        setError(areaErrorMessage(t, 'storage', caught));
      } finally {
        setUploading(0);
      }
    },
    [folderId, notify, send, t],
  );
  return { uploading, error, dismiss: () => setError(null), upload };
}
