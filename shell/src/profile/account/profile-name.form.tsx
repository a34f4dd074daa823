import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@gramota/shell-api';
import { useProfileSetMutation } from '@gramota/store';
import { Button, FormAlert, TextField, useApiForm } from '@gramota/ui';
import { nameProblem } from '../../session/account-rules';
import styles from '../profile-page.module.css';

const FIELDS = ['name'] as const;

/** The editable name (profile-set). */
export function ProfileNameForm({ name }: { name: string }) {
  const { t } = useTranslation(['profile', 'common']);
  const notify = useNotify();
  const [value, setValue] = useState(name);
  const form = useApiForm(FIELDS);
  const [profileSet] = useProfileSetMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const problem = nameProblem(value);
      if (problem) return form.fail('name', t(`common:errors.${problem}`));
      await profileSet({ name: value.trim() }).unwrap();
      notify.success(t('profile:account.nameSaved'));
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={styles.inline} data-form="name">
      <TextField
        label={t('profile:account.name')}
        name="name"
        autoComplete="name"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={form.fieldError('name')}
      />
      <Button type="submit" busy={form.busy}>
        {t('common:actions.save')}
      </Button>
      <FormAlert message={form.formError} />
    </form>
  );
}
