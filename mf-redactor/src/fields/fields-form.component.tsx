import { useTranslation } from 'react-i18next';
import type { TemplateField } from '@gramota/contracts';
import { Button, TextField } from '@gramota/ui';
import styles from './fields-form.module.css';

interface FieldsFormProps {
  fields: readonly TemplateField[];
  values: Record<string, string>;
  onChange(id: string, value: string): void;
  /** To template editing (fields_redactor '0'). */
  onEditTemplate(): void;
}

/**
 * Fields mode's form (seed 001 §2, §3 Field element): the permanent fields (the same on every copy)
 * and the variable ones (per pupil); the preview beside it shows the document as typed.
 */
export function FieldsForm({ fields, values, onChange, onEditTemplate }: FieldsFormProps) {
  const { t } = useTranslation('redactor');
  const groups = (['permanent', 'variable'] as const)
    .map((type) => ({ type, fields: fields.filter((field) => field.type === type) }))
    .filter((group) => group.fields.length > 0);
  return (
    <form
      className={styles.form}
      data-testid="fields-form"
      aria-label={t('redactor.fields.form')}
      onSubmit={(event) => event.preventDefault()}
    >
      {groups.map((group) => (
        <fieldset key={group.type} className={styles.group}>
          <legend className={styles.legend}>{t(`redactor.fields.${group.type}`)}</legend>
          {group.fields.map((field) => (
            <TextField
              key={field.id}
              label={field.title}
              name={`field-${field.id}`}
              value={values[field.id] ?? field.default}
              placeholder={field.default}
              onChange={(event) => onChange(field.id, event.target.value)}
            />
          ))}
        </fieldset>
      ))}
      <Button variant="link" data-testid="fields-switch" onClick={onEditTemplate}>
        {t('redactor.fields.editTemplate')}
      </Button>
    </form>
  );
}
