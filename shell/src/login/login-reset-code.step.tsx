import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, FormNotice, useApiForm } from '@gramota/ui';
import { useLoginNewPwdAuthMutation, useLoginNewPwdMutation } from '@gramota/store';
import { normalizeCode } from '../session/account-rules';
import { CodeField } from './code-field.component';
import { LoginWho } from './login-who.component';
import { OutboxHint } from './outbox-hint.component';
import type { LoginStepProps } from './login-step.types';
import styles from './login-page.module.css';

const FIELDS = ['code'] as const;

/** Password reset, step 2: the code sent by login-new-pwd, checked by login-new-pwd-auth. */
export function LoginResetCodeStep({ flow, send }: LoginStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const form = useApiForm(FIELDS);
  const [checkCode] = useLoginNewPwdAuthMutation();
  const [loginNewPwd] = useLoginNewPwdMutation();
  const { email } = flow;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const value = normalizeCode(code);
      if (value === '') return form.fail('code', t('common:form.required'));
      await checkCode({ email, code: value }).unwrap();
      send({ type: 'reset-code-accepted', code: value });
    });
  };
  const resend = () =>
    void form.submit(async () => {
      setResent(false);
      await loginNewPwd({ email }).unwrap();
      setCode('');
      setResent(true);
    });

  return (
    <form noValidate onSubmit={onSubmit} data-step="reset-code">
      <LoginWho text={t('login:emailShown', { email })} send={send} disabled={form.busy} />
      <FormNotice message={t(resent ? 'login:codeResent' : 'login:resetCodeSent', { email })} />
      <OutboxHint />
      <FormAlert message={form.formError} />
      <CodeField value={code} onChange={setCode} error={form.fieldError('code')} />
      <Button type="submit" variant="primary" wide busy={form.busy}>
        {t('login:checkCode')}
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
