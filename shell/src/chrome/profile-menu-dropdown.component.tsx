import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import type { ProfileState } from '@gramota/store';
import type { useAccountActions } from './use-account-actions';
import styles from './profile-menu.module.css';

interface ProfileMenuDropdownProps {
  accessMode: boolean;
  profile: ProfileState['data'];
  actions: ReturnType<typeof useAccountActions>;
  close: () => void;
}

const PROFILE_LINKS = [
  ['menu.profile', appPaths.profile()],
  ['menu.licences', appPaths.profile('licence')],
  ['menu.stamps', appPaths.profile('stamp')],
  ['menu.vault', appPaths.stamps()],
  ['menu.access', appPaths.profile('access')],
] as const;

/**
 * The open menu, frame and all: it appears once its code is here, never as an empty box (the
 * code loads on the first opening, or sooner when the pointer reaches the button).
 */
export function ProfileMenuDropdown(props: ProfileMenuDropdownProps) {
  return (
    <div className={styles.menu} role="menu" data-testid="profile-menu">
      <ProfileMenuItems {...props} />
    </div>
  );
}

/** The menu's entries: profile pages, accounts shared with me, log out; in access mode only Exit. */
function ProfileMenuItems({ accessMode, profile, actions, close }: ProfileMenuDropdownProps) {
  const { t } = useTranslation('shell');
  const name = profile?.name || profile?.email || '';

  if (accessMode) {
    return (
      <>
        <p className={styles.header}>{t('menu.inAccount', { name })}</p>
        <button
          type="button"
          role="menuitem"
          className={styles.item}
          data-item="exit"
          disabled={actions.busy}
          onClick={() => void actions.exitAccess().then(close)}
        >
          {t('menu.exit')}
        </button>
      </>
    );
  }

  const shared = Object.entries(profile?.users_access ?? {}).sort(([, a], [, b]) =>
    a.name.localeCompare(b.name),
  );
  return (
    <>
      <div className={styles.header}>
        <div className={styles.name}>{profile?.name || profile?.email}</div>
        {profile?.name && profile.email ? (
          <div className={styles.muted}>{profile.email}</div>
        ) : null}
      </div>
      {PROFILE_LINKS.map(([key, href]) => (
        <a key={href} role="menuitem" className={styles.item} href={href} onClick={close}>
          {t(key)}
        </a>
      ))}
      {shared.length > 0 ? (
        <div role="group" aria-label={t('menu.sharedWithMe')} data-testid="shared-accounts">
          <p className={styles.groupTitle}>{t('menu.sharedWithMe')}</p>
          {shared.map(([ownerId, owner]) => (
            <button
              key={ownerId}
              type="button"
              role="menuitem"
              className={styles.item}
              data-switch-to={ownerId}
              disabled={actions.busy}
              onClick={() => void actions.switchInto(ownerId).then(close)}
            >
              {owner.name || ownerId}
            </button>
          ))}
        </div>
      ) : null}
      <button
        type="button"
        role="menuitem"
        className={`${styles.item} ${styles.separated}`}
        data-item="logout"
        disabled={actions.busy}
        onClick={() => void actions.logout().then(close)}
      >
        {t('menu.logout')}
      </button>
    </>
  );
}
