import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, TextField, useApiForm } from '@gramota/ui';
import { useLoginCheckEmailMutation } from '@gramota/store';
import { emailProblem, normalizeEmail } from '../session/account-rules';
import type { LoginStepProps } from './login-step.types';

const FIELDS = ['email'] as const;

/** Step 1: the e-mail; the server says whether to log in or to register. */
export function LoginEmailStep({ flow, send }: LoginStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [email, setEmail] = useState(flow.email);
  const form = useApiForm(FIELDS);
  const [checkEmail] = useLoginCheckEmailMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const value = normalizeEmail(email);
      const problem = emailProblem(value);
      if (problem) return form.fail('email', t(`common:errors.${problem}`));
      const answer = await checkEmail(value).unwrap();
      send({ type: 'email-checked', email: value, dialog: answer.dialog });
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} data-step="email">
      <FormAlert message={form.formError} />
      <TextField
        label={t('login:email')}
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.fieldError('email')}
      />
      <Button type="submit" variant="primary" wide busy={form.busy}>
        {t('login:continue')}
      </Button>
    </form>
  );
}
