import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_FOLDER, WORKSHOP_LIMITS } from '@gramota/contracts';
import { areaErrorMessage, Button, FormAlert, dialogClasses, useApiForm } from '@gramota/ui';
import { chosenFormat } from '../template-format';
import { isWorkshopPay } from '../workshop-pay';
import { useWorkshopUploadTemplateMutation } from '../workshop-list.api';
import { DEFAULT_FORMAT, FormatFields } from './format-fields.component';
import { useClearAfter } from './use-clear-after';

const FIELDS = ['width'] as const;

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
 * shows the message on the form for 6 s, need-pay the pay modal. On the form engine: a custom size
 * refused on the width field, a second submit while uploading ignored, a refused call in the
 * workshop's words.
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
  const [upload, { isLoading }] = useWorkshopUploadTemplateMutation();
  const form = useApiForm(
    FIELDS,
    {},
    { errorMessage: (caught) => areaErrorMessage(t, 'workshop', caught) },
  );
  useClearAfter(form.formError, form.clear, WORKSHOP_LIMITS.uploadErrorMilliseconds);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = chosenFormat(format.choice, format.width, format.height);
    if (!chosen) return form.fail('width', t('list.create.sizeInvalid'));
    if (!file) return form.fail(null, t('errors.file_missing'));
    if (file.size > WORKSHOP_LIMITS.uploadMaxBytes)
      return form.fail(null, t('errors.file_too_large'));
    void form.submit(async () => {
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
        } else
          form.fail(null, t(`errors.${answer.error_code}`, { defaultValue: answer.error_text }));
      } catch (caught) {
        if (!isWorkshopPay(caught)) throw caught;
        close();
        onNeedPay();
      }
    });
  };

  return (
    <form className={dialogClasses.body} onSubmit={submit} data-testid="upload-template">
      <label className={dialogClasses.body}>
        {t('list.upload.file')}
        <input
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <FormatFields value={format} onChange={setFormat} error={form.fieldError('width')} />
      <FormAlert message={form.formError} />
      <div className={dialogClasses.actions}>
        <Button variant="primary" type="submit" disabled={form.busy}>
          {t(form.busy || isLoading ? 'list.upload.busy' : 'list.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
