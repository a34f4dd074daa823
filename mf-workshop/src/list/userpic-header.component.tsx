import { useTranslation } from 'react-i18next';
import { selectIsAccessMode, selectProfile, useAppSelector } from '@gramota/store';
import { useShellApi } from '@gramota/shell-api';
import { Button } from '@gramota/ui';
import { SetUserpicModal } from './modals/set-userpic.modal';
import { UserpicAvatar } from './userpic-avatar.component';
import styles from './userpic-header.module.css';

/**
 * My templates' header: whose templates these are, with the account's userpic (or initials) and
 * the "Set userpic" modal (seed 001 §4). Switched into another account it shows the owner's
 * picture without the action: a userpic is its owner's to change (the server refuses too).
 */
export function UserpicHeader() {
  const { t } = useTranslation('workshop');
  const { showModal } = useShellApi();
  const profile = useAppSelector(selectProfile);
  const accessMode = useAppSelector(selectIsAccessMode);
  if (!profile?.login) return null;
  const label = profile.name || profile.email;
  return (
    <span className={styles.header} data-testid="userpic-header">
      <UserpicAvatar
        userpic={profile.userpic}
        name={profile.name}
        email={profile.email}
        alt={t('list.userpic.alt', { name: label })}
        size="small"
      />
      <span className={styles.name}>{label}</span>
      {accessMode ? null : (
        <Button
          variant="secondary"
          onClick={() =>
            showModal({ title: t('list.userpic.title'), component: SetUserpicModal, props: {} })
          }
        >
          {t('list.userpic.set')}
        </Button>
      )}
    </span>
  );
}
