import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessGrantInfo, Permission } from '@gramota/contracts';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { useAccessRevokeMutation, useAccessUpdateMutation } from '@gramota/store';
import { Button, ConfirmDialog, FormAlert, useApiForm, type ConfirmDialogProps } from '@gramota/ui';
import { formatDay } from '../format-date';
import { PermissionCheckboxes } from './permission-checkboxes.component';
import styles from '../profile-page.module.css';

const FIELDS = ['permissions'] as const;

const samePermissions = (a: readonly Permission[], b: readonly Permission[]) =>
  a.length === b.length && a.every((permission) => b.includes(permission));

/** One person with access: their permissions (editable) and revoking with a confirmation. */
export function AccessGrantRow({ grant }: { grant: AccessGrantInfo }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const { showModal } = useShellApi();
  const notify = useNotify();
  const [permissions, setPermissions] = useState<Permission[]>(grant.permissions);
  const form = useApiForm(FIELDS);
  const [update] = useAccessUpdateMutation();
  const [revoke] = useAccessRevokeMutation();
  const who = grant.member_name || grant.member_email || grant.member_id;
  const changed = !samePermissions(permissions, grant.permissions);

  const onSave = () =>
    void form.submit(async () => {
      if (permissions.length === 0) {
        return form.fail('permissions', t('common:errors.access_permissions_empty'));
      }
      await update({ grantId: grant.id, permissions }).unwrap();
      notify.success(t('profile:access.saved'));
    });

  const onRevoke = () =>
    showModal<Omit<ConfirmDialogProps, 'close'>>({
      title: t('profile:access.revoke'),
      component: ConfirmDialog,
      props: {
        text: t('profile:access.revokeConfirm', { name: who }),
        confirmLabel: t('profile:access.revoke'),
        danger: true,
        onConfirm: () =>
          form.submit(async () => {
            await revoke({ grantId: grant.id }).unwrap();
            notify.success(t('profile:access.revoked'));
          }),
      },
    });

  return (
    <div className={styles.grant} data-grant={grant.id} data-member={grant.member_email}>
      <div className={styles.grantHead}>
        <span>
          <span className={styles.value}>{who}</span>{' '}
          <span className={styles.muted}>
            {grant.member_email && grant.member_email !== who ? `${grant.member_email} · ` : ''}
            ID {grant.member_id} ·{' '}
            {t('profile:access.since', { date: formatDay(grant.created, i18n.language) })}
          </span>
        </span>
      </div>
      <FormAlert message={form.formError} />
      <PermissionCheckboxes
        value={permissions}
        onChange={setPermissions}
        error={form.fieldError('permissions')}
        disabled={form.busy}
      />
      <div className={styles.actions}>
        <Button variant="primary" busy={form.busy} disabled={!changed} onClick={onSave}>
          {t('profile:access.save')}
        </Button>
        <Button variant="danger" disabled={form.busy} onClick={onRevoke}>
          {t('profile:access.revoke')}
        </Button>
      </div>
    </div>
  );
}
