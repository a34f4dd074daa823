import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../forms/button.component';
import { FormAlert } from '../forms/form-alert.component';
import { TextField } from '../forms/text-field.component';
import { useApiForm } from '../forms/use-api-form';
import styles from './name-form.module.css';

export interface NameFormProps {
  initialName: string;
  maxLength: number;
  /** The field's label ('Name'). */
  label: string;
  submitLabel: string;
  /** Sends the name; a rejection is shown on the field the server names, or above the form. */
  onSubmit: (name: string) => Promise<void>;
  /** The message for a refused call (an area's translation of its error codes). */
  errorMessage?: (error: unknown) => string;
  close: () => void;
}

const FIELDS = ['name'] as const;

/**
 * One name field (new folder, rename) on the form engine: the field's `data-length` gives the
 * seeds' checks ('Заполните это поле', 'Поле не может быть больше ...') as a tooltip on it, a
 * second submit while sending is ignored, a server answer naming the field lands there and its
 * alert-text above the form (seed 000 §5, §7 Form answer, §8).
 */
export function NameForm({
  initialName,
  maxLength,
  label,
  submitLabel,
  onSubmit,
  errorMessage,
  close,
}: NameFormProps) {
  const { t } = useTranslation('common');
  const form = useApiForm(FIELDS, {}, { errorMessage });
  const [name, setName] = useState(initialName);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldError = form.fieldError('name');

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async (values) => {
      await onSubmit((values.name ?? '').trim());
      close();
    }, event.currentTarget);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="name-form">
      <FormAlert message={form.formError} />
      <TextField
        ref={inputRef}
        label={label}
        name="name"
        value={name}
        data-length={`1...${maxLength}`}
        autoComplete="off"
        error={fieldError}
        onChange={(event) => {
          setName(event.target.value);
          if (fieldError) form.clear();
        }}
      />
      <div className={styles.actions}>
        <Button onClick={close} disabled={form.busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={form.busy} data-testid="name-form-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
