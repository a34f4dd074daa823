import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../forms/button.component';
import { FormAlert } from '../forms/form-alert.component';
import { TextField } from '../forms/text-field.component';
import { apiErrorMessage, readApiError } from '../forms/api-error';
import { fieldLengthError } from '../forms/field-length';
import { useSubmitGuard } from '../forms/use-submit-guard';
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

/**
 * One name field (new folder, rename) with the seeds' checks ('Заполните это поле', 'Поле не
 * может быть больше ...') shown as a tooltip on the field; a server answer naming the field lands
 * there too, its alert-text above the form (seed 000 §7 Form answer, §8).
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
  const { busy, guard } = useSubmitGuard();
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = fieldLengthError(name, { max: maxLength });
    if (problem) return setFieldError(t(problem.key, problem.values));
    setFieldError(null);
    setFormError(null);
    void guard(async () => {
      try {
        await onSubmit(name.trim());
        close();
      } catch (error) {
        const info = readApiError(error);
        const data = (error as { data?: Record<string, unknown> } | null)?.data;
        const alertText = typeof data?.['alert-text'] === 'string' ? data['alert-text'] : null;
        const message = errorMessage ? errorMessage(error) : apiErrorMessage(t, info);
        if (info.field === 'name') setFieldError(message);
        else setFormError(alertText ?? message);
      }
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="name-form">
      <FormAlert message={formError} />
      <TextField
        ref={inputRef}
        label={label}
        name="name"
        value={name}
        autoComplete="off"
        error={fieldError}
        onChange={(event) => {
          setName(event.target.value);
          if (fieldError) setFieldError(null);
        }}
      />
      <div className={styles.actions}>
        <Button onClick={close} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={busy} data-testid="name-form-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
