import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@gramota/ui';
import { DOC_CONTENT_LIMITS } from '@gramota/doc-content';
import styles from './dialogs.module.css';

interface TableBorderDialogProps {
  border: number;
  onApply(border: number): void;
  onCancel(): void;
}

const MAX = DOC_CONTENT_LIMITS.table.maxBorderPx;

/** The table's line width, 0..10 px; 0 leaves the lines transparent (seed 001 §4, §5). */
export function TableBorderDialog({ border, onApply, onCancel }: TableBorderDialogProps) {
  const { t } = useTranslation('redactor');
  const [value, setValue] = useState(String(border));
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const width = Number(value);
    if (value.trim() === '' || !Number.isInteger(width) || width < 0 || width > MAX) {
      setInvalid(true);
      return;
    }
    onApply(width);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="table-border-dialog">
      <TextField
        label={t('editor.border.width')}
        name="table-border"
        type="number"
        min={0}
        max={MAX}
        step={1}
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={invalid ? t('editor.border.invalid') : null}
      />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('editor.border.cancel')}</Button>
        <Button type="submit" variant="primary" data-testid="table-border-apply">
          {t('editor.border.apply')}
        </Button>
      </div>
    </form>
  );
}
