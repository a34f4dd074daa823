import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsAccessMode, selectProfile, useAppSelector } from '@gramota/store';
import { preloadOnIntent, useDismiss } from '@gramota/ui';
import { ProfileMenuDropdown } from './chrome-parts.lazy';
import { useAccountActions } from './use-account-actions';
import styles from './profile-menu.module.css';

/**
 * The profile dropdown of the top bar (seed 000 §2, §4). In access mode it holds only Exit.
 * Escape and a click outside close it.
 */
export function ProfileMenu() {
  const { t } = useTranslation('shell');
  const profile = useAppSelector(selectProfile);
  const accessMode = useAppSelector(selectIsAccessMode);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  const actions = useAccountActions();
  const label = profile?.name || profile?.email || t('topbar.profile');

  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${label} — ${t('menu.open')}`}
        data-testid="profile-menu-button"
        onClick={() => setOpen((value) => !value)}
        {...preloadOnIntent(ProfileMenuDropdown)}
      >
        {profile?.userpic ? (
          <img className={styles.avatar} src={profile.userpic} alt="" />
        ) : (
          // The initial stands in for the picture: drawn by CSS, so it is no part of the visible
          // label the button's name must contain (WCAG 2.5.3), like the picture's empty alt.
          <span
            className={styles.avatar}
            aria-hidden="true"
            data-initial={label.slice(0, 1).toUpperCase()}
          />
        )}
        <span className={styles.label} data-testid="profile-menu-name">
          {label}
        </span>
      </button>
      {open ? (
        <ProfileMenuDropdown
          accessMode={accessMode}
          profile={profile}
          actions={actions}
          close={close}
        />
      ) : null}
    </div>
  );
}
