import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { useAccessGrantMutation } from '@gramota/store';
import { Button, FormAlert, TextField, useApiForm } from '@gramota/ui';
import { PermissionCheckboxes } from './permission-checkboxes.component';
import styles from '../profile-page.module.css';

const FIELDS = ['user', 'permissions'] as const;

/** Grant access to a registered user, found by e-mail or ID, with a set of permissions. */
export function AccessGrantForm() {
  const { t } = useTranslation(['profile', 'common']);
  const notify = useNotify();
  const [user, setUser] = useState('');
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const form = useApiForm(FIELDS);
  const [grant] = useAccessGrantMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const who = user.trim();
      if (who === '') return form.fail('user', t('common:form.required'));
      if (permissions.length === 0) {
        return form.fail('permissions', t('common:errors.access_permissions_empty'));
      }
      await grant({ user: who, permissions }).unwrap();
      setUser('');
      setPermissions([]);
      notify.success(t('profile:access.granted'));
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={styles.card} data-form="access-grant">
      <h2 className={styles.cardTitle}>{t('profile:access.grantTitle')}</h2>
      <FormAlert message={form.formError} />
      <TextField
        label={t('profile:access.user')}
        name="user"
        value={user}
        onChange={(event) => setUser(event.target.value)}
        error={form.fieldError('user')}
      />
      <PermissionCheckboxes
        value={permissions}
        onChange={setPermissions}
        error={form.fieldError('permissions')}
      />
      <Button type="submit" variant="primary" busy={form.busy}>
        {t('profile:access.grant')}
      </Button>
    </form>
  );
}
