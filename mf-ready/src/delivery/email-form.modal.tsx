import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useSubmitGuard } from '@gramota/ui';
import styles from './delivery.module.css';

export interface EmailFormModalProps {
  /** Saves the address; false when it was refused (the caller has said why). */
  save: (email: string) => Promise<boolean>;
  close: () => void;
}

/**
 * A logged-in teacher without an e-mail gives one before a file is sent (seed 001 §5, §6): the
 * address is stored with login-set-email, then the file goes.
 */
export function EmailFormModal({ save, close }: EmailFormModalProps) {
  const { t } = useTranslation(['ready', 'common']);
  const { busy, guard } = useSubmitGuard();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(t('common:form.required'));
    setError(null);
    void guard(async () => {
      if (await save(email.trim())) close();
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="email-form">
      <p className={styles.text}>{t('ready:ready.email.askText')}</p>
      <TextField
        label={t('ready:ready.email.label')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className={styles.actions}>
        <Button onClick={close} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={busy}>
          {t('ready:ready.email.send')}
        </Button>
      </div>
    </form>
  );
}
