import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, FormNotice, TextField, useApiForm } from '@gramota/ui';
import { useLoginNewPwdSetPwdMutation } from '@gramota/store';
import { newPasswordProblem } from '../session/account-rules';
import { LoginWho } from './login-who.component';
import type { LoginStepProps } from './login-step.types';

const FIELDS = ['pwd'] as const;

/** Password reset, step 3: the new password; login-new-pwd-set-pwd uses the code up and logs in. */
export function LoginResetPasswordStep({ flow, send, onSignedIn }: LoginStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [password, setPassword] = useState('');
  const form = useApiForm(FIELDS);
  const [setNewPassword] = useLoginNewPwdSetPwdMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const problem = newPasswordProblem(password);
      if (problem) return form.fail('pwd', t(`common:errors.${problem}`));
      await setNewPassword({ email: flow.email, code: flow.resetCode, pwd: password }).unwrap();
      await onSignedIn();
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} data-step="reset-password">
      <LoginWho
        text={t('login:emailShown', { email: flow.email })}
        send={send}
        disabled={form.busy}
      />
      <FormNotice message={t('login:setNewPassword', { email: flow.email })} />
      <FormAlert message={form.formError} />
      <TextField
        label={t('login:newPassword')}
        name="pwd"
        type="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.fieldError('pwd')}
      />
      <Button type="submit" variant="primary" wide busy={form.busy}>
        {t('login:savePassword')}
      </Button>
    </form>
  );
}
