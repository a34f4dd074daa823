import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, FormNotice, useApiForm } from '@gramota/ui';
import { normalizeCode } from '../session/account-rules';
import { CodeField } from './code-field.component';
import { LoginWho } from './login-who.component';
import { OutboxHint } from './outbox-hint.component';
import type { LoginStepProps } from './login-step.types';
import styles from './login-page.module.css';
import type { ParseKeys } from 'i18next';

const FIELDS = ['code'] as const;

interface CodeStepProps extends Pick<LoginStepProps, 'flow' | 'send'> {
  /** data-step of the form: 'quick-code' or 'reset-code'. */
  step: string;
  /** The notice before any resend (the e-mail the code went to). */
  sentKey: ParseKeys<['login', 'common']>;
  submitKey: ParseKeys<['login', 'common']>;
  /** Checks the code with the server; rejects with the server's answer. */
  check: (email: string, code: string) => Promise<unknown>;
  /** Asks the server to send a new code. */
  resendCode: (email: string) => Promise<unknown>;
  onAccepted: (code: string) => Promise<void> | void;
}

/** A step that asks for the e-mailed one-time code (quick login and password reset share it). */
export function CodeStep({
  flow,
  send,
  step,
  sentKey,
  submitKey,
  check,
  resendCode,
  onAccepted,
}: CodeStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const form = useApiForm(FIELDS);
  const { email } = flow;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const value = normalizeCode(code);
      if (value === '') return form.fail('code', t('common:form.required'));
      await check(email, value);
      await onAccepted(value);
    });
  };
  const resend = () =>
    void form.submit(async () => {
      setResent(false);
      await resendCode(email);
      setCode('');
      setResent(true);
    });

  return (
    <form noValidate onSubmit={onSubmit} data-step={step}>
      <LoginWho text={t('login:emailShown', { email })} send={send} disabled={form.busy} />
      <FormNotice message={t(resent ? 'login:codeResent' : sentKey, { email })} />
      <OutboxHint />
      <FormAlert message={form.formError} />
      <CodeField value={code} onChange={setCode} error={form.fieldError('code')} />
      <Button type="submit" variant="primary" wide busy={form.busy}>
        {t(submitKey)}
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
