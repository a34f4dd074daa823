import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Permission } from '@gramota/contracts';
import { CheckboxField, FormAlert } from '@gramota/ui';
import styles from '../profile-page.module.css';

interface PermissionCheckboxesProps {
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/** All eight granted-access permissions with human names, in the contract's order. */
export function PermissionCheckboxes({
  value,
  onChange,
  error,
  disabled,
}: PermissionCheckboxesProps) {
  const { t } = useTranslation('profile');
  const toggle = (permission: Permission, on: boolean) =>
    onChange(PERMISSIONS.filter((name) => (name === permission ? on : value.includes(name))));
  return (
    <>
      <fieldset className={styles.permissions} data-field="permissions" disabled={disabled}>
        <legend>{t('access.permissions')}</legend>
        {PERMISSIONS.map((permission) => (
          <CheckboxField
            key={permission}
            name="permissions"
            value={permission}
            label={t(`access.permissionNames.${permission}`)}
            checked={value.includes(permission)}
            onChange={(event) => toggle(permission, event.target.checked)}
          />
        ))}
      </fieldset>
      <FormAlert message={error} />
    </>
  );
}
