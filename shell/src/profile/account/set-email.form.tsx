import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@gramota/shell-api';
import { useLoginSetEmailMutation } from '@gramota/store';
import { Button, FormAlert, TextField, useApiForm } from '@gramota/ui';
import { emailProblem, normalizeEmail } from '../../session/account-rules';
import styles from '../profile-page.module.css';

const FIELDS = ['email'] as const;

/** A logged-in account without an e-mail gets an e-mail entry form (seed 001 §6). */
export function SetEmailForm() {
  const { t } = useTranslation(['profile', 'common']);
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const form = useApiForm(FIELDS);
  const [setAccountEmail] = useLoginSetEmailMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const value = normalizeEmail(email);
      const problem = emailProblem(value);
      if (problem) return form.fail('email', t(`common:errors.${problem}`));
      await setAccountEmail({ email: value }).unwrap();
      notify.success(t('profile:account.emailSaved'));
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} data-form="set-email">
      <p className={styles.muted}>{t('profile:account.setEmailHint')}</p>
      <FormAlert message={form.formError} />
      <div className={styles.inline}>
        <TextField
          label={t('profile:account.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.fieldError('email')}
        />
        <Button type="submit" busy={form.busy}>
          {t('profile:account.setEmailButton')}
        </Button>
      </div>
    </form>
  );
}
