import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, TextField, useApiForm } from '@gramota/ui';
import {
  useLoginAuthMutation,
  useLoginNewPwdMutation,
  useLoginQuickMutation,
} from '@gramota/store';
import { LoginWho } from './login-who.component';
import type { LoginStepProps } from './login-step.types';
import styles from './login-page.module.css';

const FIELDS = ['pwd'] as const;

/** An existing account: the password, or a one-time code, or the password reset. */
export function LoginPasswordStep({ flow, send, onSignedIn }: LoginStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [password, setPassword] = useState('');
  const form = useApiForm(FIELDS);
  const [loginAuth] = useLoginAuthMutation();
  const [loginQuick] = useLoginQuickMutation();
  const [loginNewPwd] = useLoginNewPwdMutation();
  const { email } = flow;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      if (password === '') return form.fail('pwd', t('common:form.required'));
      await loginAuth({ email, pwd: password }).unwrap();
      await onSignedIn();
    });
  };
  const sendQuickCode = () =>
    void form.submit(async () => {
      await loginQuick({ email }).unwrap();
      send({ type: 'quick-code-sent' });
    });
  const sendResetCode = () =>
    void form.submit(async () => {
      await loginNewPwd({ email }).unwrap();
      send({ type: 'reset-code-sent' });
    });

  return (
    <form noValidate onSubmit={onSubmit} data-step="password">
      <LoginWho text={t('login:emailShown', { email })} send={send} disabled={form.busy} />
      <FormAlert message={form.formError} />
      <TextField
        label={t('login:password')}
        name="pwd"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.fieldError('pwd')}
      />
      <Button type="submit" variant="primary" wide busy={form.busy}>
        {t('login:signIn')}
      </Button>
      <div className={styles.links}>
        <Button variant="link" disabled={form.busy} onClick={sendQuickCode} data-action="quick">
          {t('login:sendCode')}
        </Button>
        <Button variant="link" disabled={form.busy} onClick={sendResetCode} data-action="forgot">
          {t('login:forgotPassword')}
        </Button>
      </div>
    </form>
  );
}
