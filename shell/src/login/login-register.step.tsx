import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, TextField, useApiForm } from '@gramota/ui';
import { useLoginRegMutation } from '@gramota/store';
import { nameProblem, newPasswordProblem } from '../session/account-rules';
import { LoginWho } from './login-who.component';
import type { LoginStepProps } from './login-step.types';
import styles from './login-page.module.css';

const FIELDS = ['pwd', 'name'] as const;

/** A new e-mail: a password and an optional name; the anonymous account becomes this account. */
export function LoginRegisterStep({ flow, send, onSignedIn }: LoginStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const form = useApiForm(FIELDS);
  const [loginReg] = useLoginRegMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const passwordIssue = newPasswordProblem(password);
      if (passwordIssue) return form.fail('pwd', t(`common:errors.${passwordIssue}`));
      const nameIssue = nameProblem(name);
      if (nameIssue) return form.fail('name', t(`common:errors.${nameIssue}`));
      const trimmed = name.trim();
      await loginReg({
        email: flow.email,
        pwd: password,
        ...(trimmed ? { name: trimmed } : {}),
      }).unwrap();
      await onSignedIn();
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} data-step="register">
      <LoginWho
        text={t('login:registerFor', { email: flow.email })}
        send={send}
        disabled={form.busy}
      />
      <p className={styles.muted}>{t('login:registerHint')}</p>
      <FormAlert message={form.formError} />
      <TextField
        label={t('login:password')}
        name="pwd"
        type="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.fieldError('pwd')}
      />
      <TextField
        label={t('login:name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.fieldError('name')}
      />
      <Button type="submit" variant="primary" wide busy={form.busy}>
        {t('login:register')}
      </Button>
    </form>
  );
}
