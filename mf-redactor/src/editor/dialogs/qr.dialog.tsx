import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@gramota/ui';
import { REDACTOR_LIMITS } from '@gramota/contracts';
import { qrLinkProblem, type QrLinkProblem } from '@gramota/doc-content';
import styles from './dialogs.module.css';

interface QrDialogProps {
  onInsert(link: string): void;
  onCancel(): void;
}

/** A QR code of a link (PRO): the link is checked as in seed 001 §5 before it is inserted. */
export function QrDialog({ onInsert, onCancel }: QrDialogProps) {
  const { t } = useTranslation('redactor');
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<QrLinkProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = link.trim();
    const found = qrLinkProblem(typed);
    setProblem(found);
    if (!found) onInsert(typed);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="qr-dialog">
      <TextField
        label={t('editor.qrDialog.link')}
        name="qr-link"
        type="url"
        inputMode="url"
        autoFocus
        placeholder={t('editor.qrDialog.placeholder')}
        value={link}
        onChange={(event) => setLink(event.target.value)}
        error={problem ? t(`editor.qrDialog.${problem}`, { max: REDACTOR_LIMITS.qrDataMax }) : null}
      />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('editor.qrDialog.cancel')}</Button>
        <Button type="submit" variant="primary" data-testid="qr-insert">
          {t('editor.qrDialog.insert')}
        </Button>
      </div>
    </form>
  );
}
