import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_FOLDER, WORKSHOP_LIMITS } from '@gramota/contracts';
import { areaErrorMessage, Button, FormAlert, dialogClasses } from '@gramota/ui';
import { chosenFormat } from '../template-format';
import { isWorkshopPay } from '../workshop-pay';
import { useWorkshopUploadTemplateMutation } from '../workshop-list.api';
import { DEFAULT_FORMAT, FormatFields } from './format-fields.component';

export interface UploadTemplateProps {
  folderId: string | null;
  /** The uploaded template: the area opens it in the canvas editor. */
  onUploaded: (id: string) => void;
  /** need-pay: the pay modal with the upload-template notice. */
  onNeedPay: () => void;
  close: () => void;
}

/**
 * A template from a picture (seed 001 §7 form uploads, §8): status ok opens the new template, err
 * shows the message on the form for 6 s, need-pay the pay modal.
 */
export function UploadTemplateModal({
  folderId,
  onUploaded,
  onNeedPay,
  close,
}: UploadTemplateProps) {
  const { t } = useTranslation('workshop');
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState(DEFAULT_FORMAT);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, { isLoading }] = useWorkshopUploadTemplateMutation();

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), WORKSHOP_LIMITS.uploadErrorMilliseconds);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = chosenFormat(format.choice, format.width, format.height);
    setSizeError(chosen ? null : t('list.create.sizeInvalid'));
    if (!chosen) return;
    if (!file) return setError(t('errors.file_missing'));
    if (file.size > WORKSHOP_LIMITS.uploadMaxBytes) return setError(t('errors.file_too_large'));
    setError(null);
    try {
      const answer = await upload({
        file,
        format: chosen,
        folder_id: folderId ?? ROOT_FOLDER,
      }).unwrap();
      if (answer.status === 'ok') {
        close();
        onUploaded(answer.file);
      } else if (answer.status === 'need-pay') {
        close();
        onNeedPay();
      } else setError(t(`errors.${answer.error_code}`, { defaultValue: answer.error_text }));
    } catch (caught) {
      if (isWorkshopPay(caught)) {
        close();
        onNeedPay();
      } else setError(areaErrorMessage(t, 'workshop', caught));
    }
  };

  return (
    <form
      className={dialogClasses.body}
      onSubmit={(event) => void submit(event)}
      data-testid="upload-template"
    >
      <label className={dialogClasses.body}>
        {t('list.upload.file')}
        <input
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <FormatFields value={format} onChange={setFormat} error={sizeError} />
      <FormAlert message={error} />
      <div className={dialogClasses.actions}>
        <Button variant="primary" type="submit" disabled={isLoading}>
          {t(isLoading ? 'list.upload.busy' : 'list.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
