import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, readApiError, useApiForm } from '@gramota/ui';
import type { ImageUploadAnswer } from '@gramota/contracts';
import { useImageUploadMutation } from '../editor.api';
import styles from './dialogs.module.css';

const NO_FIELDS = [] as const;

interface ImageUploadDialogProps {
  docId: string;
  onUploaded(answer: ImageUploadAnswer & { file: string }): void;
  onCancel(): void;
}

/**
 * Uploads a picture (PRO). An err answer shows its error_text and the form stays open, so the
 * teacher can pick another file and try again (seed 001 §8). On the form engine: a second submit
 * while uploading is ignored; a refused call shows the server's own text.
 */
export function ImageUploadDialog({ docId, onUploaded, onCancel }: ImageUploadDialogProps) {
  const { t } = useTranslation('redactor');
  const [file, setFile] = useState<File | null>(null);
  const [upload] = useImageUploadMutation();
  const failed = t('editor.imageDialog.failed');
  const form = useApiForm(
    NO_FIELDS,
    {},
    {
      errorMessage: (failure) => readApiError(failure).text || failed,
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return form.fail(null, t('editor.imageDialog.noFile'));
    void form.submit(async () => {
      const answer = await upload({ docId, file }).unwrap();
      if (answer.status === 'ok' && answer.file) onUploaded({ ...answer, file: answer.file });
      else form.fail(null, answer.error_text || failed);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="image-dialog">
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
          form.clear();
        }}
      />
      <FormAlert message={form.formError} />
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={form.busy}>
          {t('editor.imageDialog.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={form.busy} data-testid="image-upload">
          {t('editor.imageDialog.upload')}
        </Button>
      </div>
    </form>
  );
}
