import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_FOLDER, WORKSHOP_LIMITS } from '@gramota/contracts';
import { areaErrorMessage, Button, FormAlert, TextField, dialogClasses } from '@gramota/ui';
import { chosenFormat } from '../template-format';
import { isWorkshopPay } from '../workshop-pay';
import { useWorkshopTemplateNewMutation } from '../workshop-list.api';
import { DEFAULT_FORMAT, FormatFields } from './format-fields.component';

export interface CreateTemplateProps {
  /** The folder shown (null: the root). */
  folderId: string | null;
  /** The new draft: the area opens the canvas editor on it. */
  onCreated: (id: string) => void;
  /** The plan refused another template. */
  onNeedPay: () => void;
  close: () => void;
}

/** A new template (seed 001 §4): its name and page format, then the canvas editor. */
export function CreateTemplateModal({
  folderId,
  onCreated,
  onNeedPay,
  close,
}: CreateTemplateProps) {
  const { t } = useTranslation('workshop');
  const [name, setName] = useState(() => t('list.create.defaultName'));
  const [format, setFormat] = useState(DEFAULT_FORMAT);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [templateNew, { isLoading }] = useWorkshopTemplateNewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = chosenFormat(format.choice, format.width, format.height);
    setSizeError(chosen ? null : t('list.create.sizeInvalid'));
    setError(null);
    if (!chosen) return;
    try {
      const answer = await templateNew({
        format: chosen,
        name: name.trim() || t('list.create.defaultName'),
        folder_id: folderId ?? ROOT_FOLDER,
      }).unwrap();
      close();
      onCreated(answer.data_id);
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
      data-testid="create-template"
    >
      <TextField
        label={t('list.create.name')}
        name="name"
        value={name}
        maxLength={WORKSHOP_LIMITS.nameMax}
        onChange={(event) => setName(event.target.value)}
      />
      <FormatFields value={format} onChange={setFormat} error={sizeError} />
      <FormAlert message={error} />
      <div className={dialogClasses.actions}>
        <Button variant="primary" type="submit" disabled={isLoading}>
          {t('list.create.submit')}
        </Button>
      </div>
    </form>
  );
}
