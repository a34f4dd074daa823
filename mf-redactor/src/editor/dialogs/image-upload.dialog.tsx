import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, readApiError } from '@gramota/ui';
import type { ImageUploadAnswer } from '@gramota/contracts';
import { useImageUploadMutation } from '../editor.api';
import styles from './dialogs.module.css';

interface ImageUploadDialogProps {
  docId: string;
  onUploaded(answer: ImageUploadAnswer & { file: string }): void;
  onCancel(): void;
}

/**
 * Uploads a picture (PRO). An err answer shows its error_text and the form stays open, so the
 * teacher can pick another file and try again (seed 001 §8).
 */
export function ImageUploadDialog({ docId, onUploaded, onCancel }: ImageUploadDialogProps) {
  const { t } = useTranslation('redactor');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, { isLoading }] = useImageUploadMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('editor.imageDialog.noFile'));
      return;
    }
    setError(null);
    try {
      const answer = await upload({ docId, file }).unwrap();
      if (answer.status === 'ok' && answer.file) onUploaded({ ...answer, file: answer.file });
      else setError(answer.error_text || t('editor.imageDialog.failed'));
    } catch (failure) {
      setError(readApiError(failure).text || t('editor.imageDialog.failed'));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="image-dialog"
    >
      <label className={styles.intro} htmlFor="editor-image-file">
        {t('editor.imageDialog.file')}
      </label>
      <input
        id="editor-image-file"
        className={styles.fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        data-testid="image-file"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
        }}
      />
      <FormAlert message={error} />
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={isLoading}>
          {t('editor.imageDialog.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={isLoading} data-testid="image-upload">
          {t('editor.imageDialog.upload')}
        </Button>
      </div>
    </form>
  );
}
