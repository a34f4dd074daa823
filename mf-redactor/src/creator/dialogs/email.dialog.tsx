import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@gramota/ui';
import { useCreatorSnapshot } from '../use-creator-view';
import type { CreatorDialogProps } from './creator-dialog-props';
import styles from './creator-dialogs.module.css';

/**
 * A logged-in account without an e-mail (seed 001 §5, §6): the address is set with
 * login-set-email, then the file goes there. A refused address is alerted by the flow.
 */
export function EmailDialog({ flow, close }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const { view } = useCreatorSnapshot(flow);
  const [email, setEmail] = useState('');
  const [empty, setEmpty] = useState(false);
  const busy = view.phase === 'need-email' && view.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setEmpty(value === '');
    if (value) void flow.submitEmail(value);
  };

  return (
    <form className={styles.body} onSubmit={submit} noValidate data-testid="creator-email">
      <p>{t('redactor:redactor.creator.email.text')}</p>
      <TextField
        label={t('redactor:redactor.creator.email.label')}
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={empty ? t('redactor:redactor.creator.email.empty') : null}
      />
      <div className={styles.actions}>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <Button type="submit" variant="primary" busy={busy}>
          {t('redactor:redactor.creator.email.submit')}
        </Button>
      </div>
    </form>
  );
}
