import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, FormNotice, useApiForm } from '@gramota/ui';
import { useLoginQuickAuthMutation, useLoginQuickMutation } from '@gramota/store';
import { normalizeCode } from '../session/account-rules';
import { CodeField } from './code-field.component';
import { LoginWho } from './login-who.component';
import { OutboxHint } from './outbox-hint.component';
import type { LoginStepProps } from './login-step.types';
import styles from './login-page.module.css';

const FIELDS = ['code'] as const;

/** Quick login: the code sent by login-quick, checked by login-quick-auth. */
export function LoginQuickCodeStep({ flow, send, onSignedIn }: LoginStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const form = useApiForm(FIELDS);
  const [loginQuickAuth] = useLoginQuickAuthMutation();
  const [loginQuick] = useLoginQuickMutation();
  const { email } = flow;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const value = normalizeCode(code);
      if (value === '') return form.fail('code', t('common:form.required'));
      await loginQuickAuth({ email, code: value }).unwrap();
      await onSignedIn();
    });
  };
  const resend = () =>
    void form.submit(async () => {
      setResent(false);
      await loginQuick({ email }).unwrap();
      setCode('');
      setResent(true);
    });

  return (
    <form noValidate onSubmit={onSubmit} data-step="quick-code">
      <LoginWho text={t('login:emailShown', { email })} send={send} disabled={form.busy} />
      <FormNotice message={t(resent ? 'login:codeResent' : 'login:codeSent', { email })} />
      <OutboxHint />
      <FormAlert message={form.formError} />
      <CodeField value={code} onChange={setCode} error={form.fieldError('code')} />
      <Button type="submit" variant="primary" wide busy={form.busy}>
        {t('login:signIn')}
      </Button>
      <div className={styles.links}>
        <Button variant="link" disabled={form.busy} onClick={resend}>
          {t('login:resendCode')}
        </Button>
        <Button
          variant="link"
          disabled={form.busy}
          onClick={() => send({ type: 'back-to-password' })}
        >
          {t('login:usePassword')}
        </Button>
      </div>
    </form>
  );
}
