import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_FOLDER, WORKSHOP_LIMITS } from '@gramota/contracts';
import {
  areaErrorMessage,
  Button,
  FormAlert,
  TextField,
  dialogClasses,
  useApiForm,
} from '@gramota/ui';
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

const FIELDS = ['name', 'width'] as const;

/**
 * A new template (seed 001 §4): its name and page format, then the canvas editor. On the form
 * engine: the name's length check, a custom size refused on the width field, a second submit
 * while creating ignored, a refusal on the field it names (else above the form) in the workshop's
 * words; the plan's refusal opens the pay modal instead.
 */
export function CreateTemplateModal({
  folderId,
  onCreated,
  onNeedPay,
  close,
}: CreateTemplateProps) {
  const { t } = useTranslation('workshop');
  const [name, setName] = useState(() => t('list.create.defaultName'));
  const [format, setFormat] = useState(DEFAULT_FORMAT);
  const [templateNew] = useWorkshopTemplateNewMutation();
  const form = useApiForm(
    FIELDS,
    {},
    { errorMessage: (caught) => areaErrorMessage(t, 'workshop', caught) },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = chosenFormat(format.choice, format.width, format.height);
    if (!chosen) return form.fail('width', t('list.create.sizeInvalid'));
    void form.submit(async () => {
      try {
        const answer = await templateNew({
          format: chosen,
          name: name.trim() || t('list.create.defaultName'),
          folder_id: folderId ?? ROOT_FOLDER,
        }).unwrap();
        close();
        onCreated(answer.data_id);
      } catch (caught) {
        if (!isWorkshopPay(caught)) throw caught;
        close();
        onNeedPay();
      }
    }, event.currentTarget);
  };

  return (
    <form className={dialogClasses.body} onSubmit={submit} data-testid="create-template">
      <TextField
        label={t('list.create.name')}
        name="name"
        value={name}
        maxLength={WORKSHOP_LIMITS.nameMax}
        // May be left empty: the default name is sent then.
        data-length={`...${WORKSHOP_LIMITS.nameMax}`}
        error={form.fieldError('name')}
        onChange={(event) => setName(event.target.value)}
      />
      <FormatFields value={format} onChange={setFormat} error={form.fieldError('width')} />
      <FormAlert message={form.formError} />
      <div className={dialogClasses.actions}>
        <Button variant="primary" type="submit" disabled={form.busy}>
          {t('list.create.submit')}
        </Button>
      </div>
    </form>
  );
}
